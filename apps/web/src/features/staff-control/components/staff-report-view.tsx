import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import type { staffReportResponseSchema } from '@auditorias/domain/schemas/staff';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { z } from 'zod';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { periodLabel } from '../../finance/public';
import { hoursText } from '../staff-texts';
import { ReportDailyTable } from './report-daily-table';
import { StatFigure } from './stat-figure';

type StaffReport = z.infer<typeof staffReportResponseSchema>;

/**
 * The printable monthly report of one employee: who, the period, when it was generated, the month's totals (audits;
 * corrections for a supervisor; logged hours; total earned), the rest-day pay note and the daily table.
 */
export function StaffReportView({ report }: { report: StaffReport }) {
  const { usuario, totales } = report;
  const supervisor = usuario.role === 'supervisor';
  return (
    <Stack gap="md" className="staff-print-report" component="article" aria-label="Reporte mensual">
      <Group justify="space-between" align="flex-start" data-no-print>
        <Text size="sm" c="dimmed">
          Vista para imprimir (A4).
        </Text>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </Group>
      <div>
        <Title order={1} size="h3">
          Reporte mensual de control horario
        </Title>
        <Text fw={600} size="lg" data-testid="report-name">
          {usuario.name}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">Rol: {ROLE_LABELS[usuario.role]}</Text>
          <Text size="sm">Período: {periodLabel(report.periodo)}</Text>
          <Text size="sm">
            Generado: <DateTime value={report.generadoEn} />
          </Text>
        </Group>
      </div>
      <Paper withBorder radius="sm" p="sm">
        <SimpleGrid cols={supervisor ? 5 : 4} spacing="sm" data-testid="report-totals">
          <StatFigure label="Auditorías">{totales.auditorias}</StatFigure>
          {supervisor ? <StatFigure label="Correcciones">{totales.correcciones}</StatFigure> : null}
          <StatFigure label="Horas logueadas">{hoursText(totales.horasLogueadas)}</StatFigure>
          <StatFigure label="Horas extra">{hoursText(totales.horasExtra)}</StatFigure>
          <StatFigure label="Total ganado">
            <Money pesos={totales.totalGanado} />
            <Text size="xs" c="dimmed" component="div">
              {totales.sueldoFinal !== null ? 'Sueldo final' : 'Comisiones'}
            </Text>
          </StatFigure>
        </SimpleGrid>
      </Paper>
      <Text size="sm" data-testid="report-francos-note">
        {report.notaFrancos}
      </Text>
      <ReportDailyTable days={report.dias} />
    </Stack>
  );
}
