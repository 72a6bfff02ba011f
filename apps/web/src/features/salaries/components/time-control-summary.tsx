import type { SalaryRole } from '@auditorias/domain/salaries/config';
import type { SalaryMonthFiguresDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { LoadingSpinner } from '../../../components/query-state';
import { periodLabel } from '../../finance/public';
import type { SalaryPeriod } from '../salary-form-values';

interface TimeControlSummaryProps {
  role: SalaryRole;
  period: SalaryPeriod;
  sueldo: SalaryRecordDto | null | undefined;
  /** The month as the staff centre counts it now (GET /sueldos `controlHorario`). */
  figures: SalaryMonthFiguresDto | null;
  /** The month's counts could not be read: the record's stored counts are shown, said so. */
  figuresFailed?: boolean;
  isPending: boolean;
}

const hours = (n: number) => `${n.toLocaleString('es-AR', { maximumFractionDigits: 2 })} h`;

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div data-testid={`stat-${label}`}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The record was calculated on other counts than the month's now (work or deliveries since). */
export function recordIsBehind(sueldo: SalaryRecordDto, figures: SalaryMonthFiguresDto): boolean {
  return (
    sueldo.horasTrabajadas !== figures.horasTrabajadas ||
    sueldo.auditoriasHechas !== figures.auditoriasHechas ||
    sueldo.correccionesHechas !== figures.correccionesHechas
  );
}

/**
 * 'Control horario': the month's hours worked, audits, corrections (supervisors) and commissions as the staff
 * centre counts them (the one definition the salary is calculated on), whether or not the salary was calculated;
 * and whether the calculated salary used these counts or older ones. The day-by-day detail belongs to the staff
 * control centre.
 */
export function TimeControlSummary({
  role,
  period,
  sueldo,
  figures,
  figuresFailed = false,
  isPending,
}: TimeControlSummaryProps) {
  // An older answer without the month's counts: what the record stored.
  const shown = figures ?? (sueldo ? { ...sueldo, horasExtra: null } : null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="time-control-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="time-control-title">
          <IconClockHour4 size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          Control horario · {periodLabel(period)}
        </Title>
        {isPending ? (
          <LoadingSpinner label="Cargando control horario" size="sm" py="md" />
        ) : shown ? (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <Stat label="Horas trabajadas" value={hours(shown.horasTrabajadas)} />
              <Stat label="Auditorías hechas" value={String(shown.auditoriasHechas)} />
              {role === 'supervisor' ? (
                <Stat label="Correcciones hechas" value={String(shown.correccionesHechas)} />
              ) : null}
              {shown.horasExtra !== null ? (
                <Stat label="Horas extra" value={hours(shown.horasExtra)} />
              ) : null}
              <Stat label="Comisiones del mes" value={<Money pesos={shown.montoAuditorias} />} />
            </SimpleGrid>
            {figuresFailed ? (
              <Text size="xs" c="orange.8" data-testid="time-control-note">
                No se pudo leer el control horario del mes: son las cifras del último cálculo del sueldo (
                <DateTime value={(sueldo as SalaryRecordDto).calculadoEn} />
                ).
              </Text>
            ) : (
              <CalculationNote sueldo={sueldo ?? null} figures={figures} />
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Sin datos del mes: el sueldo todavía no se calculó.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Las mismas cifras que la pestaña Personal (sesiones, horas por día y horas extra).
        </Text>
      </Stack>
    </Paper>
  );
}

function CalculationNote({
  sueldo,
  figures,
}: {
  sueldo: SalaryRecordDto | null;
  figures: SalaryMonthFiguresDto | null;
}) {
  if (!sueldo)
    return (
      <Text size="xs" c="dimmed" data-testid="time-control-note">
        Lo registrado en el mes hasta ahora; el sueldo todavía no se calculó.
      </Text>
    );
  if (figures && recordIsBehind(sueldo, figures))
    return (
      <Text size="xs" c="orange.8" data-testid="time-control-note">
        El sueldo se calculó el <DateTime value={sueldo.calculadoEn} /> con {hours(sueldo.horasTrabajadas)} y{' '}
        {sueldo.auditoriasHechas} auditorías: recalculalo para incluir lo registrado desde entonces.
      </Text>
    );
  return (
    <Text size="xs" c="dimmed" data-testid="time-control-note">
      El sueldo se calculó con estas cifras (<DateTime value={sueldo.calculadoEn} />
      ).
    </Text>
  );
}
