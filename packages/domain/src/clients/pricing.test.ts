import { describe, expect, it } from 'vitest';
import type { Priority } from './constants';
import { auditPrice, type BranchPricing, type ClientPricing, operatorPay } from './pricing';

const client = (over: Partial<ClientPricing> = {}): ClientPricing => ({
  costoAuditoria: 20_000,
  tipoComision: 'porcentaje',
  comisionOperador: 80,
  montoFijoOperador: 10_000,
  ...over,
});
const nulls = { normal: null, prioritaria: null, urgente: null };
const branch = (over: Partial<BranchPricing> = {}): BranchPricing => ({
  precios: { ...nulls },
  pagosOperador: { ...nulls },
  tipoComision: null,
  comisionOperador: null,
  montoFijoOperador: null,
  ...over,
});

describe('auditPrice (DOMAIN.md: money)', () => {
  it.each<[Priority, number]>([
    ['normal', 20_000],
    ['prioritaria', 30_000],
    ['urgente', 40_000],
  ])('client cost times the %s multiplier', (p, expected) => {
    expect(auditPrice(client(), branch(), p, false).precio).toBe(expected);
    expect(auditPrice(client(), null, p, false).precio).toBe(expected);
  });
  it('the branch price for the priority wins when set; other priorities still inherit', () => {
    const b = branch({ precios: { normal: 25_000, prioritaria: null, urgente: 90_000 } });
    expect(auditPrice(client(), b, 'normal', false)).toEqual({
      precio: 25_000,
      precioLista: 25_000,
      multiplicador: 1,
      precioDeSucursal: true,
    });
    expect(auditPrice(client(), b, 'prioritaria', false).precio).toBe(30_000);
    expect(auditPrice(client(), b, 'urgente', false).precio).toBe(90_000);
  });
  it('a client without cost uses the default of 100 pesos', () => {
    expect(auditPrice(client({ costoAuditoria: null }), null, 'urgente', false).precio).toBe(20_000);
  });
  it('a free audit costs 0 but keeps its list price', () => {
    expect(auditPrice(client(), null, 'prioritaria', true)).toMatchObject({ precio: 0, precioLista: 30_000 });
  });
  it('a branch price of 0 is a price, not "inherit"', () => {
    expect(
      auditPrice(
        client(),
        branch({ precios: { normal: 0, prioritaria: null, urgente: null } }),
        'normal',
        false,
      ).precio,
    ).toBe(0);
  });
  it('rounds to the centavo', () => {
    expect(auditPrice(client({ costoAuditoria: 3_333 }), null, 'prioritaria', false).precio).toBe(5_000);
  });
});

describe('operatorPay', () => {
  it('the branch pay for the priority wins', () => {
    const b = branch({ pagosOperador: { normal: null, prioritaria: 7_000, urgente: null } });
    expect(operatorPay(client(), b, 'prioritaria', 30_000)).toBe(7_000);
  });
  it('percentage of the list price by default (client commission)', () => {
    expect(operatorPay(client(), branch(), 'normal', 20_000)).toBe(16_000);
    expect(operatorPay(client({ comisionOperador: 15 }), null, 'urgente', 40_000)).toBe(6_000);
  });
  it('the branch commission overrides the client one, with decimals', () => {
    expect(operatorPay(client(), branch({ comisionOperador: 12.5 }), 'normal', 20_000)).toBe(2_500);
  });
  it('fixed pay from the client or the branch', () => {
    expect(operatorPay(client({ tipoComision: 'fijo' }), branch(), 'urgente', 40_000)).toBe(10_000);
    expect(
      operatorPay(client({ tipoComision: 'fijo' }), branch({ montoFijoOperador: 12_000 }), 'normal', 20_000),
    ).toBe(12_000);
    expect(operatorPay(client(), branch({ tipoComision: 'fijo' }), 'normal', 20_000)).toBe(10_000);
  });
  it('a free audit is still paid on its list price', () => {
    const quote = auditPrice(client(), null, 'normal', true);
    expect(operatorPay(client(), null, 'normal', quote.precioLista)).toBe(16_000);
  });
});
