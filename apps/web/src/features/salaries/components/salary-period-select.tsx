import { SALARY_YEAR_MAX, SALARY_YEAR_MIN } from '@auditorias/domain/salaries/config';
import { Group } from '@mantine/core';
import { currentPeriod, PeriodSelects } from '../../finance/public';
import type { SalaryPeriod } from '../salary-form-values';

/** Spec: the salary years are 2024 to 2030. */
export const SALARY_YEARS = Array.from(
  { length: SALARY_YEAR_MAX - SALARY_YEAR_MIN + 1 },
  (_, i) => SALARY_YEAR_MIN + i,
);

/** The current Argentine month, kept inside the salary years. */
export function initialSalaryPeriod(now: Date = new Date()): SalaryPeriod {
  const p = currentPeriod(now);
  if (p.anio < SALARY_YEAR_MIN) return { mes: 1, anio: SALARY_YEAR_MIN };
  if (p.anio > SALARY_YEAR_MAX) return { mes: 12, anio: SALARY_YEAR_MAX };
  return p;
}

interface SalaryPeriodSelectProps {
  value: SalaryPeriod;
  onChange: (period: SalaryPeriod) => void;
}

/** The salary period: month and year (2024 to 2030). */
export function SalaryPeriodSelect({ value, onChange }: SalaryPeriodSelectProps) {
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label="Período del sueldo">
      <PeriodSelects value={value} onChange={onChange} years={SALARY_YEARS} />
    </Group>
  );
}
