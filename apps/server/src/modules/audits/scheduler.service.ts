import { isScheduledOn, nextDay, scheduleKey } from '@auditorias/domain/audits/scheduling';
import { effectiveBranch } from '@auditorias/domain/clients/branch-rules';
import { argentineDay, formatDate } from '@auditorias/domain/format/locale';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audits, branches, clients } from '../../db/schema/index';
import { branchOwn, clientDefaults } from '../clients/public';
import { addTimeline } from './audits.repo';

/**
 * Creates the audits a branch's modality calls for, today (in transit) and tomorrow (waiting in the management
 * queue), and enables the waiting ones when their day comes. Idempotent: one audit per branch and day (a unique
 * key), so running it twice, or on two servers, creates nothing twice.
 */
export function createSchedulerService(deps: { db: Db }) {
  const { db } = deps;

  async function run(now = new Date()) {
    const today = argentineDay(now);
    const days = [today, nextDay(today)];
    const rows = await db
      .select({ branch: branches, client: clients })
      .from(branches)
      .innerJoin(clients, eq(clients.id, branches.clientId))
      .where(
        and(
          isNull(branches.deletedAt),
          eq(branches.activa, true),
          isNull(clients.deletedAt),
          eq(clients.activo, true),
        ),
      );
    let created = 0;
    for (const { branch, client } of rows) {
      const { efectivo } = effectiveBranch(clientDefaults(client), branchOwn(branch));
      for (const day of days) {
        if (
          !isScheduledOn(
            {
              modalidad: efectivo.modalidad,
              diasAuditoria: efectivo.diasAuditoria,
              fechaExacta: efectivo.fechaExacta,
            },
            day,
          )
        )
          continue;
        await db.transaction(async (tx) => {
          const [audit] = await tx
            .insert(audits)
            .values({
              titulo: `Auditoría programada — ${branch.nombre} (${formatDate(`${day}T12:00:00-03:00`)})`,
              estado: 'pendiente',
              origen: 'programada',
              enTransito: day <= today,
              clientId: client.id,
              branchId: branch.id,
              sucursal: branch.nombre,
              direccion: branch.direccion,
              fechaSolicitada: day,
              fechaProgramada: day,
              prioridad: client.tipoAuditoriaDefault,
              horasEstimadas: efectivo.tiempoEstimadoMin / 60,
              programacionClave: scheduleKey(branch.id, day),
            })
            .onConflictDoNothing({ target: audits.programacionClave })
            .returning({ id: audits.id });
          if (!audit) return;
          created++;
          await addTimeline(tx, {
            auditId: audit.id,
            action: 'creada',
            toEstado: 'pendiente',
            note: 'Creada por la modalidad de la sucursal',
          });
        });
      }
    }
    const enabled = await db
      .update(audits)
      .set({ enTransito: true, updatedAt: new Date() })
      .where(
        and(
          isNotNull(audits.programacionClave),
          eq(audits.enTransito, false),
          eq(audits.estado, 'pendiente'),
          lte(audits.fechaProgramada, today),
          isNull(audits.deletedAt),
        ),
      )
      .returning({ id: audits.id });
    for (const a of enabled)
      await addTimeline(db, {
        auditId: a.id,
        action: 'habilitada_transito',
        fromEstado: 'pendiente',
        toEstado: 'pendiente',
        note: 'Habilitada al llegar su fecha',
      });
    return { created, enabled: enabled.length };
  }

  return { run };
}
