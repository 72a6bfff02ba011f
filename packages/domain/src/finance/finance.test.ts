import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../clients/pricing';
import { ACCOUNT_CODES, ACCOUNTS, CHART_OF_ACCOUNTS, EXPENSE_ACCOUNT, EXPENSE_CATEGORIES } from './accounts';
import {
  collectionLines,
  deliveryLines,
  expenseLines,
  fixedPackageLines,
  isBalanced,
  type LedgerLine,
  manualIncomeLines,
  operatorPayLines,
  priceAdjustmentLines,
  priceAtRate,
  rateMultiplier,
  reversalLines,
} from './entries';
import { financeFigures, type MonthAmount, monthKey } from './figures';
import {
  FINANCE_MSG,
  isReceivable,
  parseAmount,
  parseDay,
  parseMoneyDay,
  statementPaymentState,
  validateAuditEdit,
  validateExpense,
  validateIncome,
} from './rules';

const sumOf = (lines: LedgerLine[], account: string) =>
  lines.filter((l) => l.account === account).reduce((s, l) => s + l.amount, 0);

describe('chart of accounts', () => {
  it('has unique codes and an account per expense category', () => {
    expect(new Set(ACCOUNT_CODES).size).toBe(CHART_OF_ACCOUNTS.length);
    for (const c of EXPENSE_CATEGORIES) expect(ACCOUNT_CODES).toContain(EXPENSE_ACCOUNT[c]);
  });
});

describe('entry builders balance and post the right accounts', () => {
  const delivered = { auditId: 7, clientId: 3, precio: 10_000, operadorId: 5, pagoOperador: 8_000 };
  it.each<[string, LedgerLine[], Record<string, number>]>([
    [
      'delivery',
      deliveryLines(delivered),
      {
        [ACCOUNTS.cuentasACobrar]: 10_000,
        [ACCOUNTS.ingresosAuditorias]: -10_000,
        [ACCOUNTS.pagoOperadores]: 8_000,
        [ACCOUNTS.operadoresAPagar]: -8_000,
      },
    ],
    [
      'free delivery posts only the operator pay',
      deliveryLines({ ...delivered, precio: 0 }),
      { [ACCOUNTS.cuentasACobrar]: 0, [ACCOUNTS.pagoOperadores]: 8_000 },
    ],
    [
      'delivery without operator',
      deliveryLines({ ...delivered, operadorId: null }),
      { [ACCOUNTS.pagoOperadores]: 0 },
    ],
    [
      'operator pay accrual',
      operatorPayLines({ auditId: 1, clientId: 1, operadorId: 2, monto: 500 }),
      { [ACCOUNTS.pagoOperadores]: 500, [ACCOUNTS.operadoresAPagar]: -500 },
    ],
    [
      'price up',
      priceAdjustmentLines({ auditId: 1, clientId: 1, delta: 5_000 }),
      { [ACCOUNTS.cuentasACobrar]: 5_000, [ACCOUNTS.ingresosAuditorias]: -5_000 },
    ],
    [
      'price down',
      priceAdjustmentLines({ auditId: 1, clientId: 1, delta: -5_000 }),
      { [ACCOUNTS.cuentasACobrar]: -5_000, [ACCOUNTS.ingresosAuditorias]: 5_000 },
    ],
    [
      'collection',
      collectionLines({ auditId: 1, clientId: 1, monto: 3_333 }),
      { [ACCOUNTS.cajaEntradas]: 3_333, [ACCOUNTS.cuentasACobrar]: -3_333 },
    ],
    [
      'manual income',
      manualIncomeLines({ clientId: null, monto: 100 }),
      { [ACCOUNTS.cajaEntradas]: 100, [ACCOUNTS.ingresosManuales]: -100 },
    ],
    [
      'expense',
      expenseLines({ categoria: 'impuestos', monto: 250 }),
      { [ACCOUNTS.gastoImpuestos]: 250, [ACCOUNTS.cajaSalidas]: -250 },
    ],
    [
      'four fixed audits package',
      fixedPackageLines({ clientId: 2, monto: 40_000 }),
      { [ACCOUNTS.cuentasACobrar]: 40_000, [ACCOUNTS.ingresosAuditorias]: -40_000 },
    ],
  ])('%s', (_name, lines, expected) => {
    expect(isBalanced(lines)).toBe(true);
    for (const [account, amount] of Object.entries(expected)) expect(sumOf(lines, account)).toBe(amount);
  });

  it('a reversal cancels the original exactly', () => {
    const lines = deliveryLines(delivered);
    const both = [...lines, ...reversalLines(lines)];
    expect(isBalanced(reversalLines(lines))).toBe(true);
    for (const code of ACCOUNT_CODES) expect(sumOf(both, code)).toBe(0);
  });

  it('zero amounts post nothing and bad amounts throw', () => {
    expect(priceAdjustmentLines({ auditId: 1, clientId: 1, delta: 0 })).toEqual([]);
    expect(() => collectionLines({ auditId: 1, clientId: 1, monto: 1.5 })).toThrow();
    expect(() => expenseLines({ categoria: 'otros', monto: 0 })).toThrow();
    expect(() => manualIncomeLines({ clientId: 1, monto: -1 })).toThrow();
  });
});

describe('collection rates', () => {
  it.each([
    ['normal', 1, 10_000],
    ['prioritaria', 1.5, 15_000],
    ['urgente', 2, 20_000],
    ['gratis', 0, 0],
  ] as const)('%s multiplies by %s', (rate, mult, price) => {
    expect(rateMultiplier(rate)).toBe(mult);
    expect(priceAtRate(10_000, rate)).toBe(price);
  });
  it('uses the multipliers of the pricing settings and rounds to the centavo', () => {
    const settings = { ...DEFAULT_PRICING, multiplicadores: { normal: 1, prioritaria: 1.25, urgente: 1.5 } };
    expect(priceAtRate(333, 'prioritaria', settings)).toBe(416);
    expect(priceAtRate(333, 'urgente', settings)).toBe(500);
  });
});

describe('receivable rule', () => {
  const base = {
    estado: 'entregada',
    aprobada: true,
    estadoPago: 'pendiente',
    gratisParaCliente: false,
  } as const;
  it.each([
    [base, true],
    [{ ...base, estadoPago: null }, true],
    [{ ...base, estado: 'terminada' }, true],
    [{ ...base, estado: 'en_proceso' }, false],
    [{ ...base, estado: 'facturada' }, false],
    [{ ...base, aprobada: false }, false],
    [{ ...base, estadoPago: 'pagada' }, false],
    [{ ...base, gratisParaCliente: true }, false],
  ] as const)('%o → %s', (facts, expected) => {
    expect(isReceivable(facts)).toBe(expected);
  });
  it.each([
    [{ estado: 'en_proceso', estadoPago: null }, 'PENDIENTE'],
    [{ estado: 'entregada', estadoPago: 'pendiente' }, 'FACTURADA'],
    [{ estado: 'facturada', estadoPago: 'pagada' }, 'PAGADA'],
  ] as const)('statement state %o → %s', (facts, expected) => {
    expect(statementPaymentState(facts)).toBe(expected);
  });
});

describe('figures over lines', () => {
  const rows: MonthAmount[] = [
    // March: 100 in, 30 out; a receivable of 50 delivered.
    { account: ACCOUNTS.cajaEntradas, month: '2025-03', amount: 10_000 },
    { account: ACCOUNTS.cajaSalidas, month: '2025-03', amount: -3_000 },
    { account: ACCOUNTS.gastoOperativo, month: '2025-03', amount: 3_000 },
    { account: ACCOUNTS.cuentasACobrar, month: '2025-03', amount: 5_000 },
    // April: 20 in, a collection reverted (−20 in), 10 out; salaries pending 7.
    { account: ACCOUNTS.cajaEntradas, month: '2025-04', amount: 2_000 },
    { account: ACCOUNTS.cajaEntradas, month: '2025-04', amount: -2_000 },
    { account: ACCOUNTS.cajaSalidas, month: '2025-04', amount: -1_000 },
    { account: ACCOUNTS.gastoOtros, month: '2025-04', amount: 1_000 },
    { account: ACCOUNTS.sueldosAPagar, month: '2025-04', amount: -700 },
    // May: something later that April must not see.
    { account: ACCOUNTS.cajaEntradas, month: '2025-05', amount: 99_999 },
    { account: ACCOUNTS.cuentasACobrar, month: '2025-05', amount: 99_999 },
  ];
  it.each([
    [
      '2025-03',
      {
        ingresosMes: 10_000,
        egresosMes: 3_000,
        saldoMesAnterior: 0,
        movimientoMes: 7_000,
        saldoRealTotal: 7_000,
        cuentasPorCobrar: 5_000,
        sueldosPendientes: 0,
        sueldosPorPagar: 0,
        comisionesPorPagar: 0,
        proyeccion: 5_000,
        gastosMes: 3_000,
        balanceNeto: 7_000,
      },
    ],
    [
      '2025-04',
      {
        ingresosMes: 0,
        egresosMes: 1_000,
        saldoMesAnterior: 7_000,
        movimientoMes: -1_000,
        saldoRealTotal: 6_000,
        cuentasPorCobrar: 5_000,
        sueldosPendientes: 700,
        sueldosPorPagar: 700,
        comisionesPorPagar: 0,
        proyeccion: 4_300,
        gastosMes: 1_000,
        balanceNeto: -1_000,
      },
    ],
  ])('%s', (month, expected) => {
    expect(financeFigures(rows, month)).toEqual(expected);
  });
  it('month keys sort as strings', () => {
    expect(monthKey(2025, 3)).toBe('2025-03');
    expect(monthKey(2025, 10) > monthKey(2025, 9)).toBe(true);
  });
});

describe('money days', () => {
  const today = '2026-11-28';
  it.each(['2000-01-01', '2026-11-28', '2026-12-29'])('%s is inside the money range', (day) => {
    expect(parseMoneyDay(day, today)).toEqual({ ok: true, value: day });
  });
  it.each(['0001-01-01', '1999-12-31', '2026-12-30', '9999-12-31'])('%s is outside it', (day) => {
    expect(parseMoneyDay(day, today)).toEqual({
      ok: false,
      message: 'La fecha debe estar entre el 01/01/2000 y el 29/12/2026',
    });
  });
  it('a day that does not exist keeps its own message', () => {
    expect(parseMoneyDay('2026-02-30', today)).toEqual({ ok: false, message: FINANCE_MSG.dateInvalid });
  });
});

describe('invisible text in the finance rules', () => {
  it("an explanation of twenty zero-width spaces fails the contable's rule; around a text they are dropped", () => {
    const expense = { descripcion: 'Luz', monto: 100, categoria: 'servicios' };
    expect(validateExpense({ ...expense, explicacion: '\u200B'.repeat(20) }, 'contable')).toEqual({
      ok: false,
      message: FINANCE_MSG.expenseRequired,
    });
    expect(validateExpense({ ...expense, explicacion: `a${'\u200B'.repeat(20)}b` }, 'contable')).toEqual({
      ok: false,
      message: FINANCE_MSG.explanationShort,
    });
    expect(validateIncome({ titulo: '\uFEFF\u200D', monto: 10 })).toEqual({
      ok: false,
      message: FINANCE_MSG.incomeRequired,
    });
  });
});

describe('validation', () => {
  it.each([
    [100, 10_000],
    [0.1, 10],
    [1234.56, 123_456],
    [1e10, 1e12],
  ])('amount %s pesos → %s centavos', (pesos, centavos) => {
    expect(parseAmount(pesos)).toEqual({ ok: true, value: centavos });
  });
  it.each([
    [Number.NaN, FINANCE_MSG.amountInvalid],
    [Number.POSITIVE_INFINITY, FINANCE_MSG.amountInvalid],
    [-5, FINANCE_MSG.amountInvalid],
    [0, FINANCE_MSG.amountInvalid],
    ['100', FINANCE_MSG.amountInvalid],
    [1e10 + 1, FINANCE_MSG.amountTooLarge],
    [1e15, FINANCE_MSG.amountTooLarge],
    [1e20, FINANCE_MSG.amountTooLarge],
    [1.005, FINANCE_MSG.amountFractional],
    [0.011, FINANCE_MSG.amountFractional],
    // What rounds to 0 centavos is refused as 0 is.
    [0.001, FINANCE_MSG.amountInvalid],
    [1e-9, FINANCE_MSG.amountInvalid],
    [-1e-9, FINANCE_MSG.amountInvalid],
  ])('amount %s is refused: %s', (value, message) => {
    expect(parseAmount(value)).toEqual({ ok: false, message });
  });
  it('zero only where allowed', () => {
    expect(parseAmount(0, { allowZero: true })).toEqual({ ok: true, value: 0 });
  });
  it.each([
    ['2025-02-28', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['25-01-01', false],
    ['2025/01/01', false],
  ])('date %s valid: %s', (value, ok) => {
    expect(parseDay(value).ok).toBe(ok);
    if (!ok) expect(parseDay(value)).toEqual({ ok: false, message: FINANCE_MSG.dateInvalid });
  });
  it.each([
    [{ titulo: '', monto: 10 }, FINANCE_MSG.incomeRequired],
    [{ titulo: '   ', monto: 10 }, FINANCE_MSG.incomeRequired],
    [{ titulo: 'Venta', monto: undefined }, FINANCE_MSG.incomeRequired],
    [{ titulo: 'Venta', monto: -1 }, FINANCE_MSG.amountInvalid],
  ])('income %o → %s', (input, message) => {
    expect(validateIncome(input)).toEqual({ ok: false, message });
  });
  it('accepts a complete income, trimmed', () => {
    expect(validateIncome({ titulo: ' Venta ', monto: 12.5 })).toEqual({
      ok: true,
      value: { titulo: 'Venta', monto: 1_250 },
    });
  });
  const expense = { descripcion: 'Luz', monto: 10, categoria: 'servicios', explicacion: '' };
  it.each([
    [{ ...expense, descripcion: ' ' }, 'admin', FINANCE_MSG.expenseRequired],
    [{ ...expense, monto: undefined }, 'admin', FINANCE_MSG.expenseRequired],
    [{ ...expense, categoria: '' }, 'admin', FINANCE_MSG.expenseRequired],
    [{ ...expense, categoria: 'viajes' }, 'admin', FINANCE_MSG.categoryInvalid],
    [expense, 'contable', FINANCE_MSG.expenseRequired],
    [{ ...expense, explicacion: '   catorce chars  ' }, 'contable', FINANCE_MSG.explanationShort],
    [{ ...expense, explicacion: '       abcdefghijklmn       ' }, 'contable', FINANCE_MSG.explanationShort],
  ] as const)('expense %o by %s → %s', (input, role, message) => {
    expect(validateExpense(input, role)).toEqual({ ok: false, message });
  });
  it.each([
    [expense, 'admin'],
    [{ ...expense, explicacion: ' abcdefghijklmno ' }, 'contable'],
  ] as const)('expense %o by %s is accepted', (input, role) => {
    expect(validateExpense(input, role).ok).toBe(true);
  });
  it.each([
    [{ costoFinal: 0 }, FINANCE_MSG.amountInvalid],
    [{ costoFinal: -3 }, FINANCE_MSG.amountInvalid],
    [{ fechaSolicitada: '01/02/2025' }, FINANCE_MSG.dateInvalid],
  ])('audit edit %o → %s', (input, message) => {
    expect(validateAuditEdit(input)).toEqual({ ok: false, message });
  });
});
