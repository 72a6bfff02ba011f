import { createStaffActions } from './staff-actions.service';
import { createStaffCore, type StaffDeps } from './staff-core';
import { createStaffDays } from './staff-days.service';
import { createStaffMonth } from './staff-month';
import { createStaffSummary } from './staff-summary.service';

/**
 * Staff time control (spec: staff control centre, work-time widget, §7 "Staff time control"; docs/decisions.md:
 * "Control horario"). Hours come from the sign-in sessions, split by Argentine day (domain `staff/hours`); an
 * employee's completed audits are those delivered (entregada or facturada), on the Argentine day of delivery, the
 * day their pay is posted to the ledger.
 */

/**
 * The staff service, put together from its use cases (one file each, docs/decisions.md 'Salaries, staff and
 * clients use cases, one file each'); the SQL lives in `staff.repo.ts` (one repository per kind of read):
 * - `staff-core.ts`: the user a call is about, who may read, sessions read into days, one user's hours of a day;
 * - `staff-days.service.ts`: GET user-hours, daily-audit-counts, day-detail;
 * - `staff-month.ts` and `staff-summary.service.ts`: the month of some employees, the cards and the report;
 * - `staff-actions.service.ts`: authorizing and revoking overtime, closing every employee's session.
 */
export function createStaffService(deps: StaffDeps) {
  const core = createStaffCore(deps);
  const days = createStaffDays(core);
  const summary = createStaffSummary(core, createStaffMonth(core));
  const actions = createStaffActions(core);
  return {
    userHours: days.userHours,
    employeeSummary: summary.employeeSummary,
    report: summary.report,
    dailyAuditCounts: days.dailyAuditCounts,
    dayDetail: days.dayDetail,
    authorizeOvertime: actions.authorizeOvertime,
    revokeOvertime: actions.revokeOvertime,
    closeAllSessions: actions.closeAllSessions,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
