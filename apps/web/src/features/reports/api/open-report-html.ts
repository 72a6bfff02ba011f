import { useMutation } from '@tanstack/react-query';
import { fetchReportFile, ReportError } from '../../../lib/file-download';

export const HTML_REPORT_ERROR = 'Error obteniendo reporte HTML';
export const HTML_OPEN_ERROR = 'Error al abrir el reporte HTML';
const PRINT_WAIT_MS = 10_000;

/**
 * GET /audits/{id}/report/html?print=true, opened in a new tab: the tab is opened at the click (so no popup
 * blocker stops it), the report is fetched with the bearer token and shown from a blob URL. The report's own
 * print script cannot run under the app's policy, so the print dialog is asked for from here once it loaded.
 */
export async function openReportHtml({ auditId, print = true }: { auditId: number; print?: boolean }) {
  const tab = window.open('', '_blank');
  if (!tab) throw new ReportError(HTML_OPEN_ERROR);
  let blob: Blob;
  try {
    ({ blob } = await fetchReportFile(
      `/audits/${auditId}/report/html`,
      { server: HTML_REPORT_ERROR, transfer: HTML_REPORT_ERROR },
      { print: print ? 'true' : undefined },
    ));
  } catch (error) {
    tab.close();
    throw error;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/html' }));
  try {
    tab.location.href = url;
  } catch {
    tab.close();
    URL.revokeObjectURL(url);
    throw new ReportError(HTML_OPEN_ERROR);
  }
  if (print) {
    const started = Date.now();
    const timer = window.setInterval(() => {
      try {
        if (tab.closed || Date.now() - started > PRINT_WAIT_MS) {
          window.clearInterval(timer);
          return;
        }
        if (tab.location.href === url && tab.document.readyState === 'complete') {
          window.clearInterval(timer);
          tab.focus();
          tab.print();
        }
      } catch {
        window.clearInterval(timer);
      }
    }, 250);
  }
  window.setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
}

export function useOpenReportHtmlMutation() {
  return useMutation({ mutationFn: openReportHtml });
}
