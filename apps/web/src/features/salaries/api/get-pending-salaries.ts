import { PAGE_SIZE_MAX } from '@auditorias/domain/schemas/lists';
import { type SalaryRecordDto, salaryListResponseSchema } from '@auditorias/domain/schemas/salaries';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { apiQuery } from '../../../lib/queries';
import type { Period } from '../../finance/public';
import { salariesQueryKey } from './salary-query-keys';

/** A month has one record per employee: a few pages at most. A runaway cursor stops here. */
const MAX_PAGES = 50;

/**
 * Every salary record of a month, from GET /sueldos?mes&anio (admin and contable), every page: the salary list's
 * amount and paid state and the pending salaries both read it.
 */
export async function getMonthSalaries(period: Period, signal?: AbortSignal): Promise<SalaryRecordDto[]> {
  const all: SalaryRecordDto[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await apiRequest('/sueldos', {
      query: { mes: period.mes, anio: period.anio, limit: PAGE_SIZE_MAX, cursor },
      schema: salaryListResponseSchema,
      signal,
    });
    all.push(...answer.sueldos);
    cursor = answer.paginacion.siguiente ?? undefined;
    if (!cursor) break;
  }
  return all;
}

/**
 * The month's salaries still owed (saldoPendiente > 0). Every page is read, so the total owed is the month's whole
 * total and not only the first page's.
 */
export async function getPendingSalaries(period: Period, signal?: AbortSignal): Promise<SalaryRecordDto[]> {
  const all = await getMonthSalaries(period, signal);
  return all.filter((s) => s.saldoPendiente > 0).sort((a, b) => a.operador.localeCompare(b.operador, 'es'));
}

/**
 * Under the finance key (it is read by the finance Personal tab): the finance refresh button reloads it, and so do
 * paying and reverting a salary (they invalidate both the salary and the finance keys).
 */
export function usePendingSalariesQuery(period: Period) {
  return useQuery(
    apiQuery(
      [...financeQueryKey, ...salariesQueryKey, 'pending', period.mes, period.anio] as const,
      (signal) => getPendingSalaries(period, signal),
      { staleTime: 60_000 },
    ),
  );
}

/** The month's salary records by employee (the salary list's amount and paid state). */
export function useMonthSalariesQuery(period: Period) {
  return useQuery(
    apiQuery(
      [...salariesQueryKey, 'month-list', period.mes, period.anio] as const,
      async (signal) => new Map((await getMonthSalaries(period, signal)).map((s) => [s.operadorId, s])),
      { staleTime: 30_000 },
    ),
  );
}
