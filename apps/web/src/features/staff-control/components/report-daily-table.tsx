import type { staffReportResponseSchema } from '@auditorias/domain/schemas/staff';
import { formatMinutes } from '@auditorias/domain/staff/time-alerts';
import { Paper, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { z } from 'zod';
import { Money } from '../../../components/money';
import { formatDay } from '../../audits/public';

type ReportDay = z.infer<typeof staffReportResponseSchema>['dias'][number];

const minutes = (hours: number) => Math.round(hours * 60);

/**
 * The report's daily table (spec: date, client, audit title, hours, earned). Each audit has its own row with its own
 * worked time and commission (corrections marked, without commission); each day closes with a shaded row of the
 * day's logged hours and earnings ('Jornada del día'), so an audit's hours are never the whole day's. The totals row
 * adds up the days: logged hours and earned, the same figures as the report's totals.
 */
export function ReportDailyTable({ days }: { days: readonly ReportDay[] }) {
  const totalMinutes = days.reduce((sum, d) => sum + minutes(d.horasTrabajadas), 0);
  const totalEarned = days.reduce((sum, d) => sum + d.ganado, 0);
  const totalAudits = days.reduce((sum, d) => sum + d.auditorias.length, 0);
  return (
    // A bordered box around the table (not the table's own border, which prints half outside the page width).
    <Paper withBorder radius={0}>
      <Table withColumnBorders verticalSpacing={4} data-testid="report-days">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Auditoría</Table.Th>
            <Table.Th ta="right">Horas</Table.Th>
            <Table.Th ta="right">Ganado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text size="sm" c="dimmed" ta="center">
                  Sin actividad en el período
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {days.map((d) => (
            <Fragment key={d.fecha}>
              {d.auditorias.map((a, i) => (
                <Table.Tr key={`${a.rol}-${a.id}`} data-testid={`report-audit-${a.id}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{i === 0 ? formatDay(d.fecha) : ''}</Table.Td>
                  <Table.Td>{a.cliente}</Table.Td>
                  <Table.Td>{a.rol === 'supervisor' ? `${a.titulo} (corrección)` : a.titulo}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMinutes(a.tiempoMinutos)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {a.rol === 'supervisor' ? '—' : <Money pesos={a.comision} />}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr data-testid={`report-day-${d.fecha}`} bg="var(--mantine-color-default-hover)">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {d.auditorias.length === 0 ? formatDay(d.fecha) : ''}
                </Table.Td>
                <Table.Td colSpan={2}>
                  <Text span size="sm" c="dimmed">
                    {d.auditorias.length === 0 ? 'Sin auditorías entregadas · jornada' : 'Jornada del día'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMinutes(minutes(d.horasTrabajadas))}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  <Money pesos={d.ganado} />
                </Table.Td>
              </Table.Tr>
            </Fragment>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr
            data-testid="report-days-total"
            fw={700}
            style={{ borderTop: '2px solid var(--mantine-color-gray-5)' }}
          >
            <Table.Td>Totales</Table.Td>
            <Table.Td colSpan={2}>
              {totalAudits === 1 ? '1 auditoría' : `${totalAudits} auditorías`} · horas logueadas
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMinutes(totalMinutes)}
            </Table.Td>
            <Table.Td ta="right">
              <Money pesos={totalEarned} />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
