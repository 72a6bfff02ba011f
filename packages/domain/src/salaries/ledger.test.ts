import { describe, expect, it } from 'vitest';
import { isBalanced } from '../finance/entries';
import { checkSalaryPayment, salaryAccrualLines, salaryPaymentLines } from './ledger';

describe('salary ledger lines', () => {
  it('accrues 5201 against 2201 and pays 2201 from cash out, balanced', () => {
    const acc = salaryAccrualLines({ userId: 7, delta: 2_666_600 });
    expect(acc).toEqual([
      { account: '5201', userId: 7, amount: 2_666_600 },
      { account: '2201', userId: 7, amount: -2_666_600 },
    ]);
    expect(isBalanced(salaryAccrualLines({ userId: 7, delta: -500 }))).toBe(true);
    expect(salaryAccrualLines({ userId: 7, delta: 0 })).toEqual([]);
    expect(salaryPaymentLines({ userId: 7, monto: 100 })).toEqual([
      { account: '2201', userId: 7, amount: 100 },
      { account: '1102', userId: 7, amount: -100 },
    ]);
    expect(() => salaryPaymentLines({ userId: 7, monto: 0 })).toThrow(RangeError);
  });
});

describe('checkSalaryPayment', () => {
  const rec = { sueldoFinal: 10_000, totalPagado: 4_000 };
  it.each([
    ['Pago Total', null, { ok: true, monto: 6_000, pagado: true }],
    ['Pago Total', 6_000, { ok: true, monto: 6_000, pagado: true }],
    ['Pago Parcial', 5_999, { ok: true, monto: 5_999, pagado: false }],
  ] as const)('%s %s', (tipoPago, monto, expected) => {
    expect(checkSalaryPayment({ tipoPago, monto, ...rec })).toEqual(expected);
  });
  it('refuses what does not fit', () => {
    expect(checkSalaryPayment({ tipoPago: 'Pago Total', monto: 5_000, ...rec })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(checkSalaryPayment({ tipoPago: 'Pago Parcial', monto: 6_000, ...rec })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(checkSalaryPayment({ tipoPago: 'Pago Parcial', monto: null, ...rec })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      checkSalaryPayment({ tipoPago: 'Pago Total', monto: null, sueldoFinal: 10_000, totalPagado: 10_000 }),
    ).toMatchObject({ ok: false, status: 409, message: 'El sueldo ya está pagado' });
    expect(
      checkSalaryPayment({ tipoPago: 'Pago Total', monto: null, sueldoFinal: 0, totalPagado: 0 }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});
