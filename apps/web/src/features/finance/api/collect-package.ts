import { collectPackageResponseSchema } from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

export interface CollectPackageInput {
  clienteId: number;
  mes: number;
  anio: number;
  /** The branch whose package it is; null for the client's own. */
  sucursalId: number | null;
}

/** POST /finanzas/cobrar-abono: collects a month's package of four fixed audits. */
export function collectPackage({ input, key }: MoneyAction<CollectPackageInput>) {
  return apiRequest('/finanzas/cobrar-abono', {
    method: 'POST',
    body: input,
    headers: idempotencyHeaders(key),
    schema: collectPackageResponseSchema,
  });
}

export function useCollectPackageMutation() {
  return useRefreshingMutation(collectPackage, financeRefreshKeys, moneyWriteRetry);
}
