import { Group, Text } from '@mantine/core';
import { ExportMenu } from '../../../components/export-menu';
import type { ExportQuery } from '../../../lib/download-export';
import { type Period, periodLabel } from '../finance-period';

interface MonthExportMenuProps {
  /** What the file holds, as said before the month ('Balance', 'Personal'). */
  title: string;
  /** The same with its article, for the buttons' accessible names ('el balance'). */
  what: string;
  /** The export call (GET, `mes`, `anio`, `formato`, and `filters` if any). */
  path: string;
  /** The file name without the month ('balance' → 'balance-2026-11'). */
  baseName: string;
  period: Period;
  /** The list's other filters, sent with the month (the staff centre's role, status and search). */
  filters?: ExportQuery;
}

/**
 * A month's file (CSV, XLSX), with the month it covers said beside it: the finance tabs', the payroll's
 * and the staff hours'.
 */
export function MonthExportMenu({ title, what, path, baseName, period, filters }: MonthExportMenuProps) {
  const label = periodLabel(period);
  return (
    <Group justify="flex-end" gap="sm" data-testid={`${baseName}-export`}>
      <Text size="sm" c="dimmed">
        {title} de {label}
      </Text>
      <ExportMenu
        what={`${what} de ${label}`}
        download={{
          path,
          query: { ...filters, mes: period.mes, anio: period.anio },
          fallbackName: `${baseName}-${period.anio}-${String(period.mes).padStart(2, '0')}`,
        }}
      />
    </Group>
  );
}
