import { describe, expect, it } from 'vitest';
import { adjustedObjective, calculateSalary, employedDays, type SalaryInput } from './calculate';
import { daysInMonth, isoDay } from './calendar';
import {
  dayValueOf,
  defaultSalaryConfig,
  francoWorkValueOf,
  hourValueOf,
  type SalaryConfig,
  type SalaryRole,
} from './config';

/** A configuration of a role for a month with overrides; derived values follow the reference unless overridden. */
function config(role: SalaryRole, mes: number, anio: number, over: Partial<SalaryConfig> = {}): SalaryConfig {
  const c = { ...defaultSalaryConfig(role, mes, anio), ...over };
  const valorDiaPago = over.valorDiaPago ?? dayValueOf(c.sueldoReferencia);
  return {
    ...c,
    valorDiaPago,
    valorHora: over.valorHora ?? (c.tipoPago === 'horas' ? hourValueOf(c.sueldoReferencia) : 0),
    valorDiaTrabajoEnFranco:
      over.valorDiaTrabajoEnFranco ?? francoWorkValueOf(valorDiaPago, c.pagoDobleEnFrancos),
  };
}

/** Every day from..to inclusive ('YYYY-MM-DD'), except some. */
function days(from: string, to: string, except: string[] = []): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T12:00:00Z`);
  while (d.toISOString().slice(0, 10) <= to) {
    const day = d.toISOString().slice(0, 10);
    if (!except.includes(day)) out.push(day);
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

function input(role: SalaryRole, c: SalaryConfig, over: Partial<SalaryInput> = {}): SalaryInput {
  return {
    rol: role,
    config: c,
    diasTrabajados: [],
    minutosTrabajados: 0,
    auditoriasHechas: 0,
    correccionesHechas: 0,
    montoAuditorias: 0,
    feriados: [],
    ...over,
  };
}

const sumLines = (r: ReturnType<typeof calculateSalary>) =>
  r.detalle.filter((l) => !l.informativo).reduce((s, l) => s + l.monto, 0);

const FERIADOS_2026 = [
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-03-24',
  '2026-04-02',
  '2026-04-03',
  '2026-05-01',
];

describe('worked examples (docs/decisions.md), March 2026', () => {
  // March 2026: 31 days, Sundays 1, 8, 15, 22, 29; public holiday 24.
  it('operador by objectives: 80 of 100 audits, two paid rest days', () => {
    const c = config('operador', 3, 2026, {
      objetivoAuditorias: 100,
      plusTipo: 'porcentaje',
      plusPorcentaje: 10,
      francosMarcados: [7, 8],
    });
    const r = calculateSalary(
      input('operador', c, {
        auditoriasHechas: 80,
        diasTrabajados: days('2026-03-01', '2026-03-31', ['2026-03-07', '2026-03-08']),
        feriados: FERIADOS_2026,
        montoAuditorias: 6_400_00,
      }),
    );
    expect(r).toMatchObject({
      diasMes: 31,
      domingosMes: 5,
      feriadosMes: 1,
      feriados: ['2026-03-24'],
      valorDiaPago: 833_00,
      porcentajeObjetivo: 80,
      objetivoCumplido: false,
      sueldoBase: 20_000_00,
      montoPlus: 0,
      pagoFrancos: 1_666_00,
      montoAuditorias: 6_400_00,
      sueldoFinal: 21_666_00,
    });
    expect(r.francos).toEqual({ marcados: [7, 8], pagados: [7, 8], trabajados: [], noPagados: [] });
    expect(r.detalle).toEqual([
      { concepto: 'Sueldo por objetivos (80 % del sueldo de referencia)', monto: 20_000_00 },
      { concepto: 'Francos pagados (2 días × valor día)', monto: 1_666_00 },
      {
        concepto: 'Comisiones por auditorías (devengadas por auditoría, no suman al sueldo)',
        monto: 6_400_00,
        informativo: true,
      },
    ]);
  });

  it('operador by objectives reaching 110 of 100: full reference plus 10 %', () => {
    const c = config('operador', 3, 2026, {
      objetivoAuditorias: 100,
      plusPorcentaje: 10,
      francosMarcados: [7, 8],
    });
    const r = calculateSalary(
      input('operador', c, {
        auditoriasHechas: 110,
        diasTrabajados: days('2026-03-01', '2026-03-31', ['2026-03-07', '2026-03-08']),
      }),
    );
    expect(r.porcentajeAuditorias).toBe(110);
    expect(r.porcentajeObjetivo).toBe(100);
    expect([r.sueldoBase, r.montoPlus, r.pagoFrancos, r.sueldoFinal]).toEqual([
      25_000_00, 2_500_00, 1_666_00, 29_166_00,
    ]);
  });

  it('operador by hours: 150 h 30 min, 3 vacation days, a worked rest day at double pay, 5 % plus', () => {
    const c = config('operador', 3, 2026, {
      tipoPago: 'horas',
      plusPorcentaje: 5,
      diasVacaciones: 3,
      francosMarcados: [14],
      pagoDobleEnFrancos: true,
    });
    expect(c.valorHora).toBe(156_00);
    const r = calculateSalary(
      input('operador', c, {
        minutosTrabajados: 150 * 60 + 30,
        diasTrabajados: days('2026-03-02', '2026-03-28'),
      }),
    );
    expect(r).toMatchObject({
      horasTrabajadas: 150.5,
      sueldoBase: 23_478_00,
      objetivoCumplido: true,
      montoPlus: 1_173_90,
      pagoFrancos: 1_666_00,
      pagoVacaciones: 2_499_00,
      sueldoFinal: 28_816_90,
    });
    expect(r.francos.trabajados).toEqual([14]);
    expect(r.detalle.map((l) => l.concepto)).toEqual([
      'Horas trabajadas (150,5 h × valor hora)',
      'Plus por objetivo cumplido (5 %)',
      'Francos trabajados (1 día × valor día doble)',
      'Vacaciones (3 días × valor día)',
    ]);
  });

  it('supervisor: audits 20/20 and corrections 40/50 → 90 %, rest day on the 1st paid across February', () => {
    const c = config('supervisor', 3, 2026, {
      objetivoAuditorias: 20,
      plusPorcentaje: 10,
      francosMarcados: [1],
    });
    const r = calculateSalary(
      input('supervisor', c, {
        auditoriasHechas: 20,
        correccionesHechas: 40,
        diasTrabajados: ['2026-02-28', ...days('2026-03-02', '2026-03-31')],
      }),
    );
    expect(r).toMatchObject({
      objetivoAuditorias: 20,
      objetivoCorrecciones: 50,
      porcentajeAuditorias: 100,
      porcentajeCorrecciones: 80,
      porcentajeObjetivo: 90,
      objetivoCumplido: false,
      sueldoBase: 36_000_00,
      montoPlus: 0,
      valorDiaPago: 1_333_00,
      pagoFrancos: 1_333_00,
      sueldoFinal: 37_333_00,
    });
  });

  it.each([
    [false, null, 0],
    [true, null, 50_000_00],
    [true, '2026-03-16', 25_806_45],
  ])('admin, adminGanaSueldo %s, start %s → %i', (gana, ingreso, total) => {
    const c = config('admin', 3, 2026, {
      adminGanaSueldo: gana,
      fechaIngreso: ingreso,
      objetivoAuditorias: 10,
    });
    const r = calculateSalary(input('admin', c, { diasTrabajados: days('2026-03-01', '2026-03-31') }));
    expect(r.sueldoFinal).toBe(total);
    expect(r.pagoFrancos).toBe(0);
    expect(r.montoPlus).toBe(0);
    expect(r.detalle).toHaveLength(1);
  });

  it('contable: fixed 45000, a Saturday rest day paid across the Sunday, vacations inside the salary', () => {
    const c = config('contable', 3, 2026, {
      objetivoAuditorias: 50,
      francosMarcados: [21],
      diasVacaciones: 5,
    });
    const r = calculateSalary(
      input('contable', c, {
        diasTrabajados: days('2026-03-02', '2026-03-31', ['2026-03-21', '2026-03-22']),
        feriados: FERIADOS_2026,
      }),
    );
    expect(r).toMatchObject({
      sueldoBase: 45_000_00,
      pagoFrancos: 1_500_00,
      pagoVacaciones: 0,
      sueldoFinal: 46_500_00,
    });
    expect(r.detalle).toContainEqual({
      concepto: 'Vacaciones: 5 días (incluidas en el sueldo mensual)',
      monto: 0,
      informativo: true,
    });
  });
});

describe('month lengths and partial months from fechaIngreso', () => {
  it.each([
    // mes, anio, start, days in month, days employed, fixed 45000 prorated (centavos)
    [2, 2026, '2026-02-16', 28, 13, 20_892_86],
    [2, 2024, '2024-02-16', 29, 14, 21_724_14],
    [4, 2026, '2026-04-16', 30, 15, 22_500_00],
    [3, 2026, '2026-03-16', 31, 16, 23_225_81],
    [3, 2026, '2026-03-01', 31, 31, 45_000_00],
    [3, 2026, '2025-07-10', 31, 31, 45_000_00],
    [3, 2026, '2026-04-01', 31, 0, 0],
    [3, 2026, null, 31, 31, 45_000_00],
  ])('%i/%i starting %s: %i days, %i employed, %i', (mes, anio, start, n, e, total) => {
    const r = calculateSalary(input('contable', config('contable', mes, anio, { fechaIngreso: start })));
    expect([r.diasMes, r.diasEmpleo, r.sueldoFinal]).toEqual([n, e, total]);
    expect(sumLines(r)).toBe(r.sueldoFinal);
  });

  it('prorates an objectives salary and its objective', () => {
    // 16 of 31 days: objective 100 → ceil(100 × 16 / 31) = 52.
    const c = config('operador', 3, 2026, {
      fechaIngreso: '2026-03-16',
      objetivoAuditorias: 100,
      plusPorcentaje: 10,
    });
    const r = calculateSalary(input('operador', c, { auditoriasHechas: 52 }));
    expect(r.objetivoAuditorias).toBe(52);
    expect(r.porcentajeObjetivo).toBe(100);
    // base 25000 × 16/31 = 12903.2258…, plus 10 % = 1290.3225…; total 14193.548… → 14193.55, rounded once.
    expect(r.sueldoFinal).toBe(14_193_55);
    expect(r.sueldoBase).toBe(12_903_23);
    expect(r.montoPlus).toBe(1_290_32);
    expect(sumLines(r)).toBe(r.sueldoFinal);
  });

  it('ignores rest days before the start date and pays nothing when the start is after the month', () => {
    const c = config('operador', 3, 2026, { fechaIngreso: '2026-03-16', francosMarcados: [7, 21] });
    const worked = days('2026-03-01', '2026-03-31', ['2026-03-07', '2026-03-21']);
    const r = calculateSalary(input('operador', c, { diasTrabajados: worked }));
    expect(r.francos.marcados).toEqual([21]);
    const after = calculateSalary(
      input(
        'operador',
        { ...c, fechaIngreso: '2026-04-02' },
        { diasTrabajados: worked, auditoriasHechas: 3 },
      ),
    );
    expect(after.sueldoFinal).toBe(0);
    expect(after.francos.marcados).toEqual([]);
  });

  it('a rest day on the start day is not paid (no work the day before)', () => {
    const c = config('operador', 3, 2026, { fechaIngreso: '2026-03-16', francosMarcados: [16] });
    const r = calculateSalary(input('operador', c, { diasTrabajados: days('2026-03-17', '2026-03-31') }));
    expect(r.francos.noPagados).toEqual([16]);
  });
});

describe('calendar figures', () => {
  it.each([
    [2, 2026, 4, ['2026-02-16', '2026-02-17']],
    [3, 2026, 5, ['2026-03-24']],
    [4, 2026, 4, ['2026-04-02', '2026-04-03']],
    [2, 2024, 4, []],
    [8, 2026, 5, []],
  ])('%i/%i: %i Sundays, holidays %j of the month only', (mes, anio, domingos, feriados) => {
    const r = calculateSalary(
      input('contable', config('contable', mes, anio), { feriados: [...FERIADOS_2026, ...FERIADOS_2026] }),
    );
    expect(r.domingosMes).toBe(domingos);
    expect(r.feriados).toEqual(feriados);
    expect(r.feriadosMes).toBe(feriados.length);
  });
});

describe('rest days (francos)', () => {
  const april = (marcados: number[], over: Partial<SalaryConfig> = {}) =>
    config('operador', 4, 2026, { francosMarcados: marcados, ...over });

  it.each([
    // April 2026: Wed 1 … Thu 30; Sundays 5, 12, 19, 26; holidays 2 and 3.
    ['first day, worked 31 March and 2 April', [1], ['2026-03-31', '2026-04-02'], { pagados: [1] }],
    ['first day, 31 March not given', [1], ['2026-04-02'], { noPagados: [1] }],
    ['last day, worked 29 April and 1 May', [30], ['2026-04-29', '2026-05-01'], { pagados: [30] }],
    ['last day, next month not come yet', [30], ['2026-04-29'], { noPagados: [30] }],
    ['middle, no work after', [15], ['2026-04-14'], { noPagados: [15] }],
    ['middle, no work before', [15], ['2026-04-16'], { noPagados: [15] }],
    ['worked on the rest day', [15], ['2026-04-15'], { trabajados: [15] }],
    [
      'block of two on weekdays, worked around the block',
      [14, 15],
      ['2026-04-13', '2026-04-16'],
      { pagados: [14, 15] },
    ],
    ['block Friday–Saturday, Sunday skipped', [10, 11], ['2026-04-09', '2026-04-13'], { pagados: [10, 11] }],
    ['block, the Sunday after is skipped', [11], ['2026-04-10', '2026-04-13'], { pagados: [11] }],
    ['holidays 2 and 3 skipped back to 1 April', [4], ['2026-04-01', '2026-04-06'], { pagados: [4] }],
    ['an ordinary day not worked breaks the chain', [8], ['2026-04-06', '2026-04-09'], { noPagados: [8] }],
  ])('%s', (_name, marcados, worked, expected) => {
    const r = calculateSalary(
      input('operador', april(marcados), { diasTrabajados: worked, feriados: FERIADOS_2026 }),
    );
    expect(r.francos).toEqual({ marcados, pagados: [], trabajados: [], noPagados: [], ...expected });
  });

  it('January wraps to December of the prior year, skipping the 1 January holiday', () => {
    const c = config('operador', 1, 2026, { francosMarcados: [2] });
    const r = calculateSalary(
      input('operador', c, { diasTrabajados: ['2025-12-31', '2026-01-03'], feriados: FERIADOS_2026 }),
    );
    expect(r.francos.pagados).toEqual([2]);
    const without = calculateSalary(
      input('operador', c, { diasTrabajados: ['2026-01-03'], feriados: FERIADOS_2026 }),
    );
    expect(without.francos.noPagados).toEqual([2]);
  });

  it('December wraps to January of the next year', () => {
    const c = config('operador', 12, 2025, { francosMarcados: [31] });
    const r = calculateSalary(
      input('operador', c, { diasTrabajados: ['2025-12-30', '2026-01-02'], feriados: FERIADOS_2026 }),
    );
    expect(r.francos.pagados).toEqual([31]);
  });

  it('29 February of a leap year', () => {
    const c = config('operador', 2, 2024, { francosMarcados: [29] });
    const r = calculateSalary(input('operador', c, { diasTrabajados: ['2024-02-28', '2024-03-01'] }));
    expect(r.francos.pagados).toEqual([29]);
    expect(r.pagoFrancos).toBe(833_00);
  });

  it.each([
    [true, 2 * 833_00, 'Francos trabajados (1 día × valor día doble)'],
    [false, 833_00, 'Francos trabajados (1 día × valor día)'],
  ])('a worked rest day with double pay %s pays %i', (doble, pago, concepto) => {
    const c = april([15], { pagoDobleEnFrancos: doble });
    const r = calculateSalary(input('operador', c, { diasTrabajados: ['2026-04-15'] }));
    expect(r.pagoFrancos).toBe(pago);
    expect(r.detalle).toContainEqual({ concepto, monto: pago });
  });

  it('pays paid and worked rest days together', () => {
    const c = april([10, 15], { pagoDobleEnFrancos: true });
    const r = calculateSalary(
      input('operador', c, { diasTrabajados: days('2026-04-09', '2026-04-16', ['2026-04-10']) }),
    );
    expect(r.francos).toMatchObject({ pagados: [10], trabajados: [15] });
    expect(r.pagoFrancos).toBe(833_00 + 1_666_00);
  });

  it('pays nothing for rest days when cobraFrancos is off', () => {
    const c = april([10, 15], { cobraFrancos: false, pagoDobleEnFrancos: true });
    const r = calculateSalary(
      input('operador', c, { diasTrabajados: days('2026-04-09', '2026-04-16', ['2026-04-10']) }),
    );
    expect(r.pagoFrancos).toBe(0);
    expect(r.francos.pagados).toEqual([10]);
    expect(r.detalle).toContainEqual({ concepto: 'Francos: no cobra francos', monto: 0, informativo: true });
    expect(r.sueldoFinal).toBe(25_000_00);
  });

  it('a fixed salary still collects its rest days', () => {
    const c = config('contable', 4, 2026, { francosMarcados: [15] });
    const r = calculateSalary(input('contable', c, { diasTrabajados: ['2026-04-14', '2026-04-16'] }));
    expect(r.sueldoFinal).toBe(45_000_00 + 1_500_00);
  });
});

describe('objectives', () => {
  it.each<[string, SalaryRole, Partial<SalaryConfig>, Partial<SalaryInput>, number, boolean]>([
    [
      'no audit objective (0) → 100 %',
      'operador',
      { objetivoAuditorias: 0 },
      { auditoriasHechas: 0 },
      100,
      true,
    ],
    [
      'objective 0 and vacations of the whole month',
      'operador',
      { objetivoAuditorias: 0, diasVacaciones: 31 },
      {},
      100,
      true,
    ],
    [
      'objective 100, all month on vacation: nothing expected',
      'operador',
      { objetivoAuditorias: 100, diasVacaciones: 31 },
      {},
      100,
      true,
    ],
    [
      'supervisor, both objectives 0/null',
      'supervisor',
      { objetivoAuditorias: 0, objetivoCorrecciones: null },
      {},
      100,
      true,
    ],
    [
      'supervisor, corrections objective 0',
      'supervisor',
      { objetivoAuditorias: 10, objetivoCorrecciones: 0 },
      { auditoriasHechas: 5 },
      50,
      false,
    ],
    [
      'supervisor, audits 0, corrections 25/50',
      'supervisor',
      { objetivoAuditorias: 0 },
      { correccionesHechas: 25 },
      50,
      false,
    ],
    [
      'supervisor, over one objective does not cover the other',
      'supervisor',
      { objetivoAuditorias: 10 },
      { auditoriasHechas: 30, correccionesHechas: 0 },
      50,
      false,
    ],
    [
      'operador: corrections objective ignored',
      'operador',
      { objetivoAuditorias: 10, objetivoCorrecciones: 50 },
      { auditoriasHechas: 10 },
      100,
      true,
    ],
    [
      'a third of the objective',
      'operador',
      { objetivoAuditorias: 30 },
      { auditoriasHechas: 10 },
      33.33,
      false,
    ],
  ])('%s', (_name, role, over, done, pct, cumplido) => {
    const r = calculateSalary(input(role, config(role, 3, 2026, over), done));
    expect(r.porcentajeObjetivo).toBe(pct);
    expect(r.objetivoCumplido).toBe(cumplido);
    expect(Number.isFinite(r.sueldoFinal)).toBe(true);
    expect(sumLines(r)).toBe(r.sueldoFinal);
  });

  it('adjustedObjective', () => {
    expect(adjustedObjective(100, 21, 31)).toBe(68);
    expect(adjustedObjective(100, 31, 31)).toBe(100);
    expect(adjustedObjective(100, 0, 31)).toBe(0);
    expect(adjustedObjective(0, 31, 31)).toBe(0);
    expect(adjustedObjective(null, 31, 31)).toBe(0);
  });

  it('a fixed salary ignores objectives and the plus', () => {
    const c = config('operador', 3, 2026, {
      esSueldoFijo: true,
      objetivoAuditorias: 100,
      plusPorcentaje: 20,
    });
    const r = calculateSalary(input('operador', c, { auditoriasHechas: 0 }));
    expect(r.porcentajeObjetivo).toBe(0);
    expect(r.sueldoFinal).toBe(25_000_00);
    expect(r.detalle).toEqual([{ concepto: 'Sueldo fijo', monto: 25_000_00 }]);
  });

  it.each([
    [100, 1_000_00, 26_000_00],
    [99, 0, 24_750_00],
  ])('fixed plus: %i of 100 audits → plus %i', (hechas, plus, total) => {
    const c = config('operador', 3, 2026, {
      objetivoAuditorias: 100,
      plusTipo: 'fijo',
      plusMontoFijo: 1_000_00,
    });
    const r = calculateSalary(input('operador', c, { auditoriasHechas: hechas }));
    expect([r.montoPlus, r.sueldoFinal]).toEqual([plus, total]);
  });
});

describe('vacations', () => {
  it('objectives: the objective shrinks to the days available, the salary stays whole', () => {
    // 10 vacation days in March: objective 100 → ceil(100 × 21 / 31) = 68.
    const c = config('operador', 3, 2026, { objetivoAuditorias: 100, diasVacaciones: 10 });
    const r = calculateSalary(input('operador', c, { auditoriasHechas: 68 }));
    expect([r.diasDisponibles, r.objetivoAuditorias, r.porcentajeObjetivo, r.sueldoFinal]).toEqual([
      21, 68, 100, 25_000_00,
    ]);
    expect(r.pagoVacaciones).toBe(0);
  });

  it('by the hour: vacation days pay the day value', () => {
    const c = config('operador', 3, 2026, { tipoPago: 'horas', diasVacaciones: 10 });
    const r = calculateSalary(input('operador', c, { minutosTrabajados: 100 * 60 }));
    expect([r.sueldoBase, r.pagoVacaciones, r.sueldoFinal]).toEqual([15_600_00, 8_330_00, 23_930_00]);
  });

  it('vacation days are capped at the days employed', () => {
    const c = config('operador', 3, 2026, {
      tipoPago: 'horas',
      diasVacaciones: 20,
      fechaIngreso: '2026-03-27',
    });
    const r = calculateSalary(input('operador', c));
    expect([r.diasEmpleo, r.diasVacaciones, r.pagoVacaciones]).toEqual([5, 5, 5 * 833_00]);
  });
});

describe('hours', () => {
  it.each([
    [0, 0],
    [60, 156_00],
    [90, 234_00],
    [1, 2_60],
    [9_600, 24_960_00],
  ])('%i minutes at $ 156 the hour → %i', (minutos, total) => {
    const c = config('operador', 3, 2026, { tipoPago: 'horas' });
    expect(calculateSalary(input('operador', c, { minutosTrabajados: minutos })).sueldoFinal).toBe(total);
  });

  it('rounds once at the end: 7 minutes at $ 156.25', () => {
    // 15625 × 7 / 60 = 1822.916… centavos → 1823.
    const c = config('operador', 3, 2026, { tipoPago: 'horas', valorHora: 156_25 });
    expect(calculateSalary(input('operador', c, { minutosTrabajados: 7 })).sueldoFinal).toBe(18_23);
  });
});

describe('invalid input', () => {
  it.each<Partial<SalaryInput>>([
    { auditoriasHechas: -1 },
    { correccionesHechas: 1.5 },
    { minutosTrabajados: Number.NaN },
    { montoAuditorias: 10.5 },
  ])('throws on %o', (over) => {
    expect(() => calculateSalary(input('operador', config('operador', 3, 2026), over))).toThrow(RangeError);
  });

  it('throws on a month out of range', () => {
    expect(() => calculateSalary(input('operador', config('operador', 13, 2026)))).toThrow(RangeError);
  });
});

describe('properties', () => {
  it('lines add up to sueldoFinal and it is whole centavos, for every role and month of 2024–2026', () => {
    const roles: SalaryRole[] = ['operador', 'supervisor', 'admin', 'contable'];
    for (const anio of [2024, 2025, 2026]) {
      for (let mes = 1; mes <= 12; mes++) {
        for (const role of roles) {
          const n = daysInMonth(mes, anio);
          const c = config(role, mes, anio, {
            sueldoReferencia: 33_333_00,
            objetivoAuditorias: 37,
            plusPorcentaje: 7.5,
            francosMarcados: [1, 7, n],
            fechaIngreso: isoDay(anio, mes, 3),
            adminGanaSueldo: true,
          });
          const r = calculateSalary(
            input(role, c, {
              auditoriasHechas: 40,
              correccionesHechas: 49,
              diasTrabajados: [isoDay(anio, mes, 2)],
            }),
          );
          expect(Number.isSafeInteger(r.sueldoFinal)).toBe(true);
          expect(sumLines(r)).toBe(r.sueldoFinal);
          expect(employedDays(mes, anio, c.fechaIngreso)).toBe(n - 2);
        }
      }
    }
  });
});
