import type { EmployeeSummaryDto } from '@auditorias/domain/schemas/staff';
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { Money } from '../../../components/money';
import { formatPercent } from '../../salaries/public';
import { hoursText } from '../staff-texts';
import { StatFigure } from './stat-figure';

/**
 * A card's figures: the month's hours and today's, audits (and corrections for a supervisor), what was earned —
 * the final salary when calculated, otherwise the commissions — with its share of the reference salary, and the
 * open time alerts.
 */
export function EmployeeCardStats({ employee }: { employee: EmployeeSummaryDto }) {
  const { estadisticas: stats, estadoLogin } = employee;
  const supervisor = employee.usuario.role === 'supervisor';
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: supervisor ? 6 : 5 }} spacing="sm" verticalSpacing="xs">
      <StatFigure label="Horas del mes">{hoursText(stats.totalHorasLogueadas)}</StatFigure>
      <StatFigure label="Horas hoy">{hoursText(estadoLogin.horasHoy)}</StatFigure>
      <StatFigure label="Auditorías">{stats.auditoriasCompletadas}</StatFigure>
      {supervisor ? <StatFigure label="Correcciones">{stats.correcciones}</StatFigure> : null}
      <StatFigure label="Ganado">
        <Money pesos={employee.ganado} />
        <Text size="xs" c="dimmed" component="div">
          {employee.infoSueldo ? 'Sueldo final' : 'Comisiones'}
          {employee.porcentajeSueldoReferencia !== null
            ? ` · ${formatPercent(employee.porcentajeSueldoReferencia)} del sueldo de referencia`
            : ''}
        </Text>
      </StatFigure>
      <StatFigure label="Alertas de tiempo">
        <Badge color={employee.totalAlertasTiempo > 0 ? 'red' : 'gray'} variant="light">
          {employee.totalAlertasTiempo}
        </Badge>
      </StatFigure>
    </SimpleGrid>
  );
}

/** The audit in progress and the hours worked on it so far. */
export function CurrentAuditLine({ employee }: { employee: EmployeeSummaryDto }) {
  const current = employee.auditoriaActual;
  return (
    <Group gap="xs" aria-label="Auditoría en curso" role="group">
      <Text size="sm" c="dimmed">
        Auditoría en curso:
      </Text>
      {current ? (
        <Text size="sm">
          <Text span fw={600} inherit>
            {current.cliente}
          </Text>{' '}
          · #{current.auditId} {current.titulo} · {hoursText(current.horasEnProceso)} en proceso
        </Text>
      ) : (
        <Text size="sm">Ninguna</Text>
      )}
    </Group>
  );
}
