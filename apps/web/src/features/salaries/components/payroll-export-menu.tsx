import { Group, Text } from '@mantine/core';
import { ExportMenu } from '../../../components/export-menu';
import { type Period, periodLabel } from '../../finance/public';

/**
 * 'Nómina de <mes>': the month's payroll as a file (GET /sueldos/export: one row per employee with salary,
 * commissions, rest days, overtime, advances, amount to pay and paid state), for admin and contable.
 */
export function PayrollExportMenu({ period }: { period: Period }) {
  const label = periodLabel(period);
  return (
    <Group justify="flex-end" gap="sm" data-testid="payroll-export">
      <Text size="sm" c="dimmed">
        Nómina de {label}
      </Text>
      <ExportMenu
        what={`la nómina de ${label}`}
        download={{
          path: '/sueldos/export',
          query: { mes: period.mes, anio: period.anio },
          fallbackName: `nomina-${period.anio}-${String(period.mes).padStart(2, '0')}`,
        }}
      />
    </Group>
  );
}
