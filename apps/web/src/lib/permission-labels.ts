import type { PermissionKey } from '@auditorias/domain/auth/permissions';

/*
 * Spanish labels of the spec's permission keys, for the per-user permission editor. packages/domain has no labels
 * for them yet; when it does, use those and delete this file.
 */
export const PERMISSION_LABELS: Record<PermissionKey, string> = {
  audit_view: 'Ver auditorías',
  audit_correct: 'Corregir auditorías',
  audit_create: 'Crear auditorías',
  finance_view: 'Ver finanzas',
  finance_manage: 'Gestionar finanzas',
  puedeVerSueldo: 'Ver sueldo',
  user_view: 'Ver usuarios',
  user_manage: 'Gestionar usuarios',
  client_view: 'Ver clientes',
  client_manage: 'Gestionar clientes',
};
