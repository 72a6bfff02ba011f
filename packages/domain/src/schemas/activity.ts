import { z } from 'zod';
import { idsOf } from '../labels';
import { pageQueryShape, pageResponseSchema } from './lists';

/**
 * The audit trail ('Registro de actividad', issue 15 §11): every sensitive action leaves a record with who did it
 * (and the admin behind an impersonation), what, on which object, when and from which IP. Admins browse and export it.
 *
 * The codes are stored in `activity_log.action`; the labels are what the screen and the exports show.
 */
export const ACTIVITY_ACTION_LABELS = {
  impersonacion_inicio: 'Inicio de impersonación',
  impersonacion_fin: 'Fin de impersonación',
  escritura_impersonada: 'Cambio en modo impersonación',
  dvr_password_view: 'Vio contraseñas del DVR',
  user_create: 'Alta de usuario',
  user_update: 'Edición de usuario',
  user_role_change: 'Cambio de rol',
  user_permissions: 'Cambio de permisos',
  user_activation: 'Activación o desactivación de usuario',
  user_delete: 'Eliminación de usuario',
  operator_client_assign: 'Cliente asignado a operador',
  operator_client_unassign: 'Cliente desasignado de operador',
  operator_block: 'Operador bloqueado para un cliente',
  operator_unblock: 'Operador desbloqueado para un cliente',
  finance_collect: 'Cobro',
  finance_revert: 'Reversión de cobro',
  finance_forgive: 'Condonación de deuda',
  finance_priority: 'Cambio de prioridad de cobro',
  finance_toggle_free: 'Auditoría marcada o desmarcada como gratis',
  finance_claim_debt: 'Reclamo de deuda',
  finance_income: 'Ingreso manual',
  finance_movement: 'Movimiento manual',
  finance_expense_create: 'Gasto registrado',
  finance_expense_update: 'Gasto modificado',
  finance_expense_delete: 'Gasto revertido',
  finance_audit_edit: 'Auditoría editada desde finanzas',
  finance_audit_delete: 'Auditoría eliminada desde finanzas',
  finance_repair: 'Reparación de finanzas',
  salary_configure: 'Configuración de sueldo',
  salary_recalculate: 'Recálculo de sueldo',
  salary_pay: 'Pago de sueldo',
  salary_revert: 'Reversión de pago de sueldo',
  salary_expenses: 'Gastos de sueldos generados',
  commission_pay: 'Pago de comisiones',
  commission_revert: 'Reversión de pago de comisiones',
  period_close: 'Cierre de período',
  period_reopen: 'Reapertura de período',
  time_alert_resolve: 'Alerta de tiempo resuelta',
  audit_delete: 'Auditoría eliminada',
  client_delete: 'Cliente eliminado',
  branch_delete: 'Sucursal eliminada',
  file_delete: 'Archivo eliminado',
  files_month_delete: 'Archivos de un mes eliminados',
  message_delete: 'Mensaje eliminado',
  conversation_delete: 'Conversación eliminada',
} as const satisfies Record<string, string>;

export type ActivityAction = keyof typeof ACTIVITY_ACTION_LABELS;
export const ACTIVITY_ACTIONS = idsOf(ACTIVITY_ACTION_LABELS);

/** What an action was done on: the kind of object (with its id in `objetivoId`). */
export const ACTIVITY_TARGET_LABELS = {
  usuario: 'Usuario',
  cliente: 'Cliente',
  sucursal: 'Sucursal',
  auditoria: 'Auditoría',
  archivo: 'Archivo',
  mensaje: 'Mensaje',
  conversacion: 'Conversación',
  movimiento: 'Movimiento',
  gasto: 'Gasto',
  sueldo: 'Sueldo',
  periodo: 'Período',
  alerta: 'Alerta de tiempo',
  operador: 'Operador',
} as const satisfies Record<string, string>;

export type ActivityTargetType = keyof typeof ACTIVITY_TARGET_LABELS;
export const ACTIVITY_TARGET_TYPES = idsOf(ACTIVITY_TARGET_LABELS);

/** The label of an action code; an unknown code (an older record) is shown as it is. */
export function activityActionLabel(action: string): string {
  return (ACTIVITY_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

export function activityTargetLabel(type: string | null): string {
  if (!type) return '';
  return (ACTIVITY_TARGET_LABELS as Record<string, string>)[type] ?? type;
}

export const ACTIVITY_MSG = {
  rangoInvalido: 'La fecha "desde" no puede ser posterior a "hasta"',
} as const;

const isoDay = z.iso.date({ error: 'Fecha inválida (AAAA-MM-DD)' });
const idNumber = z.coerce.number().int().min(1).max(2_147_483_647);

/** The filters of the screen (and of the export): days are Argentine calendar days, both ends included. */
export const activityFilterShape = {
  /** The person who acted: the user, or the admin behind an impersonation. */
  usuarioId: idNumber.optional(),
  accion: z.enum(ACTIVITY_ACTIONS).optional(),
  tipo: z.enum(ACTIVITY_TARGET_TYPES).optional(),
  desde: isoDay.optional(),
  hasta: isoDay.optional(),
  /** Text in the person's name, the action's label, the request path or the details. */
  q: z.string().trim().min(1).max(100).optional(),
};

const rangeRefine = <T extends { desde?: string | undefined; hasta?: string | undefined }>(v: T) =>
  !v.desde || !v.hasta || v.desde <= v.hasta;

export const activityListQuerySchema = z
  .strictObject({ ...activityFilterShape, ...pageQueryShape })
  .refine(rangeRefine, { message: ACTIVITY_MSG.rangoInvalido, path: ['desde'] });
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const activityExportQuerySchema = z
  .strictObject({ formato: z.enum(['csv', 'xlsx']), ...activityFilterShape })
  .refine(rangeRefine, { message: ACTIVITY_MSG.rangoInvalido, path: ['desde'] });
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const activityEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  fecha: z.string(),
  accion: z.string(),
  accionLabel: z.string(),
  /**
   * The record as a Spanish sentence with names ('Carla Contable registró un ingreso manual de $ 85.000 del
   * 18/11/2026'): `activitySentence` in `activity/sentence.ts`; the export shows the same.
   */
  descripcion: z.string(),
  /** The object acted on, named ('Cliente Demo Norte S.A.'), or its kind and number when gone; null without one. */
  objetivo: z.string().nullable(),
  /** Who the action was made as (the impersonated user while impersonating). */
  usuario: person,
  /** The admin behind an impersonation, or null. */
  impersonador: person,
  objetivoTipo: z.string().nullable(),
  objetivoId: z.string().nullable(),
  metodo: z.string().nullable(),
  ruta: z.string().nullable(),
  estado: z.number().int().nullable(),
  ip: z.string().nullable(),
  detalles: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListResponseSchema = pageResponseSchema('data', activityEntrySchema);
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;
