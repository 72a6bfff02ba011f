/**
 * What the reports feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { CLIENT_PDF_ERROR, useDownloadClientPdfMutation } from './api/download-client-pdf';
export { GENERATE_CLIENT_PDF_ERROR, useGeneratePdfForClientMutation } from './api/generate-pdf-for-client';
export { ReportActionsMenu } from './components/report-actions-menu';
export { useClientPdfForm } from './use-client-pdf-form';
