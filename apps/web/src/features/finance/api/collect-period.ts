import { collectPeriodResponseSchema } from '@auditorias/domain/schemas/finance';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshFinance } from './finance-query-keys';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from './money-write';

export interface CollectPeriodInput {
  clienteId: number;
  mes: number;
  anio: number;
  /** The audits shown for the period: only those are collected. */
  auditoriaIds: number[];
}

/** POST /finanzas/cobrar-periodo {clienteId, mes, anio, auditoriaIds}: collects a client's whole period. */
export function collectPeriod({ input, key }: MoneyAction<CollectPeriodInput>) {
  return apiRequest('/finanzas/cobrar-periodo', {
    method: 'POST',
    body: input,
    headers: idempotencyHeaders(key),
    schema: collectPeriodResponseSchema,
  });
}

export function useCollectPeriodMutation() {
  const refresh = useRefreshFinance();
  return useMutation({ mutationFn: collectPeriod, onSuccess: refresh, ...moneyWriteRetry });
}
