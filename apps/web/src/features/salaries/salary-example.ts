import { pesosToCentavos } from '@auditorias/domain/money';
import { calculateSalary, type SalaryCalculation } from '@auditorias/domain/salaries/calculate';
import {
  daysInMonth,
  isoDay,
  isSunday,
  nextPeriod,
  type Period,
  previousPeriod,
} from '@auditorias/domain/salaries/calendar';
import type { SalaryConfig, SalaryRole } from '@auditorias/domain/salaries/config';
import type { SalaryMonthFiguresDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';

/**
 * What was done in the month: the staff centre's count of it now (`controlHorario`, the one definition), else what
 * the month's record stored (zeros when neither is known).
 */
export interface ExampleCounts {
  auditoriasHechas: number;
  correccionesHechas: number;
  horasTrabajadas: number;
  /** Pesos (informative). */
  montoAuditorias: number;
  feriados: readonly string[];
}

export function exampleCounts(
  record: SalaryRecordDto | null,
  figures: SalaryMonthFiguresDto | null = null,
): ExampleCounts {
  if (figures)
    return {
      auditoriasHechas: figures.auditoriasHechas,
      correccionesHechas: figures.correccionesHechas,
      horasTrabajadas: figures.horasTrabajadas,
      montoAuditorias: figures.montoAuditorias,
      feriados: figures.feriados,
    };
  return {
    auditoriasHechas: record?.auditoriasHechas ?? 0,
    correccionesHechas: record?.correccionesHechas ?? 0,
    horasTrabajadas: record?.horasTrabajadas ?? 0,
    montoAuditorias: record?.montoAuditorias ?? 0,
    feriados: record?.detalle.feriados ?? [],
  };
}

function monthDays(p: Period): string[] {
  return Array.from({ length: daysInMonth(p.mes, p.anio) }, (_, i) => isoDay(p.anio, p.mes, i + 1));
}

/**
 * The example assumes attendance on every working day (from the start date on) of the month and of the months
 * around it: a day is worked unless it is a Sunday, a public holiday or a marked rest day. So a marked rest day is
 * paid as it would be with full attendance; the real salary checks the days actually worked.
 */
export function assumedWorkedDays(config: SalaryConfig, feriados: readonly string[]): string[] {
  const period = { mes: config.mes, anio: config.anio };
  const holidays = new Set(feriados);
  const marked = new Set(config.francosMarcados.map((d) => isoDay(config.anio, config.mes, d)));
  return [previousPeriod(period.mes, period.anio), period, nextPeriod(period.mes, period.anio)]
    .flatMap(monthDays)
    .filter((day) => !isSunday(day) && !holidays.has(day) && !marked.has(day))
    .filter((day) => !config.fechaIngreso || day >= config.fechaIngreso);
}

/** The example salary: the domain's own formula (the server's) with the month's counts. Amounts in centavos. */
export function exampleSalary(
  role: SalaryRole,
  config: SalaryConfig,
  counts: ExampleCounts,
): SalaryCalculation {
  return calculateSalary({
    rol: role,
    config,
    diasTrabajados: assumedWorkedDays(config, counts.feriados),
    minutosTrabajados: Math.max(0, Math.round(counts.horasTrabajadas * 60)),
    auditoriasHechas: counts.auditoriasHechas,
    correccionesHechas: counts.correccionesHechas,
    montoAuditorias: pesosToCentavos(counts.montoAuditorias),
    feriados: counts.feriados,
  });
}
