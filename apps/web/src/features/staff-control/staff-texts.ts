import type { EmployeeRoleFilter, EmployeeStatusFilter } from '@auditorias/domain/schemas/staff';
import type { DayLevel, SpeedIndicator } from '@auditorias/domain/staff/hours';
import { formatMinutes } from '@auditorias/domain/staff/time-alerts';
import type { MantineColor } from '@mantine/core';

/** The spec's texts of the staff control screens (section 2 and the staff errors of section 8). */
export const STAFF_TEXT = {
  noPermission: 'No tienes permisos para acceder a esta sección.',
  empty: 'No se encontraron empleados',
  authorizeError: 'Error al autorizar horas extras',
  closeSessionError: 'Error al cerrar sesión',
  dayDetailError: 'Error al cargar el detalle del día',
  widgetError: 'Error cargando información',
  revokeError: 'Error al revocar horas extras',
  reportError: 'Error al cargar el reporte',
} as const;

/** The role filter of the spec: all, operators, supervisors. */
export const ROLE_FILTER_OPTIONS: { value: EmployeeRoleFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'operador', label: 'Operadores' },
  { value: 'supervisor', label: 'Supervisores' },
];

/** The status filter of the spec: all, only logged in, with an audit in progress. */
export const STATUS_FILTER_OPTIONS: { value: EmployeeStatusFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'logueados', label: 'Solo conectados' },
  { value: 'en_proceso', label: 'Con auditoría en curso' },
];

/** How a day stands against the workday (domain `classifyDay`), in the calendar's colours. */
export const DAY_LEVELS: Record<DayLevel, { label: string; color: MantineColor }> = {
  normal: { label: 'Horas regulares', color: 'green' },
  cerca: { label: 'Cerca del límite (7,5 h)', color: 'lime' },
  extra: { label: 'Horas extra (más de 8 h)', color: 'yellow' },
  excesivo: { label: 'Excesivo (más de 10 h)', color: 'orange' },
  critico: { label: 'Crítico (más de 12 h)', color: 'red' },
};

/** The day detail's speed indicator (domain `speedIndicator`). */
export const SPEED_LABELS: Record<SpeedIndicator, { label: string; color: MantineColor }> = {
  ok: { label: 'OK', color: 'green' },
  rapido: { label: 'Rápido', color: 'blue' },
  lento: { label: 'Lento', color: 'red' },
};

/** Decimal hours as the screens show times: hours and minutes ('9 h 30 min'). */
export function hoursText(hours: number): string {
  return formatMinutes(Math.round(hours * 60));
}
