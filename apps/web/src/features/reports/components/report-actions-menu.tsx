import { type AuditState, REPORT_STATES } from '@auditorias/domain/audits/states';
import { Button, type ButtonProps, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconFileDownload,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconPrinter,
  IconReportAnalytics,
} from '@tabler/icons-react';
import { useState } from 'react';
import { reportErrorText } from '../../../lib/file-download';
import { PDF_REPORT_ERROR, useDownloadReportPdfMutation } from '../api/download-report-pdf';
import { useDownloadReportWordMutation, WORD_REPORT_ERROR } from '../api/download-report-word';
import { HTML_OPEN_ERROR, useOpenReportHtmlMutation } from '../api/open-report-html';
import { ClientPdfModal, type ReportAudit } from './client-pdf-modal';

interface ReportActionsMenuProps {
  audit: ReportAudit & { estado: AuditState };
  size?: ButtonProps['size'];
}

/** Whether an audit has reports (spec section 4: only terminada or entregada; facturada is a delivered one). */
export function hasReports(estado: AuditState): boolean {
  return REPORT_STATES.includes(estado);
}

function showError(error: unknown, fallback: string) {
  notifications.show({ color: 'red', title: 'Reportes', message: reportErrorText(error, fallback) });
}

/** The reports of a finished audit: PDF, Word, HTML to print, and the client's PDF with an editable title. */
export function ReportActionsMenu({ audit, size = 'xs' }: ReportActionsMenuProps) {
  const pdf = useDownloadReportPdfMutation();
  const word = useDownloadReportWordMutation();
  const html = useOpenReportHtmlMutation();
  const [clientPdf, setClientPdf] = useState<ReportAudit | null>(null);
  if (!hasReports(audit.estado)) return null;
  const busy = pdf.isPending || word.isPending || html.isPending;

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            size={size}
            variant="light"
            color="indigo"
            loading={busy}
            leftSection={<IconReportAnalytics size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={`Reportes de la auditoría #${audit.id}`}
          >
            Reportes
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            onClick={() => pdf.mutate(audit.id, { onError: (e) => showError(e, PDF_REPORT_ERROR) })}
          >
            Descargar PDF
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileTypeDocx size={16} aria-hidden />}
            onClick={() => word.mutate(audit.id, { onError: (e) => showError(e, WORD_REPORT_ERROR) })}
          >
            Descargar Word
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() =>
              html.mutate({ auditId: audit.id }, { onError: (e) => showError(e, HTML_OPEN_ERROR) })
            }
          >
            Ver e imprimir (HTML)
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconFileDownload size={16} aria-hidden />}
            onClick={() => setClientPdf({ id: audit.id, titulo: audit.titulo })}
          >
            PDF para el cliente…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ClientPdfModal audit={clientPdf} onClose={() => setClientPdf(null)} />
    </>
  );
}
