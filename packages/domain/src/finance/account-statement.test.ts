import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../clients/pricing';
import {
  accountStatementBaseValue,
  accountStatementEstimate,
  accountStatementPaymentState,
  accountStatementTotals,
  accountStatementValue,
  completedAuditsText,
} from './account-statement';
import { ACCOUNTS } from './accounts';
import { financeFigures, type MonthAmount, pendingSalaries } from './figures';
import { statementPaymentState } from './rules';

const noBranch = {
  prioridad: 'normal' as const,
  gratisParaCliente: false,
  costoEstimado: null,
  costoFinal: null,
  client: { costoAuditoria: 2_500_000 },
  branch: null,
  pricing: DEFAULT_PRICING,
};

describe('account statement value (one definition for client and admin)', () => {
  it.each([
    ['a normal audit not delivered: the client price', noBranch, 2_500_000],
    [
      'a priority audit not delivered: price × 1.5',
      { ...noBranch, prioridad: 'prioritaria' as const },
      3_750_000,
    ],
    ['the admin cost before delivery', { ...noBranch, costoEstimado: 3_000_000 }, 3_000_000],
    [
      "the branch's own price for its priority",
      {
        ...noBranch,
        prioridad: 'urgente' as const,
        branch: { precios: { normal: null, prioritaria: null, urgente: 4_100_000 } },
      },
      4_100_000,
    ],
    ['delivered: the price fixed at delivery', { ...noBranch, costoFinal: 1_800_000 }, 1_800_000],
    ['free: nothing', { ...noBranch, gratisParaCliente: true, costoFinal: 2_500_000 }, 0],
  ])('%s', (_name, facts, expected) => {
    expect(accountStatementValue(facts)).toBe(expected);
  });

  it('the estimate is what an undelivered audit is worth; a free one is 0 but keeps its base value', () => {
    expect(accountStatementEstimate(noBranch)).toBe(accountStatementValue(noBranch));
    const free = { ...noBranch, gratisParaCliente: true };
    expect(accountStatementEstimate(free)).toBe(0);
    expect(accountStatementBaseValue(free)).toBe(2_500_000);
  });
});

describe('account statement payment state', () => {
  it.each([
    [{ estado: 'solicitud', estadoPago: null }, 'PENDIENTE'],
    [{ estado: 'en_proceso', estadoPago: null }, 'PENDIENTE'],
    [{ estado: 'terminada', estadoPago: 'pendiente' }, 'PENDIENTE'],
    [{ estado: 'entregada', estadoPago: 'pendiente' }, 'FACTURADA'],
    [{ estado: 'entregada', estadoPago: null }, 'FACTURADA'],
    [{ estado: 'facturada', estadoPago: 'pagada' }, 'PAGADA'],
  ] as const)('%o → %s', (facts, expected) => {
    expect(accountStatementPaymentState(facts)).toBe(expected);
    // The name the older callers use is the same function.
    expect(statementPaymentState(facts)).toBe(expected);
  });
});

describe('account statement totals and texts', () => {
  it('paid is charged minus owed; the state follows what is owed', () => {
    expect(accountStatementTotals({ facturado: 6_250_000, saldo: 2_500_000 })).toEqual({
      deudaTotal: 6_250_000,
      saldoPendiente: 2_500_000,
      totalPagado: 3_750_000,
      estadoDeuda: 'con deuda',
    });
    expect(accountStatementTotals({ facturado: 0, saldo: 0 }).estadoDeuda).toBe('al dia');
  });
  it.each([
    [0, 'Ninguna auditoría completada'],
    [1, '1 auditoría completada'],
    [2, '2 auditorías completadas'],
    [1500, '1.500 auditorías completadas'],
  ])('%i → %s', (n, text) => {
    expect(completedAuditsText(n)).toBe(text);
  });
});

describe('pending salaries (Balance = Personal)', () => {
  const rows = [
    // Olga: 10.000 of commissions accrued; her salary of 25.000 accrued and 5.000 paid.
    { userId: 3, account: ACCOUNTS.operadoresAPagar, amount: -1_000_000 },
    { userId: 3, account: ACCOUNTS.sueldosAPagar, amount: -2_000_000 },
    // Another operator: 8.000 of commissions, nothing of salary.
    { userId: 4, account: ACCOUNTS.operadoresAPagar, amount: -800_000 },
    // A salary accrued and paid in full: nothing owed, not listed.
    { userId: 5, account: ACCOUNTS.sueldosAPagar, amount: 0 },
    // Another account is ignored.
    { userId: 5, account: ACCOUNTS.cajaSalidas, amount: -123 },
  ];
  it('lists each employee with salaries and commissions, and totals them', () => {
    expect(pendingSalaries(rows)).toEqual({
      empleados: [
        { userId: 3, sueldos: 2_000_000, comisiones: 1_000_000, total: 3_000_000 },
        { userId: 4, sueldos: 0, comisiones: 800_000, total: 800_000 },
      ],
      sueldos: 2_000_000,
      comisiones: 1_800_000,
      total: 3_800_000,
    });
  });
  it('the Balance figures read the same total; the projection subtracts it', () => {
    const month: MonthAmount[] = [{ account: ACCOUNTS.cuentasACobrar, month: '2026-11', amount: 5_000_000 }];
    const figures = financeFigures(month, '2026-11', pendingSalaries(rows));
    expect(figures.sueldosPendientes).toBe(3_800_000);
    expect(figures.sueldosPorPagar + figures.comisionesPorPagar).toBe(figures.sueldosPendientes);
    expect(figures.proyeccion).toBe(5_000_000 - 3_800_000);
  });
  it('without the per-employee rows the month balances give the same sum (2201 + 2101)', () => {
    const month: MonthAmount[] = [
      { account: ACCOUNTS.sueldosAPagar, month: '2026-11', amount: -2_000_000 },
      { account: ACCOUNTS.operadoresAPagar, month: '2026-10', amount: -1_800_000 },
    ];
    expect(financeFigures(month, '2026-11').sueldosPendientes).toBe(pendingSalaries(rows).total);
  });
});
