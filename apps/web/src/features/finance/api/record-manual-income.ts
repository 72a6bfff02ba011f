import { manualIncomeResponseSchema } from '@auditorias/domain/schemas/finance';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders, type MoneyAction, moneyWriteRetry } from '../../../lib/money-write';
import { useRefreshingMutation } from '../../../lib/mutations';
import { financeRefreshKeys } from './finance-query-keys';

export interface ManualIncomeInput {
  /** null: a general income. */
  clienteId: number | null;
  titulo: string;
  /** Pesos. */
  monto: number;
  /** 'YYYY-MM-DD'. */
  fecha: string;
}

/** POST /audits/ingreso-manual {clienteId, titulo, costoFinal, fecha, estadoPago 'pagada', tipo 'ingreso_manual'}. */
export function recordManualIncome({ input, key }: MoneyAction<ManualIncomeInput>) {
  return apiRequest('/audits/ingreso-manual', {
    method: 'POST',
    body: {
      clienteId: input.clienteId,
      titulo: input.titulo,
      costoFinal: input.monto,
      fecha: input.fecha,
      estadoPago: 'pagada',
      tipo: 'ingreso_manual',
    },
    headers: idempotencyHeaders(key),
    schema: manualIncomeResponseSchema,
  });
}

export function useRecordManualIncomeMutation() {
  return useRefreshingMutation(recordManualIncome, financeRefreshKeys, moneyWriteRetry);
}
