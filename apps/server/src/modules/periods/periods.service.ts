import { mayUseFinance } from '@auditorias/domain/auth/access';
import { monthKey } from '@auditorias/domain/finance/figures';
import {
  hasPeriodEnded,
  type MonthPeriod,
  PERIOD_MSG,
  periodOfDay,
  reopenReason,
} from '@auditorias/domain/finance/periods';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { closedPeriods, periodClosureEvents, users } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { badField, badRequest, conflict, forbidden } from '../../lib/errors';
import { recordCallerActivity } from '../activity/public';
import { monthSnapshot } from '../finance/public';

const HISTORY_LIMIT = 100;

/** Whether the month is closed (read in the caller's transaction). */
export async function isPeriodClosed(db: DbOrTx, p: MonthPeriod): Promise<boolean> {
  const [row] = await db
    .select({ mes: closedPeriods.mes })
    .from(closedPeriods)
    .where(and(eq(closedPeriods.anio, p.anio), eq(closedPeriods.mes, p.mes)));
  return row !== undefined;
}

/** Refuses (409, Spanish) a change to a closed month: the services ask before the database trigger would. */
export async function assertPeriodOpen(db: DbOrTx, p: MonthPeriod): Promise<void> {
  if (await isPeriodClosed(db, p)) throw conflict(PERIOD_MSG.cerrado(p));
}

/**
 * The same check for money events dated on 'YYYY-MM-DD' days, in one query: an entry dated in a closed month, or
 * before one (it would change the balances the closed month ends with, its opening cash included), is refused
 * (409, naming the closed month: the first closed month on or after the earliest day).
 */
export async function assertDaysOpen(db: DbOrTx, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  const earliest = days.reduce((a, b) => (b < a ? b : a));
  const p = periodOfDay(earliest);
  const [hit] = await db
    .select({ mes: closedPeriods.mes, anio: closedPeriods.anio })
    .from(closedPeriods)
    .where(sql`(${closedPeriods.anio}, ${closedPeriods.mes}) >= (${p.anio}, ${p.mes})`)
    .orderBy(asc(closedPeriods.anio), asc(closedPeriods.mes))
    .limit(1);
  if (!hit) return;
  const sameMonth = hit.anio === p.anio && hit.mes === p.mes;
  throw conflict(sameMonth ? PERIOD_MSG.cerrado(hit) : PERIOD_MSG.cerradoPosterior(hit));
}

/** Month close: list, close and reopen (admin), each recorded in the period history and the activity log. */
export function createPeriodsService({ db }: { db: DbOrTx }) {
  async function list(auth: AuthContext) {
    if (!mayUseFinance(auth.user, 'finance_view')) throw forbidden();
    const closer = users;
    const cerrados = await db
      .select({
        mes: closedPeriods.mes,
        anio: closedPeriods.anio,
        closedAt: closedPeriods.closedAt,
        name: closer.name,
      })
      .from(closedPeriods)
      .leftJoin(closer, eq(closer.id, closedPeriods.closedBy))
      .orderBy(desc(closedPeriods.anio), desc(closedPeriods.mes));
    const historial = await db
      .select({
        id: periodClosureEvents.id,
        mes: periodClosureEvents.mes,
        anio: periodClosureEvents.anio,
        accion: periodClosureEvents.accion,
        motivo: periodClosureEvents.motivo,
        createdAt: periodClosureEvents.createdAt,
        name: users.name,
      })
      .from(periodClosureEvents)
      .leftJoin(users, eq(users.id, periodClosureEvents.userId))
      .orderBy(desc(periodClosureEvents.id))
      .limit(HISTORY_LIMIT);
    return {
      success: true as const,
      cerrados: cerrados.map((c) => ({
        mes: c.mes,
        anio: c.anio,
        cerradoEn: c.closedAt.toISOString(),
        cerradoPor: c.name,
      })),
      historial: historial.map((h) => ({
        id: h.id,
        mes: h.mes,
        anio: h.anio,
        accion: h.accion as 'cerrar' | 'reabrir',
        motivo: h.motivo,
        usuario: h.name,
        fecha: h.createdAt.toISOString(),
      })),
    };
  }

  async function close(auth: AuthContext, p: MonthPeriod, ip: string | null) {
    if (!hasPeriodEnded(p)) throw badRequest(PERIOD_MSG.noTerminado(p));
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(closedPeriods)
        .values({ anio: p.anio, mes: p.mes, closedBy: auth.user.id })
        .onConflictDoNothing()
        .returning({ mes: closedPeriods.mes });
      if (inserted.length === 0) throw conflict(PERIOD_MSG.yaCerrado(p));
      await tx.insert(periodClosureEvents).values({ ...p, accion: 'cerrar', userId: auth.user.id });
      // The month's figures as closed (the reconciliation compares them with the same figures read later).
      const cifras = await monthSnapshot(tx, p);
      await recordCallerActivity(tx, auth, {
        action: 'period_close',
        targetType: 'periodo',
        targetId: monthKey(p.anio, p.mes),
        ipAddress: ip,
        details: { ...p, cifras },
      });
      return { success: true as const, message: PERIOD_MSG.cerradoOk(p), periodo: { ...p, cerrado: true } };
    });
  }

  async function reopen(
    auth: AuthContext,
    body: MonthPeriod & { motivo?: string | null | undefined },
    ip: string | null,
  ) {
    const p = { mes: body.mes, anio: body.anio };
    const motivo = reopenReason(body.motivo);
    if (!motivo) throw badField('motivo', PERIOD_MSG.motivoRequerido);
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(closedPeriods)
        .where(and(eq(closedPeriods.anio, p.anio), eq(closedPeriods.mes, p.mes)))
        .returning({ mes: closedPeriods.mes });
      if (removed.length === 0) throw conflict(PERIOD_MSG.noCerrado(p));
      await tx.insert(periodClosureEvents).values({ ...p, accion: 'reabrir', motivo, userId: auth.user.id });
      await recordCallerActivity(tx, auth, {
        action: 'period_reopen',
        targetType: 'periodo',
        targetId: monthKey(p.anio, p.mes),
        ipAddress: ip,
        details: { ...p, motivo },
      });
      return {
        success: true as const,
        message: PERIOD_MSG.reabiertoOk(p),
        periodo: { ...p, cerrado: false },
      };
    });
  }

  return { list, close, reopen };
}

export type PeriodsService = ReturnType<typeof createPeriodsService>;
