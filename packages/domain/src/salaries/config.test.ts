import { describe, expect, it } from 'vitest';
import {
  dayValueOf,
  defaultSalaryConfig,
  hourValueOf,
  type NormaliseResult,
  normaliseConfig,
  parseFrancosMarcados,
  SALARY_CONFIG_MESSAGES,
  type SalaryConfig,
  type SalaryRole,
} from './config';

const base = { mes: 3, anio: 2026 };

function ok(result: NormaliseResult): { config: SalaryConfig; porDefecto: string[] } {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errores)}`);
  return result;
}

function refused(result: NormaliseResult): Array<{ campo: string; mensaje: string }> {
  if (result.ok) throw new Error('expected a refusal');
  return result.errores;
}

describe('role defaults', () => {
  it.each<[SalaryRole, number, boolean, boolean, number | null]>([
    ['operador', 25_000_00, false, true, null],
    ['supervisor', 40_000_00, false, true, 50],
    ['admin', 50_000_00, true, false, null],
    ['contable', 45_000_00, true, true, null],
  ])('%s: reference %i, fixed %s, francos %s, corrections %s', (role, ref, fijo, francos, corr) => {
    const c = defaultSalaryConfig(role, 3, 2026);
    expect(c.sueldoReferencia).toBe(ref);
    expect(c.esSueldoFijo).toBe(fijo);
    expect(c.cobraFrancos).toBe(francos);
    expect(c.objetivoCorrecciones).toBe(corr);
    expect(c.adminGanaSueldo).toBe(false);
    expect(c.valorDiaPago).toBe(dayValueOf(ref));
    expect(c.tipoPago).toBe('objetivos');
    expect(c.valorHora).toBe(0);
  });

  it.each([
    [25_000_00, 833_00, 156_00],
    [40_000_00, 1_333_00, 250_00],
    [45_000_00, 1_500_00, 281_00],
    [50_000_00, 1_667_00, 313_00],
    [30_000_00, 1_000_00, 188_00],
    [0, 0, 0],
  ])('reference %i → day %i, hour %i (rounded to the peso)', (ref, day, hour) => {
    expect(dayValueOf(ref)).toBe(day);
    expect(hourValueOf(ref)).toBe(hour);
  });
});

describe('normaliseConfig: fallbacks', () => {
  it.each<[SalaryRole, number]>([
    ['operador', 25_000_00],
    ['supervisor', 40_000_00],
    ['admin', 50_000_00],
    ['contable', 45_000_00],
  ])('empty values fall back to the %s defaults', (role, ref) => {
    const { config, porDefecto } = ok(
      normaliseConfig(
        {
          ...base,
          sueldoReferencia: '',
          plusPorcentaje: null,
          objetivoCorrecciones: '',
          diasVacaciones: '  ',
        },
        role,
      ),
    );
    expect(config.sueldoReferencia).toBe(ref);
    expect(config.valorDiaPago).toBe(dayValueOf(ref));
    expect(config.plusPorcentaje).toBe(0);
    expect(config.plusMontoFijo).toBe(0);
    expect(config.objetivoCorrecciones).toBeNull();
    expect(config.diasVacaciones).toBe(0);
    expect(porDefecto).toEqual(
      expect.arrayContaining(['sueldoReferencia', 'plusPorcentaje', 'diasVacaciones']),
    );
  });

  it('a non-numeric text is refused, never silently the role default (the form sends an empty value instead)', () => {
    expect(refused(normaliseConfig({ ...base, sueldoReferencia: 'mucho' }, 'supervisor'))).toEqual([
      { campo: 'sueldoReferencia', mensaje: SALARY_CONFIG_MESSAGES.sueldoReferencia },
    ]);
    expect(
      refused(normaliseConfig({ ...base, tipoPago: 'horas', valorHora: 'abc' }, 'operador')).map(
        (e) => e.campo,
      ),
    ).toEqual(['valorHora']);
    expect(
      refused(normaliseConfig({ ...base, plusTipo: 'fijo', plusMontoFijo: 'abc' }, 'operador')).map(
        (e) => e.campo,
      ),
    ).toEqual(['plusMontoFijo']);
  });

  it.each([1e11, 1e15, 1e20])('an amount of %s pesos (beyond the money limit) is refused', (value) => {
    expect(refused(normaliseConfig({ ...base, sueldoReferencia: value }, 'operador'))[0]?.campo).toBe(
      'sueldoReferencia',
    );
    expect(
      refused(normaliseConfig({ ...base, tipoPago: 'horas', valorHora: value }, 'operador'))[0]?.campo,
    ).toBe('valorHora');
    expect(
      refused(normaliseConfig({ ...base, plusTipo: 'fijo', plusMontoFijo: value }, 'operador'))[0]?.campo,
    ).toBe('plusMontoFijo');
  });

  it('numeric strings are read (digits only) and the day value is always derived', () => {
    const { config, porDefecto } = ok(
      normaliseConfig({ ...base, sueldoReferencia: '30000', valorDiaPago: 50 }, 'operador'),
    );
    expect(config.sueldoReferencia).toBe(30_000_00);
    expect(config.valorDiaPago).toBe(1_000_00);
    expect(porDefecto).not.toContain('sueldoReferencia');
  });

  it.each([-1, 25000.5, '-300'])('refuses a reference of %s', (value) => {
    expect(refused(normaliseConfig({ ...base, sueldoReferencia: value }, 'operador'))).toEqual([
      { campo: 'sueldoReferencia', mensaje: SALARY_CONFIG_MESSAGES.sueldoReferencia },
    ]);
  });

  it('accepts a reference of 0', () => {
    const { config } = ok(normaliseConfig({ ...base, sueldoReferencia: 0 }, 'operador'));
    expect(config.sueldoReferencia).toBe(0);
    expect(config.valorDiaPago).toBe(0);
  });
});

describe('normaliseConfig: period', () => {
  it.each([
    [{ mes: 0, anio: 2026 }, 'mes'],
    [{ mes: 13, anio: 2026 }, 'mes'],
    [{ mes: 'marzo', anio: 2026 }, 'mes'],
    [{ mes: 3, anio: 2023 }, 'anio'],
    [{ mes: 3, anio: 2031 }, 'anio'],
    [{ mes: 3 }, 'anio'],
  ])('refuses %o', (period, campo) => {
    expect(refused(normaliseConfig(period, 'operador')).map((e) => e.campo)).toContain(campo);
  });

  it.each([2024, 2030, '2027'])('accepts year %s', (anio) => {
    expect(ok(normaliseConfig({ mes: 1, anio }, 'operador')).config.anio).toBe(Number(anio));
  });
});

describe('normaliseConfig: plus', () => {
  it.each([0, 0.5, 12.5, 100, '7,5'])('accepts a percentage plus of %s', (value) => {
    const { config } = ok(
      normaliseConfig({ ...base, plusTipo: 'porcentaje', plusPorcentaje: value }, 'operador'),
    );
    expect(config.plusPorcentaje).toBe(Number(String(value).replace(',', '.')));
  });

  it.each([12.3, 100.5, -0.5, 101])('refuses a percentage plus of %s', (value) => {
    expect(
      refused(normaliseConfig({ ...base, plusTipo: 'porcentaje', plusPorcentaje: value }, 'operador')),
    ).toEqual([{ campo: 'plusPorcentaje', mensaje: SALARY_CONFIG_MESSAGES.plusPorcentaje }]);
  });

  it.each([
    [0, 0],
    [100, 100_00],
    [2500, 2_500_00],
  ])('accepts a fixed plus of %s pesos', (value, centavos) => {
    const { config } = ok(normaliseConfig({ ...base, plusTipo: 'fijo', plusMontoFijo: value }, 'operador'));
    expect(config.plusMontoFijo).toBe(centavos);
  });

  it.each([150, 99.5, -100])('refuses a fixed plus of %s', (value) => {
    expect(refused(normaliseConfig({ ...base, plusTipo: 'fijo', plusMontoFijo: value }, 'operador'))).toEqual(
      [{ campo: 'plusMontoFijo', mensaje: SALARY_CONFIG_MESSAGES.plusMontoFijo }],
    );
  });

  it('choosing a plus type clears the other value', () => {
    const pct = ok(
      normaliseConfig(
        { ...base, plusTipo: 'porcentaje', plusPorcentaje: 10, plusMontoFijo: 500 },
        'operador',
      ),
    ).config;
    expect([pct.plusPorcentaje, pct.plusMontoFijo]).toEqual([10, 0]);
    const fijo = ok(
      normaliseConfig({ ...base, plusTipo: 'fijo', plusPorcentaje: 10, plusMontoFijo: 500 }, 'operador'),
    ).config;
    expect([fijo.plusPorcentaje, fijo.plusMontoFijo]).toEqual([0, 500_00]);
  });

  it('refuses an unknown plus type', () => {
    expect(refused(normaliseConfig({ ...base, plusTipo: 'bono' }, 'operador'))[0]?.campo).toBe('plusTipo');
  });
});

describe('normaliseConfig: payment type and hour value', () => {
  it('horas sets the hour value to reference/160 rounded when none is given', () => {
    const { config, porDefecto } = ok(
      normaliseConfig({ ...base, sueldoReferencia: 30000, tipoPago: 'horas' }, 'operador'),
    );
    expect(config.tipoPago).toBe('horas');
    expect(config.valorHora).toBe(188_00);
    expect(porDefecto).toContain('valorHora');
  });

  it('horas keeps a positive hour value that is given', () => {
    expect(
      ok(normaliseConfig({ ...base, tipoPago: 'horas', valorHora: '200.50' }, 'operador')).config.valorHora,
    ).toBe(200_50);
  });

  it('horas with an hour value of 0 falls back to reference/160', () => {
    expect(
      ok(normaliseConfig({ ...base, tipoPago: 'horas', valorHora: 0 }, 'operador')).config.valorHora,
    ).toBe(156_00);
  });

  it('refuses a negative hour value', () => {
    expect(
      refused(normaliseConfig({ ...base, tipoPago: 'horas', valorHora: -5 }, 'operador'))[0]?.campo,
    ).toBe('valorHora');
  });

  it('objetivos sets the hour value to 0', () => {
    expect(
      ok(normaliseConfig({ ...base, tipoPago: 'objetivos', valorHora: 300 }, 'operador')).config.valorHora,
    ).toBe(0);
  });

  it.each<SalaryRole>(['supervisor', 'admin', 'contable'])('refuses payment by the hour for %s', (role) => {
    expect(refused(normaliseConfig({ ...base, tipoPago: 'horas' }, role))).toEqual([
      { campo: 'tipoPago', mensaje: SALARY_CONFIG_MESSAGES.horasSoloOperador },
    ]);
  });

  it('refuses an unknown payment type', () => {
    expect(refused(normaliseConfig({ ...base, tipoPago: 'mensual' }, 'operador'))[0]?.mensaje).toBe(
      SALARY_CONFIG_MESSAGES.tipoPago,
    );
  });
});

describe('normaliseConfig: rest days and double pay', () => {
  it.each([
    [
      [6, 7, 13],
      [6, 7, 13],
    ],
    ['[13,6,7,7]', [6, 7, 13]],
    ['["6","7"]', [6, 7]],
    ['6, 7,13', [6, 7, 13]],
    ['6,7,', [6, 7]],
    ['', []],
    [null, []],
    [undefined, []],
  ])('reads %j as %j', (value, days) => {
    expect(
      ok(normaliseConfig({ ...base, francosMarcados: value }, 'operador')).config.francosMarcados,
    ).toEqual(days);
  });

  it.each(['6;7', '[6,', '{"a":1}', 'seis', true])('refuses francos %j', (value) => {
    expect(refused(normaliseConfig({ ...base, francosMarcados: value }, 'operador'))).toEqual([
      { campo: 'francosMarcados', mensaje: SALARY_CONFIG_MESSAGES.francosFormato },
    ]);
  });

  it.each([
    [4, 2026, 31, 30],
    [2, 2026, 29, 28],
    [3, 2026, 0, 31],
    [3, 2026, 1.5, 31],
  ])('refuses in month %i/%i the day %s', (mes, anio, day, n) => {
    expect(refused(normaliseConfig({ mes, anio, francosMarcados: [1, day] }, 'operador'))).toEqual([
      { campo: 'francosMarcados', mensaje: SALARY_CONFIG_MESSAGES.francoDia(day, n) },
    ]);
  });

  it('accepts 29 February in a leap year', () => {
    expect(
      ok(normaliseConfig({ mes: 2, anio: 2024, francosMarcados: '29' }, 'operador')).config.francosMarcados,
    ).toEqual([29]);
  });

  it.each([
    [true, 1_666_00],
    [false, 833_00],
    ['true', 1_666_00],
  ])('double pay %s sets the worked-rest-day value to %i', (doble, value) => {
    const { config } = ok(
      normaliseConfig({ ...base, pagoDobleEnFrancos: doble, valorDiaTrabajoEnFranco: 1 }, 'operador'),
    );
    expect(config.valorDiaTrabajoEnFranco).toBe(value);
  });
});

describe('normaliseConfig: vacations and objectives', () => {
  it.each([0, 15, 31])('accepts %i vacation days', (v) => {
    expect(ok(normaliseConfig({ ...base, diasVacaciones: v }, 'operador')).config.diasVacaciones).toBe(v);
  });

  it.each([-1, 32, 2.5])('refuses %s vacation days', (v) => {
    expect(refused(normaliseConfig({ ...base, diasVacaciones: v }, 'operador'))).toEqual([
      { campo: 'diasVacaciones', mensaje: SALARY_CONFIG_MESSAGES.diasVacaciones },
    ]);
  });

  it('keeps the corrections objective for supervisor only', () => {
    expect(
      ok(normaliseConfig({ ...base, objetivoCorrecciones: 30 }, 'supervisor')).config.objetivoCorrecciones,
    ).toBe(30);
    expect(
      ok(normaliseConfig({ ...base, objetivoCorrecciones: 30 }, 'operador')).config.objetivoCorrecciones,
    ).toBeNull();
    expect(
      ok(normaliseConfig({ ...base, objetivoCorrecciones: 0 }, 'supervisor')).config.objetivoCorrecciones,
    ).toBe(0);
  });

  it.each([
    ['objetivoCorrecciones', -1],
    ['objetivoAuditorias', -1],
    ['objetivoAuditorias', 2.5],
  ])('refuses %s = %s', (campo, value) => {
    expect(refused(normaliseConfig({ ...base, [campo]: value }, 'supervisor'))[0]?.campo).toBe(campo);
  });

  it('an empty audit objective is 0 (no objective)', () => {
    expect(
      ok(normaliseConfig({ ...base, objetivoAuditorias: '' }, 'operador')).config.objetivoAuditorias,
    ).toBe(0);
    expect(
      ok(normaliseConfig({ ...base, objetivoAuditorias: '120' }, 'operador')).config.objetivoAuditorias,
    ).toBe(120);
  });
});

describe('normaliseConfig: role rules', () => {
  it('admin: fixed, no francos, no calendar, adminGanaSueldo kept', () => {
    const { config } = ok(
      normaliseConfig(
        {
          ...base,
          esSueldoFijo: false,
          cobraFrancos: true,
          francosMarcados: [1, 2],
          pagoDobleEnFrancos: true,
          adminGanaSueldo: true,
        },
        'admin',
      ),
    );
    expect(config.esSueldoFijo).toBe(true);
    expect(config.cobraFrancos).toBe(false);
    expect(config.francosMarcados).toEqual([]);
    expect(config.pagoDobleEnFrancos).toBe(false);
    expect(config.adminGanaSueldo).toBe(true);
  });

  it('admin does not earn the base salary by default', () => {
    expect(ok(normaliseConfig(base, 'admin')).config.adminGanaSueldo).toBe(false);
  });

  it.each<SalaryRole>(['operador', 'supervisor', 'contable'])(
    '%s: adminGanaSueldo is always false',
    (role) => {
      expect(ok(normaliseConfig({ ...base, adminGanaSueldo: true }, role)).config.adminGanaSueldo).toBe(
        false,
      );
    },
  );

  it.each<[SalaryRole, boolean, boolean]>([
    ['operador', false, true],
    ['supervisor', false, true],
    ['contable', true, true],
  ])('%s defaults: fixed %s, collects francos %s; both can be changed', (role, fijo, francos) => {
    const d = ok(normaliseConfig(base, role)).config;
    expect([d.esSueldoFijo, d.cobraFrancos]).toEqual([fijo, francos]);
    const changed = ok(normaliseConfig({ ...base, esSueldoFijo: !fijo, cobraFrancos: 'false' }, role)).config;
    expect([changed.esSueldoFijo, changed.cobraFrancos]).toEqual([!fijo, false]);
  });
});

describe('normaliseConfig: start date', () => {
  it.each([
    ['2026-03-16', '2026-03-16'],
    ['', null],
    [null, null],
  ])('reads %j', (value, expected) => {
    expect(ok(normaliseConfig({ ...base, fechaIngreso: value }, 'operador')).config.fechaIngreso).toBe(
      expected,
    );
  });

  it.each(['16/03/2026', '2026-02-30', 20260316])('refuses %j', (value) => {
    expect(refused(normaliseConfig({ ...base, fechaIngreso: value }, 'operador'))).toEqual([
      { campo: 'fechaIngreso', mensaje: SALARY_CONFIG_MESSAGES.fechaIngreso },
    ]);
  });
});

describe('parseFrancosMarcados', () => {
  it('reads a single number and keeps out-of-range days for the caller to check', () => {
    expect(parseFrancosMarcados(5)).toEqual([5]);
    expect(parseFrancosMarcados('40')).toEqual([40]);
    expect(parseFrancosMarcados('{}')).toBeNull();
  });
});
