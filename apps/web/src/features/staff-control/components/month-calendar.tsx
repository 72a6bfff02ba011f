import { argentineDay } from '@auditorias/domain/format/locale';
import type { EmployeeSummaryDto } from '@auditorias/domain/schemas/staff';
import { Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Period } from '../../finance/public';
import { DAY_LEVELS, hoursText } from '../staff-texts';

type DayStats = EmployeeSummaryDto['detallesDias'][string];

const WEEKDAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The days of a month, Monday first: null for the blanks before the 1st. */
export function monthCells(period: Period): { key: string; day: string | null }[] {
  const first = new Date(Date.UTC(2000, 0, 1));
  first.setUTCFullYear(period.anio, period.mes - 1, 1);
  const blanks = (first.getUTCDay() + 6) % 7;
  const last = new Date(first);
  last.setUTCMonth(last.getUTCMonth() + 1, 0);
  const year = String(period.anio).padStart(4, '0');
  const days = Array.from(
    { length: last.getUTCDate() },
    (_, i) => `${year}-${pad(period.mes)}-${pad(i + 1)}`,
  );
  return [
    ...Array.from({ length: blanks }, (_, i) => ({ key: `blank-${i}`, day: null })),
    ...days.map((day) => ({ key: day, day })),
  ];
}

function dayLabel(day: string, stats: DayStats | undefined, supervisor: boolean): string {
  const n = Number(day.slice(8));
  if (!stats) return `Día ${n}: sin actividad`;
  const parts = [
    `Día ${n}: ${hoursText(stats.horasTrabajadas)}`,
    `${stats.auditoriasCompletadas} auditorías`,
  ];
  if (supervisor) parts.push(`${stats.correcciones} correcciones`);
  if (stats.horasTrabajadas > 0) parts.push(DAY_LEVELS[stats.nivel].label);
  return parts.join(', ');
}

interface MonthCalendarProps {
  period: Period;
  days: Record<string, DayStats>;
  supervisor: boolean;
  onPick: (day: string) => void;
}

/**
 * The month of one employee: every day with its hours and audits, coloured by how it stands against the workday
 * (regular, near the limit, extra, excessive above 10 h, critical above 12 h — the server's classification). A
 * day up to today opens its detail.
 */
export function MonthCalendar({ period, days, supervisor, onPick }: MonthCalendarProps) {
  const today = argentineDay();
  return (
    <Stack gap="xs" data-testid="month-calendar">
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
        {WEEKDAYS.map((d) => (
          <Text key={d} size="xs" c="dimmed" ta="center" fw={600} aria-hidden>
            {d}
          </Text>
        ))}
        {monthCells(period).map(({ key, day }) => {
          if (!day) return <div key={key} />;
          const stats = days[day];
          // A day with audits but no time signed in is shown, uncoloured.
          const worked = stats !== undefined && stats.horasTrabajadas > 0;
          const color = worked ? DAY_LEVELS[stats.nivel].color : 'gray';
          return (
            <UnstyledButton
              key={day}
              onClick={() => onPick(day)}
              disabled={day > today}
              aria-label={dayLabel(day, stats, supervisor)}
              data-testid={`calendar-day-${day}`}
              data-level={worked ? stats.nivel : stats ? 'sin-horas' : 'none'}
              p={4}
              mih={56}
              style={{
                borderRadius: 6,
                border: `1px solid var(--mantine-color-${color}-${stats ? 4 : 2})`,
                background: stats ? `var(--mantine-color-${color}-${worked ? 1 : 0})` : undefined,
                opacity: day > today ? 0.45 : 1,
              }}
            >
              <Text size="xs" fw={700}>
                {Number(day.slice(8))}
              </Text>
              {stats ? (
                <>
                  <Text size="xs">{hoursText(stats.horasTrabajadas)}</Text>
                  <Text size="xs" c="dimmed">
                    {stats.auditoriasCompletadas} aud.
                    {supervisor ? ` · ${stats.correcciones} corr.` : ''}
                  </Text>
                </>
              ) : null}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group gap="xs" wrap="wrap" aria-label="Referencias" role="group">
        {Object.values(DAY_LEVELS).map((level) => (
          <Badge key={level.label} color={level.color} variant="light" size="sm">
            {level.label}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
