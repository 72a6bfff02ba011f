import { salaryRevertResponseSchema } from '@auditorias/domain/schemas/salaries';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { salaryRefreshKeys } from './salary-query-keys';

export interface RevertSalaryInput {
  sueldoId: number;
  operadorId: number;
  /** Pesos: everything paid (the server checks it is still what was paid). */
  monto: number;
  motivo: string;
}

/**
 * POST /sueldos/revertir {sueldoId, operadorId, monto, motivo} with Idempotency-Key: reverses every payment of the
 * salary (the compensating expense) and returns it to pending.
 */
export function revertSalary({ input, key }: MoneyAction<RevertSalaryInput>) {
  return apiRequest('/sueldos/revertir', {
    method: 'POST',
    body: {
      sueldoId: input.sueldoId,
      operadorId: input.operadorId,
      monto: input.monto,
      motivo: input.motivo,
    },
    headers: idempotencyHeaders(key),
    schema: salaryRevertResponseSchema,
  });
}

export function useRevertSalaryMutation() {
  return useRefreshingMutation(revertSalary, salaryRefreshKeys, moneyWriteRetry);
}
