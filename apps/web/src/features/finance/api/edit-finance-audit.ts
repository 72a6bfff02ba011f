import { auditPaymentResponseSchema } from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

export interface FinanceAuditEdit {
  auditId: number;
  titulo?: string;
  /** Pesos. */
  costoFinal?: number;
  /** 'YYYY-MM-DD'. */
  fechaSolicitada?: string;
}

/** PUT /finanzas/editar-auditoria/{id} {titulo, costoFinal, fechaSolicitada}: a new amount posts an adjustment. */
export function editFinanceAudit({ input, key }: MoneyAction<FinanceAuditEdit>) {
  const { auditId, ...body } = input;
  return apiRequest(`/finanzas/editar-auditoria/${auditId}`, {
    method: 'PUT',
    body,
    headers: idempotencyHeaders(key),
    schema: auditPaymentResponseSchema,
  });
}

export function useEditFinanceAuditMutation() {
  return useRefreshingMutation(editFinanceAudit, financeRefreshKeys, moneyWriteRetry);
}
