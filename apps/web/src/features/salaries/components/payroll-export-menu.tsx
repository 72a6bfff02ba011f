import { MonthExportMenu, type Period } from '../../finance/public';

/**
 * 'Nómina de <mes>': the month's payroll as a file (GET /sueldos/export: one row per employee with salary,
 * commissions, rest days, overtime, advances, amount to pay and paid state), for admin and contable.
 */
export function PayrollExportMenu({ period }: { period: Period }) {
  return (
    <MonthExportMenu
      title="Nómina"
      what="la nómina"
      path="/sueldos/export"
      baseName="nomina"
      period={period}
    />
  );
}
