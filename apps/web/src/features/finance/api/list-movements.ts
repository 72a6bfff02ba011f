import { movementsResponseSchema } from '@auditorias/domain/schemas/finance';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { fetchListPage, usePagedList } from '../../../lib/paged-list';

/** Money in, money out, or one kind of entry (the commission payments of Personal). */
export type MovementFilter = 'ingreso' | 'egreso' | 'comision_pago' | undefined;

export interface MovementsParams {
  tipo?: MovementFilter;
  mes: number;
  anio: number;
}

/** GET /finanzas/movimientos?tipo&mes&anio&limit&cursor: ledger entries of the month, newest first. */
export function listMovementsPage(params: MovementsParams, cursor?: string, signal?: AbortSignal) {
  return fetchListPage('/finanzas/movimientos', 'movimientos', {
    query: { tipo: params.tipo, mes: params.mes, anio: params.anio, limit: 25, cursor },
    schema: movementsResponseSchema,
    signal,
  });
}

export function useMovementPages(params: MovementsParams) {
  return usePagedList({
    queryKey: [...financeQueryKey, 'movements', params],
    fetchPage: (cursor, signal) => listMovementsPage(params, cursor, signal),
  });
}
