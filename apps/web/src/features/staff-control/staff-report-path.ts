import type { Period } from '../finance/public';

/** The printable monthly report of an employee (opened in a new tab from the staff centre). */
export const STAFF_REPORT_ROUTE = '/personal/reporte/:userId';

export function staffReportPath(userId: number, period: Period): string {
  return `/personal/reporte/${userId}?mes=${period.mes}&anio=${period.anio}`;
}
