import { debtGroupsResponseSchema } from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list';
import { financeQueryKey } from './finance-query-keys';

export const debtGroupsQueryKey = [...financeQueryKey, 'debt-groups'] as const;

/** Clients per page (the server's default is 20, its maximum 50). */
export const DEBT_GROUPS_PAGE = 20;

/**
 * GET /finanzas/clientes?limit&cursor: one page of clients with receivables, each with its periods and audits,
 * plus the total of every client (`totalGeneral`).
 */
export async function listDebtGroupsPage(cursor?: string, signal?: AbortSignal) {
  const { clientes, paginacion, totalGeneral } = await apiRequest('/finanzas/clientes', {
    query: { limit: DEBT_GROUPS_PAGE, cursor },
    schema: debtGroupsResponseSchema,
    signal,
  });
  return { items: clientes, paginacion, totalGeneral };
}

/** Receivables grouped by client and period, paged by client ('Cargar más'). */
export function useDebtGroupPages() {
  const list = usePagedList({
    queryKey: debtGroupsQueryKey,
    fetchPage: (cursor, signal) => listDebtGroupsPage(cursor, signal),
  });
  // The pages are the fetcher's answers: the first one carries the total of every client.
  const first = list.data?.pages[0] as Awaited<ReturnType<typeof listDebtGroupsPage>> | undefined;
  return { ...list, totalGeneral: first?.totalGeneral ?? null };
}
