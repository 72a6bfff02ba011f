import { weekdayOf } from '@auditorias/domain/audits/scheduling';
import { WEEKDAYS } from '@auditorias/domain/clients/constants';
import { daysInMonth, isoDay } from '@auditorias/domain/salaries/calendar';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { periodLabel } from '../../finance/public';
import type { SalaryPeriod } from '../salary-form-values';

interface FrancoCalendarProps {
  period: SalaryPeriod;
  /** Day numbers marked as rest days. */
  marked: readonly number[];
  /** The month's public holidays 'YYYY-MM-DD' (shown, not marked). */
  holidays?: readonly string[];
  disabled?: boolean;
  onToggle: (day: number) => void;
}

/**
 * The month's rest days (francos): the days in a week grid, Monday first. Each day is a toggle button (aria-pressed)
 * that marks or unmarks it; Sundays and public holidays are told apart by their label and colour.
 */
export function FrancoCalendar({ period, marked, holidays = [], disabled, onToggle }: FrancoCalendarProps) {
  const days = daysInMonth(period.mes, period.anio);
  const offset = WEEKDAYS.indexOf(weekdayOf(isoDay(period.anio, period.mes, 1)));
  const holidaySet = new Set(holidays);
  const title = `Francos de ${periodLabel(period)}`;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        {title}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {marked.length === 1 ? '1 día marcado' : `${marked.length} días marcados`}
      </Text>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4} maw={360}>
        {WEEKDAYS.map((w) => (
          <Text key={w} size="xs" c="dimmed" ta="center" aria-hidden>
            {w.slice(0, 2)}
          </Text>
        ))}
        {Array.from({ length: offset }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st have no identity
          <span key={`blank-${i}`} aria-hidden />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const day = i + 1;
          const iso = isoDay(period.anio, period.mes, day);
          const weekday = weekdayOf(iso);
          const holiday = holidaySet.has(iso);
          const on = marked.includes(day);
          const note = holiday ? ', feriado' : '';
          return (
            <Button
              key={day}
              size="compact-sm"
              px={0}
              variant={on ? 'filled' : 'default'}
              color={on ? 'teal' : undefined}
              c={on ? undefined : weekday === 'Domingo' || holiday ? 'red' : undefined}
              aria-pressed={on}
              aria-label={`${weekday} ${day}${note}`}
              disabled={disabled}
              onClick={() => onToggle(day)}
            >
              {day}
            </Button>
          );
        })}
      </SimpleGrid>
    </fieldset>
  );
}
