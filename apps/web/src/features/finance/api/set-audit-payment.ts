import type { Priority } from '@auditorias/domain/clients/constants';
import { auditPaymentResponseSchema } from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

/** How an audit is collected: at a priority's price, free, part of what is due, or the collection reverted. */
export type AuditPaymentInput =
  | { kind: 'collect'; auditId: number; prioridad: Priority }
  | { kind: 'free'; auditId: number }
  | { kind: 'partial'; auditId: number; monto: number }
  | { kind: 'revert'; auditId: number };

function body(input: AuditPaymentInput) {
  switch (input.kind) {
    case 'collect':
      return { estadoPago: 'pagada' as const, prioridad: input.prioridad };
    case 'free':
      return { estadoPago: 'pagada' as const, gratisParaCliente: true };
    case 'partial':
      return { estadoPago: 'pagada' as const, monto: input.monto };
    case 'revert':
      return { estadoPago: 'pendiente' as const };
  }
}

/**
 * PATCH /audits/{id}/pago: collect (the server prices it: normal, prioritaria or urgente, or free), collect part
 * of what is due (`monto`), or revert every collection of the audit (estadoPago 'pendiente').
 */
export function setAuditPayment({ input, key }: MoneyAction<AuditPaymentInput>) {
  return apiRequest(`/audits/${input.auditId}/pago`, {
    method: 'PATCH',
    body: body(input),
    headers: idempotencyHeaders(key),
    schema: auditPaymentResponseSchema,
  });
}

export function useSetAuditPaymentMutation() {
  return useRefreshingMutation(setAuditPayment, financeRefreshKeys, moneyWriteRetry);
}
