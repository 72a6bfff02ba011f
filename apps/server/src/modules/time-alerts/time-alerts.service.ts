import { workedSeconds } from '@auditorias/domain/audits/timer';
import { pageOf } from '@auditorias/domain/schemas/lists';
import type {
  ResolveTimeAlertRequest,
  TimeAlert,
  TimeAlertListQuery,
  TimeAlertListResponse,
} from '@auditorias/domain/schemas/time-alerts';
import {
  mayUseTimeAlerts,
  realPercentage,
  TIME_ALERT_MSG,
  TIPO_ALERTA,
  type TimeAlertAction,
  type TimeAlertKind,
  type TimeAlertPriority,
  type TimeAlertResolution,
  type TimeAlertState,
  timeAlertFor,
  timeAlertTransition,
} from '@auditorias/domain/staff/time-alerts';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, conflict, forbidden, notFound } from '../../lib/errors';
import { afterOf } from '../../lib/keyset';
import { recordCallerActivity } from '../activity/public';
import { workPeriods } from '../audits/public';
import * as repo from './time-alerts.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toTimeAlert(row: repo.TimeAlertListRow): TimeAlert {
  const a = row.alert;
  const tipo = a.tipo as TimeAlertKind;
  const operator = row.operator?.id ? { id: row.operator.id, name: row.operator.name } : null;
  return {
    id: a.id,
    tipoAlerta: TIPO_ALERTA[tipo],
    tipo,
    prioridad: a.prioridad as TimeAlertPriority,
    estado: a.estado as TimeAlertState,
    tiempoEstimado: a.tiempoEstimadoMinutos,
    tiempoReal: a.tiempoRealMinutos,
    porcentajeReal: realPercentage(a.tiempoEstimadoMinutos, a.tiempoRealMinutos),
    mensaje: a.mensaje,
    auditId: a.auditId,
    metadatos: { clienteNombre: row.client.nombre, operadorNombre: operator?.name ?? null },
    operadorAlert: operator,
    audit: {
      id: row.audit.id,
      titulo: row.audit.titulo,
      client: { id: row.client.id, nombre: row.client.nombre },
      branch: row.branch?.id ? { id: row.branch.id, nombre: row.branch.nombre } : null,
    },
    createdAt: a.createdAt.toISOString(),
    vistaEn: iso(a.viewedAt),
    vistaPor: row.vistaPor ?? null,
    resueltaEn: iso(a.resolvedAt),
    resueltaPor: row.resueltaPor ?? null,
    resolucion: (a.resolucion as TimeAlertResolution | null) ?? null,
    nota: a.nota,
  };
}

/**
 * Raises the time alerts of an audit its operator has just finished, inside the completion's transaction (after
 * its work periods were closed): real time is the audit's worked time, the estimate its estimated hours. At most
 * one alert per audit and kind, however many times it is finished again.
 */
export async function raiseTimeAlerts(
  tx: DbOrTx,
  finished: { auditId: number; estimatedHours: number; userId: number; at: Date },
): Promise<void> {
  const estimated = Math.round(Number(finished.estimatedHours) * 60);
  const periods = await workPeriods(tx, [finished.auditId]);
  const real = Math.round(workedSeconds(periods, finished.at) / 60);
  const verdict = timeAlertFor(estimated, real);
  if (!verdict) return;
  const raised = await repo.insertAlertOnce(tx, {
    auditId: finished.auditId,
    userId: finished.userId,
    tipo: verdict.tipo,
    prioridad: verdict.prioridad,
    tiempoEstimadoMinutos: estimated,
    tiempoRealMinutos: real,
    mensaje: verdict.mensaje,
  });
  if (raised) await repo.announceAlertsChanged(tx);
}

function assertMayUse(auth: AuthContext): void {
  if (!mayUseTimeAlerts(auth.user.role)) throw forbidden();
}

/** The bell's calls: the list (since an instant), marking one seen, resolving one. Admin and supervisor only. */
export function createTimeAlertsService({ db }: { db: Db }) {
  async function list(auth: AuthContext, query: TimeAlertListQuery): Promise<TimeAlertListResponse> {
    assertMayUse(auth);
    const since = query.since ? new Date(query.since) : undefined;
    if (since && Number.isNaN(since.getTime())) throw badField('since', TIME_ALERT_MSG.badSince);
    const [rows, pendientes] = await Promise.all([
      repo.listAlerts(db, { since, estado: query.estado }, query.limit + 1, afterOf(query.cursor)),
      repo.countPending(db),
    ]);
    const { page, paginacion } = pageOf(rows, query.limit, (r) => ({ at: r.cursorAt, id: r.alert.id }));
    return { success: true, data: page.map(toTimeAlert), pendientes, paginacion };
  }

  /** Applies one transition to a locked alert; `change` gives the columns to write when the state moves. */
  async function transition(
    auth: AuthContext,
    id: number,
    action: TimeAlertAction,
    change: (now: Date) => Partial<repo.TimeAlertRow>,
    after?: (tx: DbOrTx, from: TimeAlertState) => Promise<void>,
  ): Promise<TimeAlert> {
    assertMayUse(auth);
    await db.transaction(async (tx) => {
      const alert = await repo.lockAlert(tx, id);
      if (!alert) throw notFound(TIME_ALERT_MSG.notFound);
      const from = alert.estado as TimeAlertState;
      const verdict = timeAlertTransition(action, from);
      if (!verdict.ok) throw conflict(verdict.problema);
      if (!verdict.changed) return;
      await repo.updateAlertIf(tx, id, [from], { estado: verdict.to, ...change(new Date()) });
      await after?.(tx, from);
      await repo.announceAlertsChanged(tx);
    });
    const row = await repo.findAlertRow(db, id);
    if (!row) throw notFound(TIME_ALERT_MSG.notFound);
    return toTimeAlert(row);
  }

  /** 'Marcar como vista': pendiente → revisada, with who and when (a revisada one stays as it is). */
  function markViewed(auth: AuthContext, id: number) {
    return transition(auth, id, 'view', (now) => ({ viewedAt: now, viewedBy: auth.user.id }));
  }

  /** 'Resolver': pendiente or revisada → resuelta, with the resolution, the note, who and when; logged. */
  function resolve(auth: AuthContext, id: number, body: ResolveTimeAlertRequest, ip: string | null = null) {
    return transition(
      auth,
      id,
      'resolve',
      (now) => ({
        resolvedAt: now,
        resolvedBy: auth.user.id,
        resolucion: body.resolution,
        nota: body.note ?? null,
      }),
      (tx, from) =>
        recordCallerActivity(tx, auth, {
          action: 'time_alert_resolve',
          targetType: 'alerta',
          targetId: id,
          ipAddress: ip,
          details: { alertaId: id, desde: from, resolucion: body.resolution, nota: body.note ?? null },
        }),
    );
  }

  return { list, markViewed, resolve };
}

export type TimeAlertsService = ReturnType<typeof createTimeAlertsService>;
