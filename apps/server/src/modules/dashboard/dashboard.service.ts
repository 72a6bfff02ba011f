import { AUDIT_STATES } from '@auditorias/domain/audits/states';
import { centavosToPesos } from '@auditorias/domain/money';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditStateCounts, clients, deletionAlerts, users } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';

const eliminador = alias(users, 'eliminador');

/** The admin overview: counters kept by a trigger, and the small tables counted directly. */
export function createDashboardService(deps: { db: Db }) {
  const { db } = deps;

  async function stats() {
    const [counts, [clientRow], [userRow]] = await Promise.all([
      db.select().from(auditStateCounts),
      db
        .select({
          total: sql<number>`count(*)::int`,
          activos: sql<number>`count(*) filter (where ${clients.activo})::int`,
        })
        .from(clients)
        .where(and(isNull(clients.deletedAt), isNull(clients.parentId))),
      db
        .select({
          total: sql<number>`count(*)::int`,
          operadores: sql<number>`count(*) filter (where ${users.role} = 'operador')::int`,
          supervisores: sql<number>`count(*) filter (where ${users.role} = 'supervisor')::int`,
        })
        .from(users)
        .where(isNull(users.deletedAt)),
    ]);
    const n = (...estados: string[]) =>
      counts.filter((c) => estados.includes(c.estado)).reduce((sum, c) => sum + Number(c.n), 0);
    return {
      auditorias: {
        total: n(...AUDIT_STATES),
        pendientes: n('solicitud', 'pendiente', 'asignada'),
        enProceso: n('en_proceso', 'pausada'),
        completadas: n('terminada', 'guardado_supervisor', 'aprobada', 'entregada', 'facturada'),
      },
      clientes: { total: clientRow?.total ?? 0, activos: clientRow?.activos ?? 0 },
      usuarios: {
        total: userRow?.total ?? 0,
        operadores: userRow?.operadores ?? 0,
        supervisores: userRow?.supervisores ?? 0,
      },
    };
  }

  /** Deletion alerts not yet reviewed, newest first (the overview shows 5 and 'and N more'). */
  async function alerts() {
    const rows = await db
      .select({ alert: deletionAlerts, eliminadoPor: eliminador.name })
      .from(deletionAlerts)
      .leftJoin(eliminador, eq(eliminador.id, deletionAlerts.eliminadoPor))
      .where(isNull(deletionAlerts.revisadaAt))
      .orderBy(desc(deletionAlerts.fechaEliminacion), desc(deletionAlerts.id))
      .limit(100);
    return rows.map((r) => ({
      id: r.alert.id,
      auditId: r.alert.auditId,
      tipo: r.alert.tipo,
      monto: centavosToPesos(r.alert.monto),
      eliminadoPor: r.eliminadoPor ?? null,
      fechaOriginal: r.alert.fechaOriginal.toISOString(),
      fechaEliminacion: r.alert.fechaEliminacion.toISOString(),
      razon: r.alert.razon,
    }));
  }

  async function markReviewed(auth: AuthContext, id: number) {
    const rows = await db
      .update(deletionAlerts)
      .set({ revisadaAt: new Date(), revisadaPor: auth.user.id })
      .where(and(eq(deletionAlerts.id, id), isNull(deletionAlerts.revisadaAt)))
      .returning({ id: deletionAlerts.id });
    if (rows.length === 0) throw notFound('Alerta no encontrada');
  }

  return { stats, alerts, markReviewed };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
