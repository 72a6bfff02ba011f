import { describe, expect, it } from 'vitest';
import { SALARY_PAYMENT_STATE_LABELS, salaryPaymentState } from './payment-state';

describe('salaryPaymentState', () => {
  it.each([
    [null, 'sin_calcular', 'Sin calcular'],
    [{ estado: 'calculado' as const, totalPagado: 0 }, 'pendiente', 'Pendiente'],
    [{ estado: 'calculado' as const, totalPagado: 500_000 }, 'parcial', 'Pago parcial'],
    [{ estado: 'pagado' as const, totalPagado: 2_166_600 }, 'pagado', 'Pagado'],
  ])('%o is %s', (record, state, label) => {
    expect(salaryPaymentState(record)).toBe(state);
    expect(SALARY_PAYMENT_STATE_LABELS[salaryPaymentState(record)]).toBe(label);
  });
});
