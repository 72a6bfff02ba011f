import { Group, Text } from '@mantine/core';
import { ExportMenu } from '../../../components/export-menu';
import { periodLabel } from '../../finance/public';

interface StaffHoursExportMenuProps {
  /** The centre's month and filters, as its list asks them. */
  filters: { mes: number; anio: number; role: string; status: string; search: string };
}

/**
 * The month's hours and overtime of every employee the centre's filters show, as one file
 * (GET /work-sessions/employee-summary/export), for admin and contable.
 */
export function StaffHoursExportMenu({ filters }: StaffHoursExportMenuProps) {
  const label = periodLabel(filters);
  return (
    <Group justify="flex-end" gap="sm" data-testid="staff-hours-export">
      <Text size="sm" c="dimmed">
        Horas del personal de {label}
      </Text>
      <ExportMenu
        what={`las horas del personal de ${label}`}
        download={{
          path: '/work-sessions/employee-summary/export',
          query: filters,
          fallbackName: `horas-personal-${filters.anio}-${String(filters.mes).padStart(2, '0')}`,
        }}
      />
    </Group>
  );
}
