import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

/**
 * DELETE /finanzas/borrar-auditoria/{id} (admin): a cleanup when older than 30 days, otherwise a correction that
 * reverses its pending charge and the operator's pay.
 */
export function deleteFinanceAudit({ input, key }: MoneyAction<{ auditId: number }>) {
  return apiRequest(`/finanzas/borrar-auditoria/${input.auditId}`, {
    method: 'DELETE',
    headers: idempotencyHeaders(key),
    schema: okMessageSchema,
  });
}

export function useDeleteFinanceAuditMutation() {
  // Not retried: the server does not keep this key, and a repeated deletion would answer 404.
  return useRefreshingMutation(deleteFinanceAudit, financeRefreshKeys);
}
