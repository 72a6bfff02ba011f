import { collectPeriodResponseSchema } from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

export interface CollectPeriodInput {
  clienteId: number;
  mes: number;
  anio: number;
  /** Only these audits of the period; without them, every receivable audit of the period. */
  auditoriaIds?: number[];
}

/**
 * POST /finanzas/cobrar-periodo {clienteId, mes, anio, auditoriaIds?}: collects a client's whole period. The
 * receivables screen sends no ids: the server collects the period's receivable audits (the list pages them).
 */
export function collectPeriod({ input, key }: MoneyAction<CollectPeriodInput>) {
  return apiRequest('/finanzas/cobrar-periodo', {
    method: 'POST',
    body: input,
    headers: idempotencyHeaders(key),
    schema: collectPeriodResponseSchema,
  });
}

export function useCollectPeriodMutation() {
  return useRefreshingMutation(collectPeriod, financeRefreshKeys, moneyWriteRetry);
}
