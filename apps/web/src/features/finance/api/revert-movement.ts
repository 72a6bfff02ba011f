import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

/** POST /finanzas/movimientos/{id}/revertir: reverses a manual income or a package collection. */
export function revertMovement({ input, key }: MoneyAction<{ movementId: number }>) {
  return apiRequest(`/finanzas/movimientos/${input.movementId}/revertir`, {
    method: 'POST',
    headers: idempotencyHeaders(key),
    schema: okMessageSchema,
  });
}

export function useRevertMovementMutation() {
  return useRefreshingMutation(revertMovement, financeRefreshKeys, moneyWriteRetry);
}
