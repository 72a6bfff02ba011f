import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { formatMinutes, timeAlertKindLabel } from '@auditorias/domain/staff/time-alerts';

/** 'Alerta de tiempo: EXCESO' (TIEMPO_MAYOR) or 'Alerta de tiempo: ANTICIPO' — toasts and desktop notifications. */
export function timeAlertTitle(alert: TimeAlert): string {
  return `Alerta de tiempo: ${timeAlertKindLabel(alert.tipoAlerta)}`;
}

export function timeAlertClient(alert: TimeAlert): string {
  return alert.metadatos.clienteNombre || alert.audit.client.nombre;
}

export function timeAlertOperator(alert: TimeAlert): string {
  return alert.operadorAlert?.name ?? alert.metadatos.operadorNombre ?? 'Sin operador';
}

export function timeAlertAudit(alert: TimeAlert): string {
  return `#${alert.audit.id} ${alert.audit.titulo}`;
}

/** 'Estimado: 2 h · Real: 3 h 05 min (154 %)' — times as hours and minutes. */
export function timeAlertTimes(alert: TimeAlert): string {
  return `Estimado: ${formatMinutes(alert.tiempoEstimado)} · Real: ${formatMinutes(alert.tiempoReal)} (${alert.porcentajeReal} %)`;
}

/** One line for a desktop notification: audit, client, operator and times. */
export function timeAlertSummary(alert: TimeAlert): string {
  return `${timeAlertAudit(alert)} · ${timeAlertClient(alert)} · ${timeAlertOperator(alert)}. ${timeAlertTimes(alert)}`;
}
