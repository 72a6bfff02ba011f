import type { AuditState } from '@auditorias/domain/audits/states';
import type { TRACKING_ORDER } from '@auditorias/domain/audits/tracking-order';
import { auditListResponseSchema } from '@auditorias/domain/schemas/audits';
import { useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../../../lib/api-client';
import { fetchListPage, usePagedList } from '../../../lib/paged-list';
import { apiQuery } from '../../../lib/queries';

/** Every audit query lives under this key: invalidating it refreshes every list, count and detail. */
export const auditsQueryKey = ['audits'] as const;

export interface AuditListParams {
  /** all=true: every audit the caller may see (for an operator, its own). */
  all?: boolean;
  estado?: readonly AuditState[];
  search?: string;
  clienteId?: number;
  /** 'seguimiento': the tracking list's order (finished last, newest, priority); newest first without it. */
  orden?: typeof TRACKING_ORDER;
  /** Rows per page (the server's default is 50, its maximum 100). */
  limit?: number;
}

export const auditListQueryKey = (params: AuditListParams) => [...auditsQueryKey, 'list', params] as const;

/** The filters of GET /audits as its query (also the query of its export, GET /audits/export). */
export function auditListQuery(params: Omit<AuditListParams, 'limit'>) {
  return {
    all: params.all ? 'true' : undefined,
    estado: params.estado && params.estado.length > 0 ? params.estado.join(',') : undefined,
    search: params.search?.trim() || undefined,
    clienteId: params.clienteId,
    orden: params.orden,
  };
}

/** One page of an audit list endpoint (GET /audits, /audits/management, /clients/my-audits...) with its cursor. */
export function fetchAuditPage(path: string, query: RequestOptions['query'], signal?: AbortSignal) {
  return fetchListPage(path, 'auditorias', {
    query,
    schema: auditListResponseSchema,
    signal,
  });
}

/** GET /audits?all=true|estado=a,b|search|clienteId|orden|limit|cursor: one page of the audits the caller may see. */
export function listAuditsPage(params: AuditListParams, cursor?: string, signal?: AbortSignal) {
  return fetchAuditPage('/audits', { ...auditListQuery(params), limit: params.limit, cursor }, signal);
}

/** The first page only: for short lists (an operator's work in hand) and previews. */
export async function listAudits(params: AuditListParams, signal?: AbortSignal) {
  return (await listAuditsPage(params, undefined, signal)).items;
}

export function auditListQueryOptions(params: AuditListParams) {
  return apiQuery(auditListQueryKey(params), (signal) => listAudits(params, signal));
}

/** The first page of a list (short lists: an operator's work in hand, a preview). */
export function useAuditListQuery(
  params: AuditListParams,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) {
  return useQuery({
    ...auditListQueryOptions(params),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}

/** A list paged by the server, with 'Cargar más' (`usePagedList`). */
export function useAuditPages(
  params: AuditListParams,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) {
  return usePagedList({
    queryKey: [...auditsQueryKey, 'pages', params],
    fetchPage: (cursor, signal) => listAuditsPage(params, cursor, signal),
    ...options,
  });
}
