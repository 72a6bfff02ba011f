import { MonthExportMenu } from '../../finance/public';

interface StaffHoursExportMenuProps {
  /** The centre's month and filters, as its list asks them. */
  filters: { mes: number; anio: number; role: string; status: string; search: string };
}

/**
 * The month's hours and overtime of every employee the centre's filters show, as one file
 * (GET /work-sessions/employee-summary/export), for admin and contable.
 */
export function StaffHoursExportMenu({ filters: { mes, anio, ...filters } }: StaffHoursExportMenuProps) {
  return (
    <MonthExportMenu
      title="Horas del personal"
      what="las horas del personal"
      path="/work-sessions/employee-summary/export"
      baseName="horas-personal"
      period={{ mes, anio }}
      filters={filters}
    />
  );
}
