import type {
  editQueueRequestSchema,
  enableTransitRequestSchema,
} from '@auditorias/domain/schemas/audit-management';
import type { AuditForm } from '@auditorias/domain/schemas/audits';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audits } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { badField, conflict } from '../../lib/errors';
import type { UploadedFile } from './audit-core';
import { REVIEW_MSG, type ReviewDeps, staff } from './audit-review-core';
import * as repo from './audits.repo';

/**
 * The management queue and transit: audits held out of the operators' queue (client orders of scheduled
 * branches, scheduled audits), editing them there, letting them into transit or holding them back.
 */
export function createAuditTransit(deps: ReviewDeps) {
  const { db } = deps;
  const core = deps.audits.core;

  async function queue(auth: AuthContext, origen: 'cliente' | 'programada' | 'normal' | undefined) {
    staff(auth);
    const held = and(
      eq(audits.enTransito, false),
      inArray(audits.estado, ['solicitud', 'pendiente', 'asignada']),
      isNull(audits.deletedAt),
    );
    const rows = await repo.listAudits(
      db,
      { extra: and(held, origen ? eq(audits.origen, origen) : undefined) },
      1000,
    );
    const counts = await db
      .select({ origen: audits.origen, estado: audits.estado, n: sql<number>`count(*)::int` })
      .from(audits)
      .where(held)
      .groupBy(audits.origen, audits.estado);
    const by = (o: string) => counts.filter((c) => c.origen === o).reduce((sum, c) => sum + c.n, 0);
    return {
      data: await core.present(auth, rows),
      stats: {
        total: counts.reduce((sum, c) => sum + c.n, 0),
        porOrigen: { cliente: by('cliente'), programada: by('programada'), normal: by('normal') },
        pendientesValidacion: counts.filter((c) => c.estado === 'solicitud').reduce((sum, c) => sum + c.n, 0),
      },
    };
  }

  async function editQueue(auth: AuthContext, id: number, body: z.infer<typeof editQueueRequestSchema>) {
    staff(auth);
    await core.withLockedAudit(id, async (tx, audit) => {
      if (audit.enTransito) throw conflict('La auditoría no está en la cola de gestión');
      await repo.updateAuditIf(tx, id, [audit.estado], {
        ...(body.titulo !== undefined ? { titulo: body.titulo } : {}),
        ...(body.descripcion !== undefined ? { descripcion: body.descripcion } : {}),
        ...(body.prioridad !== undefined ? { prioridad: body.prioridad } : {}),
        ...(body.fechaSolicitada !== undefined ? { fechaSolicitada: body.fechaSolicitada } : {}),
        ...(body.fechaProgramada !== undefined ? { fechaProgramada: body.fechaProgramada } : {}),
        ...(body.observaciones !== undefined ? { observacionesIniciales: body.observaciones } : {}),
      });
      await core.timeline(tx, auth, id, 'editada_cola', audit.estado, audit.estado);
    });
    return core.presentOne(auth, id);
  }

  async function enableTransit(
    auth: AuthContext,
    id: number,
    body: z.infer<typeof enableTransitRequestSchema>,
  ) {
    const target = body.operadorId ? await core.assignableUser(body.operadorId) : null;
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = core.check(auth, 'enable_transit', { ...audit, operadorId: target?.id ?? null });
      const now = new Date();
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        enTransito: true,
        ...(target ? { operadorId: target.id, asignadoPor: auth.user.id, fechaAsignacion: now } : {}),
        ...(body.fechaProgramada !== undefined ? { fechaProgramada: body.fechaProgramada } : {}),
        ...(body.prioridad ? { prioridad: body.prioridad } : {}),
      });
      await core.timeline(
        tx,
        auth,
        id,
        'habilitada_transito',
        audit.estado,
        to,
        target ? `Asignada a ${target.name}` : null,
      );
    });
    return core.presentOne(auth, id);
  }

  async function pauseTransit(auth: AuthContext, id: number) {
    await core.withLockedAudit(id, async (tx, audit) => {
      const to = core.check(auth, 'pause_transit', audit);
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        enTransito: false,
        operadorId: null,
        asignadoPor: null,
        fechaAsignacion: null,
      });
      await core.timeline(tx, auth, id, 'transito_pausado', audit.estado, to);
    });
    return core.presentOne(auth, id);
  }

  /** A scheduled audit (admin): it waits in the management queue until enabled. */
  async function createScheduled(auth: AuthContext, form: AuditForm, uploads: UploadedFile[]) {
    staff(auth, ['admin']);
    if (!form.fechaProgramada) throw badField('fechaProgramada', REVIEW_MSG.scheduledDateRequired);
    return deps.audits.create(auth, { ...form, origenCarga: 'programada' }, uploads);
  }

  return { queue, editQueue, enableTransit, pauseTransit, createScheduled };
}
