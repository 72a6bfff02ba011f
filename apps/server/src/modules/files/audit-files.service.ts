import { RETENTION_DAYS } from '@auditorias/domain/audits/management';
import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditAttachments, audits, clients, storedFiles } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStorage } from '../../storage/storage';

const DAY = 24 * 60 * 60 * 1000;

/**
 * File management of audit attachments (admin): list, delete one, delete a month's. Deleting removes the content
 * and marks the attachment deleted; the audit and its money are never touched.
 */
export function createAuditFilesService(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;

  const columns = {
    id: storedFiles.id,
    attachmentId: auditAttachments.id,
    auditId: auditAttachments.auditId,
    storageKey: storedFiles.storageKey,
    nombreArchivo: storedFiles.storageKey,
    nombreOriginal: storedFiles.nombreOriginal,
    tamaño: storedFiles.tamaño,
    fechaSubida: storedFiles.uploadedAt,
    clientName: clients.nombre,
    auditTitle: audits.titulo,
  };

  function base() {
    return db
      .select(columns)
      .from(auditAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, auditAttachments.fileId))
      .innerJoin(audits, eq(audits.id, auditAttachments.auditId))
      .innerJoin(clients, eq(clients.id, audits.clientId))
      .$dynamic();
  }

  async function list(limit = 1000) {
    const rows = await base()
      .where(isNull(auditAttachments.deletedAt))
      .orderBy(desc(storedFiles.uploadedAt))
      .limit(limit);
    return rows.map((r) => ({ ...r, fechaSubida: r.fechaSubida.toISOString() }));
  }

  async function removeRows(rows: Array<{ attachmentId: number; storageKey: string }>) {
    let eliminados = 0;
    let errores = 0;
    for (const row of rows) {
      try {
        await storage.remove(row.storageKey);
        await db
          .update(auditAttachments)
          .set({ deletedAt: new Date() })
          .where(eq(auditAttachments.id, row.attachmentId));
        eliminados++;
      } catch {
        errores++;
      }
    }
    return { eliminados, errores };
  }

  async function removeOne(auditId: number, fileId: number) {
    const rows = await base().where(
      and(
        eq(auditAttachments.auditId, auditId),
        eq(storedFiles.id, fileId),
        isNull(auditAttachments.deletedAt),
      ),
    );
    if (rows.length === 0) throw notFound('Archivo no encontrado');
    await removeRows(rows);
  }

  /** Every attachment uploaded in a month (yyyy-mm, Argentine time). */
  async function removeMonth(month: string) {
    const match = /^(\d{4})-(\d{2})$/.exec(month);
    if (!match) throw badRequest('Elegí un mes (AAAA-MM)');
    const from = new Date(`${month}-01T00:00:00-03:00`);
    const next = new Date(from);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const rows = await base().where(
      and(
        isNull(auditAttachments.deletedAt),
        gte(storedFiles.uploadedAt, from),
        lt(storedFiles.uploadedAt, next),
      ),
    );
    if (rows.length === 0) throw badRequest('No hay archivos en el mes seleccionado');
    return removeRows(rows);
  }

  /** Retention: attachments of audits delivered (or finished) over 30 days ago. The records stay. */
  async function purgeExpired(now = new Date()) {
    const limit = new Date(now.getTime() - RETENTION_DAYS * DAY);
    const rows = await base()
      .where(
        and(
          isNull(auditAttachments.deletedAt),
          inArray(audits.estado, ['entregada', 'facturada']),
          or(
            lt(audits.fechaEntrega, limit),
            and(isNull(audits.fechaEntrega), lt(audits.fechaTerminacion, limit)),
          ),
        ),
      )
      .limit(500);
    return (await removeRows(rows)).eliminados;
  }

  async function totals() {
    const [row] = await db
      .select({
        archivos: sql<number>`count(*)::int`,
        bytes: sql<number>`coalesce(sum(${storedFiles.tamaño}), 0)::bigint`,
      })
      .from(auditAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, auditAttachments.fileId))
      .where(isNull(auditAttachments.deletedAt));
    return { archivos: row?.archivos ?? 0, bytes: Number(row?.bytes ?? 0) };
  }

  return { list, removeOne, removeMonth, purgeExpired, totals };
}

export type AuditFilesService = ReturnType<typeof createAuditFilesService>;
