import { z } from 'zod';
import { auditFilesQuerySchema } from './audit-files';
import { managementQuerySchema } from './audit-management';
import { auditListQuerySchema } from './audits';
import { clientListQuerySchema } from './clients';
import { monthQueryShape } from './common';
import { exportFormatSchema } from './finance';
import { employeeSummaryQuerySchema } from './staff';
import { userListQuerySchema } from './users';

/**
 * The list exports (docs/decisions.md, "Exportaciones de listas"): each list's `/export` call takes the list's own
 * filters (never its page: `limit` and `cursor`) plus `formato=csv|xlsx`, and answers a file, not JSON.
 */
const formato = { formato: exportFormatSchema };
const page = { limit: true, cursor: true } as const;

/** GET /audits/export: the filters of GET /audits (the tracking list, and the histories' searches). */
export const auditListExportQuerySchema = auditListQuerySchema
  .omit({ ...page, available: true })
  .extend(formato);
export type AuditListExportQuery = z.infer<typeof auditListExportQuerySchema>;

/** GET /audits/management/export: the filters of the management list. */
export const managementExportQuerySchema = managementQuerySchema.omit(page).extend(formato);
export type ManagementExportQuery = z.infer<typeof managementExportQuerySchema>;

/** The exports of lists without filters (an operator's or supervisor's history, a conversation). */
export const formatOnlyExportQuerySchema = z.strictObject(formato);

/** GET /users/export */
export const userListExportQuerySchema = userListQuerySchema.omit(page).extend(formato);
export type UserListExportQuery = z.infer<typeof userListExportQuerySchema>;

/** GET /clients/export: the companies of GET /clients, one row per branch. */
export const clientListExportQuerySchema = clientListQuerySchema.extend(formato);
export type ClientListExportQuery = z.infer<typeof clientListExportQuerySchema>;

/** GET /audits/files/export */
export const auditFilesExportQuerySchema = auditFilesQuerySchema.omit(page).extend(formato);
export type AuditFilesExportQuery = z.infer<typeof auditFilesExportQuerySchema>;

/**
 * The accountant's month files (docs/decisions.md, "Exports"): GET /sueldos/export (the payroll),
 * /finanzas/balance/export and /finanzas/personal/export take a month (the current Argentine month when left out).
 */
export const monthExportQuerySchema = z.strictObject({ ...monthQueryShape, ...formato });
export type MonthExportQuery = z.infer<typeof monthExportQuerySchema>;

/** GET /work-sessions/employee-summary/export: the staff centre's month and filters, every employee of them. */
export const employeeHoursExportQuerySchema = z.strictObject({
  ...employeeSummaryQuerySchema.omit(page).shape,
  ...formato,
});
export type EmployeeHoursExportQuery = z.infer<typeof employeeHoursExportQuerySchema>;
