import { financeDashboardResponseSchema } from '@auditorias/domain/schemas/finance';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { apiQuery } from '../../../lib/queries';

export interface FinanceMonth {
  mes: number;
  anio: number;
}

/** GET /finanzas/dashboard?mes&anio: the month's figures (income, expenses, balances, receivables...). */
export async function getFinanceDashboard(period: FinanceMonth, signal?: AbortSignal) {
  const { resumen } = await apiRequest('/finanzas/dashboard', {
    query: { mes: period.mes, anio: period.anio },
    schema: financeDashboardResponseSchema,
    signal,
  });
  return resumen;
}

export function financeDashboardQueryOptions(period: FinanceMonth) {
  return apiQuery(
    [...financeQueryKey, 'dashboard', period.anio, period.mes] as const,
    (signal) => getFinanceDashboard(period, signal),
    { staleTime: 30_000 },
  );
}

export function useFinanceDashboardQuery(period: FinanceMonth) {
  return useQuery(financeDashboardQueryOptions(period));
}

/**
 * The figures of several months (the charts of a year): one dashboard call per month, each answered from the
 * ledger's monthly balances, and each cached on its own so the month selector reuses them.
 */
export function useFinanceMonthsQueries(months: readonly FinanceMonth[]) {
  return useQueries({
    queries: months.map((m) => financeDashboardQueryOptions(m)),
  });
}
