import type { AuditState } from '@auditorias/domain/audits/states';
import { usePagedList } from '../../../lib/paged-list';
import { auditsQueryKey, fetchAuditPage } from '../../audits/public';

export const myClientAuditsQueryKey = [...auditsQueryKey, 'client-companies'] as const;

export interface MyClientAuditsParams {
  /** The states of the list ('Mis Pedidos' or 'Auditorías Recibidas'). */
  estado: readonly AuditState[];
  /** One company (a group administrator's per-company view). */
  clienteId?: number;
  search?: string;
  /** Rows per page (the server's default is 50, its maximum 100). */
  limit?: number;
}

function myClientAuditsQuery(params: MyClientAuditsParams) {
  return {
    estado: params.estado.length > 0 ? params.estado.join(',') : undefined,
    clienteId: params.clienteId,
    search: params.search?.trim() || undefined,
  };
}

/** The export of the list with the same filters: GET /clients/my-audits/export. */
export function myClientAuditsExport(params: MyClientAuditsParams, fallbackName: string) {
  return { path: '/clients/my-audits/export', query: myClientAuditsQuery(params), fallbackName };
}

/**
 * GET /clients/my-audits?estado&clienteId&search&limit&cursor: one page, newest first, of the audits of the user's
 * companies (a group administrator's included) that a client may see.
 */
export function listMyClientAuditsPage(params: MyClientAuditsParams, cursor?: string, signal?: AbortSignal) {
  const query = { ...myClientAuditsQuery(params), limit: params.limit, cursor };
  return fetchAuditPage('/clients/my-audits', query, signal);
}

/** The client's audits in some states, paged by the server ('Cargar más'). */
export function useMyClientAuditPages(params: MyClientAuditsParams, options: { enabled?: boolean } = {}) {
  return usePagedList({
    queryKey: [...myClientAuditsQueryKey, params],
    fetchPage: (cursor, signal) => listMyClientAuditsPage(params, cursor, signal),
    enabled: options.enabled,
  });
}
