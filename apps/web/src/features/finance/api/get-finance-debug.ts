import { financeDebugResponseSchema } from '@auditorias/domain/schemas/finance';
import { salaryListResponseSchema } from '@auditorias/domain/schemas/salaries';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { type ListPage, usePagedList } from '../../../lib/paged-list';
import type { Period } from '../finance-period';

type FinanceDebugPage = z.output<typeof financeDebugResponseSchema>;

/** GET /audit-finance/debug-movimientos?lista: one page of one of the '/finanzas-debug' lists (admin only). */
async function debugPage(lista: 'auditorias' | 'gastos', cursor: string | undefined, signal: AbortSignal) {
  return apiRequest('/audit-finance/debug-movimientos', {
    query: { lista, limit: 50, ...(cursor ? { cursor } : {}) },
    schema: financeDebugResponseSchema,
    signal,
  });
}

/** One of the ledger lists of the debug page, paged by the server: `rows` picks its rows out of a page. */
function useDebugList<T>(lista: 'auditorias' | 'gastos', rows: (page: FinanceDebugPage) => T[]) {
  return usePagedList({
    queryKey: [...financeQueryKey, 'debug', lista],
    fetchPage: async (cursor, signal) => {
      const page = await debugPage(lista, cursor, signal);
      return { items: rows(page), paginacion: page.paginacion[lista] };
    },
  });
}

/** The delivered audits not collected yet, with their ledger balance. */
export function useDebugUnpaidAudits() {
  return useDebugList('auditorias', (page) => page.auditoriasImpagas);
}

/** The expense movements of the ledger, newest first. */
export function useDebugExpenseMovements() {
  return useDebugList('gastos', (page) => page.movimientosGasto);
}

/** The month's salary records (GET /sueldos?mes&anio), for the debug page's salary list. */
export function useDebugSalaries(period: Period) {
  return usePagedList({
    queryKey: [...financeQueryKey, 'debug', 'sueldos', period.mes, period.anio],
    fetchPage: async (cursor, signal): Promise<ListPage<ReturnType<typeof pick>>> => {
      const page = await apiRequest('/sueldos', {
        query: { mes: period.mes, anio: period.anio, limit: 50, ...(cursor ? { cursor } : {}) },
        schema: salaryListResponseSchema,
        signal,
      });
      return { items: page.sueldos.map(pick), paginacion: page.paginacion };
    },
  });
}

function pick(s: {
  id: number;
  operador: string;
  rol: string;
  estado: string;
  sueldoFinal: number;
  saldoPendiente: number;
  detalle: { totalPagado: number };
}) {
  return {
    id: s.id,
    operador: s.operador,
    rol: s.rol,
    estado: s.estado,
    sueldoFinal: s.sueldoFinal,
    totalPagado: s.detalle.totalPagado,
    saldoPendiente: s.saldoPendiente,
  };
}
