import { useQuery } from '@tanstack/react-query';
import type { ExportDownload } from '../../../lib/download-export';
import { usePagedList } from '../../../lib/paged-list';
import { apiQuery } from '../../../lib/queries';
import { auditsQueryKey, fetchAuditPage } from '../../audits/public';

export const mySupervisorAuditsQueryKey = [...auditsQueryKey, 'supervisor', 'mine'] as const;

export interface MySupervisorAuditsParams {
  /** Title, client, operator or id (the server searches). */
  search?: string;
  limit?: number;
}

/**
 * One page, newest first, of the audits the caller reviewed (saved or approved as supervisor):
 * GET /audits/supervisor/my-audits?limit&cursor. That endpoint does not search, so a search asks
 * GET /audits?supervisor=true&search (for a supervisor, the same audits: those it reviewed).
 */
export function listMySupervisorAuditsPage(
  params: MySupervisorAuditsParams,
  cursor?: string,
  signal?: AbortSignal,
) {
  const search = params.search?.trim();
  return search
    ? fetchAuditPage(
        '/audits',
        { all: 'true', supervisor: 'true', search, limit: params.limit, cursor },
        signal,
      )
    : fetchAuditPage('/audits/supervisor/my-audits', { limit: params.limit, cursor }, signal);
}

/**
 * The export of what the list shows: the reviewed audits (GET /audits/supervisor/my-audits/export), or, with a
 * search, the same search of GET /audits as a file (GET /audits/export?supervisor=true).
 */
export function mySupervisorAuditsExport(params: MySupervisorAuditsParams): Omit<ExportDownload, 'formato'> {
  const search = params.search?.trim();
  return search
    ? {
        path: '/audits/export',
        query: { all: 'true', supervisor: 'true', search },
        fallbackName: 'revisadas',
      }
    : { path: '/audits/supervisor/my-audits/export', fallbackName: 'revisadas' };
}

/** The audits the caller reviewed, paged by the server ('Cargar más'). */
export function useMySupervisorAuditPages(params: MySupervisorAuditsParams = {}) {
  return usePagedList({
    queryKey: [...mySupervisorAuditsQueryKey, 'pages', params],
    fetchPage: (cursor, signal) => listMySupervisorAuditsPage(params, cursor, signal),
  });
}

/**
 * GET /audits?supervisor=true&estado=entregada,facturada&limit: the first page, newest first, of the audits the
 * caller approved and sent to the client (the supervisor panel's month's work).
 */
export function listMyDeliveredPage(limit: number, signal?: AbortSignal) {
  const query = { all: 'true', supervisor: 'true', estado: 'entregada,facturada', limit };
  return fetchAuditPage('/audits', query, signal);
}

export function useMyDeliveredPageQuery(limit: number) {
  return useQuery(
    apiQuery([...mySupervisorAuditsQueryKey, 'delivered', limit], (signal) =>
      listMyDeliveredPage(limit, signal),
    ),
  );
}
