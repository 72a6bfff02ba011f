import type { SalaryPaymentType } from '@auditorias/domain/salaries/ledger';
import {
  commissionPayResponseSchema,
  commissionRevertResponseSchema,
} from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

export interface PayCommissionsInput {
  operadorId: number;
  tipoPago: SalaryPaymentType;
  /** Pesos: what is owed for 'Pago Total', less than that for 'Pago Parcial'. */
  monto: number;
  /** 'YYYY-MM-DD'. */
  fecha: string;
}

/**
 * POST /finanzas/pagar-comisiones {operadorId, monto, tipoPago, fecha} with Idempotency-Key: pays an employee's
 * accrued commissions (2101) from cash → movimientoId and what is still owed.
 */
export function payCommissions({ input, key }: MoneyAction<PayCommissionsInput>) {
  return apiRequest('/finanzas/pagar-comisiones', {
    method: 'POST',
    body: input,
    headers: idempotencyHeaders(key),
    schema: commissionPayResponseSchema,
  });
}

export function usePayCommissionsMutation() {
  return useRefreshingMutation(payCommissions, financeRefreshKeys, moneyWriteRetry);
}

/** POST /finanzas/revertir-pago-comisiones {movimientoId, motivo} with Idempotency-Key: the compensating entry. */
export function revertCommissionPayment({
  input,
  key,
}: MoneyAction<{ movimientoId: number; motivo: string }>) {
  return apiRequest('/finanzas/revertir-pago-comisiones', {
    method: 'POST',
    body: input,
    headers: idempotencyHeaders(key),
    schema: commissionRevertResponseSchema,
  });
}

export function useRevertCommissionPaymentMutation() {
  return useRefreshingMutation(revertCommissionPayment, financeRefreshKeys, moneyWriteRetry);
}
