import type { staffReportResponseSchema } from '@auditorias/domain/schemas/staff';
import { formatMinutes } from '@auditorias/domain/staff/time-alerts';
import { Paper, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import { Money } from '../../../components/money';
import { formatDay } from '../../audits/public';

type ReportDay = z.infer<typeof staffReportResponseSchema>['dias'][number];

const minutes = (hours: number) => Math.round(hours * 60);

function Lines({ values }: { values: string[] }) {
  if (values.length === 0) return <Text span>—</Text>;
  return (
    <>
      {values.map((v, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one cell, in their order
        <Text key={i} inherit lh={1.4}>
          {v}
        </Text>
      ))}
    </>
  );
}

/**
 * The report's daily table: one row per day with time or audits — its date, the clients and titles of the audits
 * (corrections marked), the hours worked that day and what was earned — and the totals of its columns.
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
            <Table.Tr key={d.fecha} data-testid={`report-day-${d.fecha}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(d.fecha)}</Table.Td>
              <Table.Td>
                <Lines values={d.auditorias.map((a) => a.cliente)} />
              </Table.Td>
              <Table.Td>
                <Lines
                  values={d.auditorias.map((a) =>
                    a.rol === 'supervisor' ? `${a.titulo} (corrección)` : a.titulo,
                  )}
                />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMinutes(minutes(d.horasTrabajadas))}
              </Table.Td>
              <Table.Td ta="right">
                <Money pesos={d.ganado} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr
            data-testid="report-days-total"
            fw={700}
            style={{ borderTop: '2px solid var(--mantine-color-gray-5)' }}
          >
            <Table.Td>Totales</Table.Td>
            <Table.Td colSpan={2}>{totalAudits === 1 ? '1 auditoría' : `${totalAudits} auditorías`}</Table.Td>
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
