import { describe, expect, it } from 'vitest';
import { isBalanced } from '../finance/entries';
import { commissionPayRequestSchema } from '../schemas/finance';
import {
  COMMISSION_MSG,
  checkCommissionPayment,
  commissionPaymentConcept,
  commissionPaymentLines,
  commissionsOwed,
} from './commissions';

describe('commission payment lines', () => {
  it('pay 2101 Operadores a pagar from cash out 1102, for the employee, balanced', () => {
    const lines = commissionPaymentLines({ userId: 7, monto: 1_800_000 });
    expect(lines).toEqual([
      { account: '2101', userId: 7, amount: 1_800_000 },
      { account: '1102', userId: 7, amount: -1_800_000 },
    ]);
    expect(isBalanced(lines)).toBe(true);
  });

  it('refuse an amount that is not a positive whole number of centavos', () => {
    for (const monto of [0, -100, 10.5, Number.NaN])
      expect(() => commissionPaymentLines({ userId: 7, monto }), String(monto)).toThrow(RangeError);
  });
});

describe('checkCommissionPayment', () => {
  it('pays everything owed (with or without the amount) or a part below it', () => {
    expect(checkCommissionPayment({ tipoPago: 'Pago Total', monto: null, adeudado: 1_000_000 })).toEqual({
      ok: true,
      monto: 1_000_000,
      pagado: true,
    });
    expect(checkCommissionPayment({ tipoPago: 'Pago Total', monto: 1_000_000, adeudado: 1_000_000 })).toEqual(
      { ok: true, monto: 1_000_000, pagado: true },
    );
    expect(checkCommissionPayment({ tipoPago: 'Pago Parcial', monto: 1, adeudado: 1_000_000 })).toEqual({
      ok: true,
      monto: 1,
      pagado: false,
    });
  });

  it('refuses nothing owed (409), a total that is not what is owed, a partial of 0, of all or above it', () => {
    for (const adeudado of [0, -5_000])
      expect(checkCommissionPayment({ tipoPago: 'Pago Total', monto: null, adeudado })).toEqual({
        ok: false,
        status: 409,
        message: 'El empleado no tiene comisiones pendientes de pago',
      });
    expect(checkCommissionPayment({ tipoPago: 'Pago Total', monto: 900_000, adeudado: 1_000_000 })).toEqual({
      ok: false,
      status: 400,
      message: 'El pago total debe ser lo adeudado en comisiones: $ 10.000. Recargue la lista',
    });
    expect(checkCommissionPayment({ tipoPago: 'Pago Parcial', monto: null, adeudado: 1_000_000 })).toEqual({
      ok: false,
      status: 400,
      message: COMMISSION_MSG.montoInvalido,
    });
    expect(checkCommissionPayment({ tipoPago: 'Pago Parcial', monto: 0, adeudado: 1_000_000 })).toMatchObject(
      {
        ok: false,
        status: 400,
      },
    );
    for (const monto of [1_000_000, 1_000_001])
      expect(checkCommissionPayment({ tipoPago: 'Pago Parcial', monto, adeudado: 1_000_000 })).toEqual({
        ok: false,
        status: 400,
        message: 'El pago parcial debe ser menor que lo adeudado en comisiones ($ 10.000): use Pago Total',
      });
  });
});

describe('commissionsOwed', () => {
  it('is the balance up to the day, never more than what is owed today, never below 0', () => {
    expect(commissionsOwed({ alDia: 500, hoy: 800 })).toBe(500);
    expect(commissionsOwed({ alDia: 800, hoy: 500 })).toBe(500);
    expect(commissionsOwed({ alDia: -100, hoy: 500 })).toBe(0);
  });
});

describe('the request', () => {
  it('takes the amount through the one pesos rule and the two payment types', () => {
    expect(
      commissionPayRequestSchema.safeParse({ operadorId: 3, tipoPago: 'Pago Parcial', monto: 1500.5 })
        .success,
    ).toBe(true);
    for (const monto of [0, -1, 1.234, 'mil'])
      expect(
        commissionPayRequestSchema.safeParse({ operadorId: 3, tipoPago: 'Pago Parcial', monto }).success,
        String(monto),
      ).toBe(false);
    expect(commissionPayRequestSchema.safeParse({ operadorId: 3, tipoPago: 'Otro' }).success).toBe(false);
  });

  it('names the payment as the movement list shows it', () => {
    expect(commissionPaymentConcept('Ana Operadora', 'Pago Total')).toBe(
      'Pago de comisiones — Ana Operadora',
    );
    expect(commissionPaymentConcept('Ana Operadora', 'Pago Parcial')).toBe(
      'Pago parcial de comisiones — Ana Operadora',
    );
  });
});
