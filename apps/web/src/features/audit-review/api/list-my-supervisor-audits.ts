import { auditListResponseSchema } from '@auditorias/domain/schemas/audits';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ExportDownload } from '../../../lib/download-export';
import { usePagedList } from '../../../lib/paged-list';
import { auditsQueryKey } from '../../audits/public';

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
export async function listMySupervisorAuditsPage(
  params: MySupervisorAuditsParams,
  cursor?: string,
  signal?: AbortSignal,
) {
  const search = params.search?.trim();
  const { auditorias, paginacion } = search
    ? await apiRequest('/audits', {
        query: { all: 'true', supervisor: 'true', search, limit: params.limit, cursor },
        schema: auditListResponseSchema,
        signal,
      })
    : await apiRequest('/audits/supervisor/my-audits', {
        query: { limit: params.limit, cursor },
        schema: auditListResponseSchema,
        signal,
      });
  return { items: auditorias, paginacion };
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
export async function listMyDeliveredPage(limit: number, signal?: AbortSignal) {
  const { auditorias, paginacion } = await apiRequest('/audits', {
    query: { all: 'true', supervisor: 'true', estado: 'entregada,facturada', limit },
    schema: auditListResponseSchema,
    signal,
  });
  return { items: auditorias, paginacion };
}

export function useMyDeliveredPageQuery(limit: number) {
  return useQuery({
    queryKey: [...mySupervisorAuditsQueryKey, 'delivered', limit],
    queryFn: ({ signal }) => listMyDeliveredPage(limit, signal),
  });
}
