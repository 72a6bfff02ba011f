import {
  DEBT_GROUPS_PAGE_DEFAULT,
  debtGroupsResponseSchema,
  debtPeriodAuditsResponseSchema,
} from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { fetchListPage, usePagedList } from '../../../lib/paged-list';

export const debtGroupsQueryKey = [...financeQueryKey, 'debt-groups'] as const;

/** Clients per page (the server's default; its maximum is 100). */
export const DEBT_GROUPS_PAGE = DEBT_GROUPS_PAGE_DEFAULT;
/** Audits per page of an opened period. */
export const PERIOD_AUDITS_PAGE = 25;

/**
 * GET /finanzas/clientes?search&limit&cursor: one page of the clients with receivables (name order), each with
 * its totals and its periods' totals, plus the total of every client (`totalGeneral`).
 */
export async function listDebtGroupsPage(search: string, cursor?: string, signal?: AbortSignal) {
  const { clientes, paginacion, totalGeneral } = await apiRequest('/finanzas/clientes', {
    query: { search: search || undefined, limit: DEBT_GROUPS_PAGE, cursor },
    schema: debtGroupsResponseSchema,
    signal,
  });
  return { items: clientes, paginacion, totalGeneral };
}

/** Receivables grouped by client and period, paged by client ('Cargar más'), searched by client name. */
export function useDebtGroupPages(search = '') {
  const list = usePagedList({
    queryKey: [...debtGroupsQueryKey, { search }],
    fetchPage: (cursor, signal) => listDebtGroupsPage(search, cursor, signal),
  });
  // The first page carries the total of every client.
  return { ...list, totalGeneral: list.first?.totalGeneral ?? null };
}

export interface DebtPeriodRef {
  clienteId: number;
  mes: number;
  anio: number;
}

/** GET /finanzas/clientes/{id}/auditorias?mes&anio&limit&cursor: the receivable audits of one client's period. */
export function listDebtPeriodAuditsPage(period: DebtPeriodRef, cursor?: string, signal?: AbortSignal) {
  return fetchListPage(`/finanzas/clientes/${period.clienteId}/auditorias`, 'auditorias', {
    query: { mes: period.mes, anio: period.anio, limit: PERIOD_AUDITS_PAGE, cursor },
    schema: debtPeriodAuditsResponseSchema,
    signal,
  });
}

/** The audits of an opened period, asked when it opens (under the finance key: every money action refreshes it). */
export function useDebtPeriodAuditPages(period: DebtPeriodRef) {
  return usePagedList({
    queryKey: [...debtGroupsQueryKey, 'period', period.clienteId, period.anio, period.mes],
    fetchPage: (cursor, signal) => listDebtPeriodAuditsPage(period, cursor, signal),
  });
}
