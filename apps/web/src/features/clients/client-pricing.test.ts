import { DEFAULT_PRICING } from '@auditorias/domain/clients/pricing';
import { describe, expect, it } from 'vitest';
import {
  type ClientInheritanceSource,
  effectiveBranchValues,
  inheritedBranchValues,
  NO_OWN_VALUES,
  operatorPayByPriority,
  pricingSettingsFrom,
  priorityPrices,
} from './client-pricing';

const CLIENT: ClientInheritanceSource = {
  costoAuditoria: 100,
  tipoComision: 'porcentaje',
  comisionOperador: 80,
  montoFijoOperador: 100,
  tiempoEstimado: '04:00',
  tiempoAuditoriaCliente: 120,
  modalidad: 'manual',
  diasAuditoria: [],
  fechaExacta: null,
  instrucciones: null,
  auditoriaFijaMes: false,
};

describe('client pricing in pesos (domain rules)', () => {
  it.each([
    [100, { normal: 100, prioritaria: 150, urgente: 200 }],
    [1500.5, { normal: 1500.5, prioritaria: 2250.75, urgente: 3001 }],
    [null, { normal: 100, prioritaria: 150, urgente: 200 }],
  ])('cost %s gives the priority prices with multipliers 1, 1.5 and 2', (cost, expected) => {
    expect(priorityPrices(cost, DEFAULT_PRICING)).toEqual(expected);
  });

  it('uses the configured multipliers and default cost when the API has them', () => {
    const settings = pricingSettingsFrom({
      multiplicadores: { normal: 1, prioritaria: 1.25, urgente: 1.5 },
      costoPorDefecto: 200,
    });
    expect(settings.costoPorDefecto).toBe(20_000);
    expect(priorityPrices(null, settings)).toEqual({ normal: 200, prioritaria: 250, urgente: 300 });
    expect(pricingSettingsFrom(undefined)).toBe(DEFAULT_PRICING);
  });

  it('operator pay: a percentage of each price, or the fixed amount', () => {
    expect(operatorPayByPriority(CLIENT, DEFAULT_PRICING)).toEqual({
      normal: 80,
      prioritaria: 120,
      urgente: 160,
    });
    expect(
      operatorPayByPriority({ ...CLIENT, tipoComision: 'fijo', montoFijoOperador: 95.5 }, DEFAULT_PRICING),
    ).toEqual({
      normal: 95.5,
      prioritaria: 95.5,
      urgente: 95.5,
    });
  });

  it('a branch with no own values inherits everything from the client', () => {
    const inherited = inheritedBranchValues(CLIENT, DEFAULT_PRICING);
    expect(inherited).toMatchObject({
      precios: { normal: 100, prioritaria: 150, urgente: 200 },
      pagosOperador: { normal: 80, prioritaria: 120, urgente: 160 },
      tiempoAuditoria: 120,
      tiempoEstimadoHoras: 4,
      modalidad: 'manual',
    });
  });

  it("a branch's own values win and are not 'heredado'", () => {
    const { efectivo, heredado } = effectiveBranchValues(
      CLIENT,
      {
        ...NO_OWN_VALUES,
        precios: { normal: null, prioritaria: null, urgente: 500 },
        tiempoEstimadoHoras: 2.25,
      },
      DEFAULT_PRICING,
    );
    expect(efectivo.precios).toEqual({ normal: 100, prioritaria: 150, urgente: 500 });
    expect(efectivo.pagosOperador.urgente).toBe(400);
    expect(efectivo.tiempoEstimadoHoras).toBe(2.25);
    expect(heredado.tiempoEstimado).toBe(false);
    expect(heredado.tiempoAuditoria).toBe(true);
  });
});
