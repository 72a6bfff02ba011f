import type { AuditState } from '@auditorias/domain/audits/states';
import { usePagedList } from '../../../lib/paged-list';
import { auditsQueryKey, fetchAuditPage } from '../../audits/public';
import type { AgeFilter } from '../management-filters';

export interface ManagementParams {
  edad: AgeFilter;
  desde?: string;
  hasta?: string;
  estado?: readonly AuditState[];
  search?: string;
  /** Rows per page (the server's default is 50, its maximum 100). */
  limit?: number;
}

export const managementAuditsQueryKey = (params: ManagementParams) =>
  [...auditsQueryKey, 'management', params] as const;

/** The management filters as the list's query (also the query of its export, GET /audits/management/export). */
export function managementQuery(params: Omit<ManagementParams, 'limit'>) {
  return {
    edad: params.edad,
    desde: params.desde,
    hasta: params.hasta,
    estado: params.estado && params.estado.length > 0 ? params.estado.join(',') : undefined,
    search: params.search?.trim() || undefined,
  };
}

/**
 * GET /audits/management?edad&desde&hasta&estado&search&limit&cursor (admin): one page, newest first, of the audits
 * matching the filters (the server filters and searches), with age and file counts.
 */
export function listManagementAuditsPage(params: ManagementParams, cursor?: string, signal?: AbortSignal) {
  const query = { ...managementQuery(params), limit: params.limit, cursor };
  return fetchAuditPage('/audits/management', query, signal);
}

/** The management table's audits, paged by the server ('Cargar más'). */
export function useManagementAuditPages(params: ManagementParams) {
  return usePagedList({
    queryKey: managementAuditsQueryKey(params),
    fetchPage: (cursor, signal) => listManagementAuditsPage(params, cursor, signal),
  });
}
