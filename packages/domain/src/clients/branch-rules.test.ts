import { describe, expect, it } from 'vitest';
import { type BranchOwn, type ClientDefaults, effectiveBranch, normaliseModality } from './branch-rules';

const client: ClientDefaults = {
  costoAuditoria: 10_000,
  tipoComision: 'porcentaje',
  comisionOperador: 80,
  montoFijoOperador: 10_000,
  tiempoEstimadoMin: 240,
  tiempoAuditoriaCliente: 120,
  modalidad: 'por_dias',
  diasAuditoria: ['Lunes', 'Jueves'],
  fechaExacta: null,
  instrucciones: 'Revisar cajas',
  auditoriaFijaMes: false,
};
const nulls = { normal: null, prioritaria: null, urgente: null };
const empty: BranchOwn = {
  precios: { ...nulls },
  pagosOperador: { ...nulls },
  tipoComision: null,
  comisionOperador: null,
  montoFijoOperador: null,
  tiempoAuditoria: null,
  tiempoEstimadoMin: null,
  modalidad: null,
  diasAuditoria: null,
  fechaExacta: null,
  instrucciones: null,
  auditoriaFijaMes: null,
};

describe('effectiveBranch', () => {
  it('an empty branch inherits everything and says so', () => {
    const { efectivo, heredado } = effectiveBranch(client, empty);
    expect(efectivo).toMatchObject({
      tiempoAuditoria: 120,
      tiempoEstimadoMin: 240,
      precios: { normal: 10_000, prioritaria: 15_000, urgente: 20_000 },
      pagosOperador: { normal: 8_000, prioritaria: 12_000, urgente: 16_000 },
      modalidad: 'por_dias',
      diasAuditoria: ['Lunes', 'Jueves'],
      instrucciones: 'Revisar cajas',
      auditoriaFijaMes: false,
    });
    expect(Object.values(heredado).every(Boolean)).toBe(true);
  });
  it('own values win and are not marked inherited', () => {
    const own: BranchOwn = {
      ...empty,
      precios: { normal: 12_000, prioritaria: 18_000, urgente: 24_000 },
      pagosOperador: { normal: 5_000, prioritaria: 6_000, urgente: 7_000 },
      tiempoAuditoria: 90,
      modalidad: 'fecha_exacta',
      fechaExacta: '2026-12-01',
      instrucciones: 'Solo cámara 2',
    };
    const { efectivo, heredado } = effectiveBranch(client, own);
    expect(efectivo).toMatchObject({
      tiempoAuditoria: 90,
      modalidad: 'fecha_exacta',
      diasAuditoria: [],
      fechaExacta: '2026-12-01',
    });
    expect(efectivo.precios.normal).toBe(12_000);
    expect(efectivo.pagosOperador.urgente).toBe(7_000);
    expect(heredado).toMatchObject({
      precios: false,
      pagosOperador: false,
      tiempoAuditoria: false,
      modalidad: false,
      instrucciones: false,
    });
    expect(heredado.tiempoEstimado).toBe(true);
  });
  it('the client fixed-audits system covers every branch', () => {
    expect(
      effectiveBranch({ ...client, auditoriaFijaMes: true }, { ...empty, auditoriaFijaMes: false }).efectivo
        .auditoriaFijaMes,
    ).toBe(true);
    expect(effectiveBranch(client, { ...empty, auditoriaFijaMes: true }).efectivo.auditoriaFijaMes).toBe(
      true,
    );
  });
});

describe('normaliseModality', () => {
  it('a modality change clears the data of the other modalities', () => {
    expect(normaliseModality('manual', ['Lunes'], '2026-12-01')).toEqual({ dias: [], fecha: null });
    expect(normaliseModality('fecha_exacta', ['Lunes'], '2026-12-01')).toEqual({
      dias: [],
      fecha: '2026-12-01',
    });
    expect(normaliseModality('por_dias', ['Lunes', 'Lunes', 'Martes'], '2026-12-01')).toEqual({
      dias: ['Lunes', 'Martes'],
      fecha: null,
    });
  });
  it('requires the days or the date of its modality', () => {
    expect(normaliseModality('por_dias', [], null)).toEqual({
      problema: 'Elegí al menos un día para la modalidad por días',
    });
    expect(normaliseModality('fecha_exacta', null, null)).toEqual({
      problema: 'Elegí la fecha exacta de la auditoría',
    });
  });
});
