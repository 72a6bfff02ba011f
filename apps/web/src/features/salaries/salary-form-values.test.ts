import { describe, expect, it } from 'vitest';
import {
  configBody,
  dayValue,
  defaultValues,
  fieldErrors,
  francoWorkValue,
  normalisedForm,
  type SalaryFormValues,
  toggleFranco,
  valuesFromConfig,
  withPaymentType,
  withPlusType,
  withReference,
} from './salary-form-values';
import { config } from './testing/salary-admin-fixtures';

const MARCH = { mes: 3, anio: 2026 };
const olga = (): SalaryFormValues => valuesFromConfig(config());

describe('salary form rules', () => {
  it('derives the day value as reference / 30, rounded, from the role default when the reference is empty', () => {
    expect(dayValue(olga(), 'operador')).toBe(833);
    expect(dayValue(withReference(olga(), 'operador', 31_000), 'operador')).toBe(1_033);
    expect(dayValue(withReference(olga(), 'operador', ''), 'operador')).toBe(833);
    expect(dayValue(withReference(olga(), 'supervisor', ''), 'supervisor')).toBe(1_333);
  });

  it('horas sets the hour value to reference / 160 and follows the reference; objetivos sets it to 0', () => {
    const horas = withPaymentType(olga(), 'operador', 'horas');
    expect(horas.valorHora).toBe(156); // 25.000 / 160 = 156,25
    expect(withReference(horas, 'operador', 32_000).valorHora).toBe(200);
    const back = withPaymentType(horas, 'operador', 'objetivos');
    expect(back.valorHora).toBe(0);
    // By objectives a new reference leaves the hour value at 0.
    expect(withReference(back, 'operador', 32_000).valorHora).toBe(0);
  });

  it('choosing a plus type clears the other plus value', () => {
    const fijo = withPlusType({ ...olga(), plusPorcentaje: 12.5 }, 'fijo');
    expect(fijo).toMatchObject({ plusTipo: 'fijo', plusPorcentaje: 0 });
    const pct = withPlusType({ ...fijo, plusMontoFijo: 3_000 }, 'porcentaje');
    expect(pct).toMatchObject({ plusTipo: 'porcentaje', plusMontoFijo: 0 });
  });

  it('double pay makes the worked-rest-day value twice the day value; without it, the day value', () => {
    expect(francoWorkValue(olga(), 'operador')).toBe(833);
    expect(francoWorkValue({ ...olga(), pagoDobleEnFrancos: true }, 'operador')).toBe(1_666);
  });

  it('toggles rest days in order', () => {
    const v = toggleFranco(toggleFranco(olga(), 1), 8);
    expect(v.francosMarcados).toEqual([1, 7]);
    expect(toggleFranco(v, 8).francosMarcados).toEqual([1, 7, 8]);
  });

  it('sends empty numbers as null and what a role does not have as the server keeps it', () => {
    const admin = configBody(
      { ...defaultValues('admin', MARCH), sueldoReferencia: '', francosMarcados: [3], adminGanaSueldo: true },
      'admin',
      1,
      MARCH,
    );
    expect(admin).toMatchObject({
      operadorId: 1,
      mes: 3,
      anio: 2026,
      sueldoReferencia: null,
      valorDiaPago: 1_667,
      esSueldoFijo: true,
      cobraFrancos: false,
      adminGanaSueldo: true,
      francosMarcados: [],
      objetivoCorrecciones: null,
    });
    const sup = configBody(
      { ...defaultValues('supervisor', MARCH), tipoPago: 'horas', adminGanaSueldo: true },
      'supervisor',
      22,
      MARCH,
    );
    expect(sup).toMatchObject({
      tipoPago: 'objetivos',
      valorHora: 0,
      adminGanaSueldo: false,
      objetivoCorrecciones: 50,
    });
  });

  it('refuses what the server refuses, per field', () => {
    const bad = normalisedForm(
      { ...olga(), plusPorcentaje: 100.5, diasVacaciones: 40 },
      'operador',
      21,
      MARCH,
    );
    expect(bad.ok).toBe(false);
    expect(fieldErrors(bad)).toEqual({
      plusPorcentaje: 'El plus porcentual debe estar entre 0 y 100, en pasos de 0,5',
      diasVacaciones: 'Los días de vacaciones deben ser un número entero entre 0 y 31',
    });
    const ok = normalisedForm({ ...olga(), objetivoAuditorias: '' }, 'operador', 21, MARCH);
    expect(ok.ok && ok.porDefecto).toEqual(['objetivoAuditorias']);
  });
});
