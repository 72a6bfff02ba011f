import type { SalaryPaymentType } from '@auditorias/domain/salaries/ledger';
import { salaryPayResponseSchema } from '@auditorias/domain/schemas/salaries';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { salaryRefreshKeys } from './salary-query-keys';

export interface PaySalaryInput {
  sueldoId: number;
  /** Pesos: what is still owed for 'Pago Total', less than that for 'Pago Parcial'. */
  montoPago: number;
  tipoPago: SalaryPaymentType;
  concepto: string;
  notas: string | null;
}

/** POST /sueldos/pagar {sueldoId, montoPago, tipoPago, concepto, notas} with Idempotency-Key → movimientoId. */
export function paySalary({ input, key }: MoneyAction<PaySalaryInput>) {
  return apiRequest('/sueldos/pagar', {
    method: 'POST',
    body: {
      sueldoId: input.sueldoId,
      montoPago: input.montoPago,
      tipoPago: input.tipoPago,
      concepto: input.concepto,
      notas: input.notas,
    },
    headers: idempotencyHeaders(key),
    schema: salaryPayResponseSchema,
  });
}

export function usePaySalaryMutation() {
  return useRefreshingMutation(paySalary, salaryRefreshKeys, moneyWriteRetry);
}
