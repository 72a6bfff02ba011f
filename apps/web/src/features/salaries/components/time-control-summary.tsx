import type { SalaryRole } from '@auditorias/domain/salaries/config';
import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { DateTime } from '../../../components/date-time';
import { LoadingSpinner } from '../../../components/query-state';
import { periodLabel } from '../../finance/public';
import type { SalaryPeriod } from '../salary-form-values';

interface TimeControlSummaryProps {
  role: SalaryRole;
  period: SalaryPeriod;
  sueldo: SalaryRecordDto | null | undefined;
  isPending: boolean;
}

const hours = (n: number) => `${n.toLocaleString('es-AR', { maximumFractionDigits: 2 })} h`;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div data-testid={`stat-${label}`}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * 'Control horario': what the month's salary was calculated on — hours worked, audits and (supervisors)
 * corrections — as stored in the salary record. The day-by-day detail belongs to the staff control centre.
 */
export function TimeControlSummary({ role, period, sueldo, isPending }: TimeControlSummaryProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="time-control-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="time-control-title">
          <IconClockHour4 size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          Control horario · {periodLabel(period)}
        </Title>
        {isPending ? (
          <LoadingSpinner label="Cargando control horario" size="sm" py="md" />
        ) : sueldo ? (
          <>
            <SimpleGrid cols={role === 'supervisor' ? 3 : 2} spacing="sm">
              <Stat label="Horas trabajadas" value={hours(sueldo.horasTrabajadas)} />
              <Stat label="Auditorías hechas" value={String(sueldo.auditoriasHechas)} />
              {role === 'supervisor' ? (
                <Stat label="Correcciones hechas" value={String(sueldo.correccionesHechas)} />
              ) : null}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Datos del último cálculo del sueldo (<DateTime value={sueldo.calculadoEn} />
              ).
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Sin datos del mes: el sueldo todavía no se calculó.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Sesiones, horas por día y horas extra: pestaña Personal del panel.
        </Text>
      </Stack>
    </Paper>
  );
}
