import { FINISHED_STATES } from '@auditorias/domain/audits/states';
import type { ExportDownload } from '../../../lib/download-export';
import { usePagedList } from '../../../lib/paged-list';
import { auditListQuery, auditsQueryKey, fetchAuditPage, listAuditsPage } from '../../audits/public';

export const operatorHistoryQueryKey = [...auditsQueryKey, 'operator-history'] as const;

/** GET /audits/operador/historial?limit&cursor: one page of the operator's finished audits, newest first. */
export function getOperatorHistoryPage(cursor?: string, signal?: AbortSignal, limit?: number) {
  return fetchAuditPage('/audits/operador/historial', { limit, cursor }, signal);
}

/**
 * 'Historial Completo', paged by the server. The history endpoint takes no search, so a search goes to
 * GET /audits?estado=<finished states>&search= instead: for an operator that list is only its own audits, the
 * same rows the history has, filtered in SQL.
 */
export function useOperatorHistoryPages(search: string) {
  const wanted = search.trim();
  return usePagedList({
    queryKey: [...operatorHistoryQueryKey, wanted],
    fetchPage: (cursor, signal) =>
      wanted === ''
        ? getOperatorHistoryPage(cursor, signal)
        : listAuditsPage({ all: true, estado: FINISHED_STATES, search: wanted }, cursor, signal),
  });
}

/**
 * The export of what 'Historial Completo' shows: the history itself (GET /audits/operador/historial/export), or,
 * with a search, the same search of GET /audits as a file (GET /audits/export).
 */
export function operatorHistoryExport(search: string): Omit<ExportDownload, 'formato'> {
  const wanted = search.trim();
  return wanted === ''
    ? { path: '/audits/operador/historial/export', fallbackName: 'historial-operador' }
    : {
        path: '/audits/export',
        query: auditListQuery({ all: true, estado: FINISHED_STATES, search: wanted }),
        fallbackName: 'historial-operador',
      };
}
