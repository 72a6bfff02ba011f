import { RETENTION_DAYS } from '@auditorias/domain/audits/management';
import { type AuditFilesQuery, monthSchema } from '@auditorias/domain/schemas/audit-files';
import { pageOf } from '@auditorias/domain/schemas/lists';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditAttachments, audits, clients, storedFiles } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { afterOf, cursorText, keysetAfter } from '../../lib/keyset';
import { containsPattern } from '../../lib/search';
import type { FileStorage } from '../../storage/storage';

const DAY = 24 * 60 * 60 * 1000;

/** The instants a month (yyyy-mm) spans in Argentine time (UTC-3 all year: Argentina keeps no summer time). */
export function monthRange(month: string) {
  const from = new Date(`${month}-01T00:00:00-03:00`);
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, next };
}

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

  /** The conditions of a list filter (shared by the page and by its totals). */
  function filterConditions(filter: { search?: string | undefined; mes?: string | undefined }) {
    const conditions: Array<SQL | undefined> = [isNull(auditAttachments.deletedAt)];
    if (filter.mes) {
      const { from, next } = monthRange(filter.mes);
      conditions.push(gte(storedFiles.uploadedAt, from), lt(storedFiles.uploadedAt, next));
    }
    const search = filter.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      const number = /^#?(\d{1,10})$/.exec(search)?.[1];
      const auditId = number !== undefined && Number(number) <= 2_147_483_647 ? Number(number) : null;
      conditions.push(
        or(
          ilike(storedFiles.nombreOriginal, pattern),
          ilike(audits.titulo, pattern),
          sql`${audits.clientId} in (select ${clients.id} from ${clients} where ${clients.nombre} ilike ${pattern})`,
          auditId === null ? undefined : eq(audits.id, auditId),
        ),
      );
    }
    return and(...conditions);
  }

  /**
   * One page of live attachments by upload instant (keyset on (uploaded_at, id), index stored_files_uploaded_idx;
   * newest first unless `fecha_asc`), filtered by search and month in SQL.
   */
  async function list(query: AuditFilesQuery) {
    const after = afterOf(query.cursor);
    const oldestFirst = query.orden === 'fecha_asc';
    const keyset = keysetAfter(storedFiles.uploadedAt, storedFiles.id, after, oldestFirst ? 'asc' : 'desc');
    const direction = oldestFirst ? asc : desc;
    const rows = await db
      .select({ ...columns, cursorAt: cursorText(storedFiles.uploadedAt) })
      .from(auditAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, auditAttachments.fileId))
      .innerJoin(audits, eq(audits.id, auditAttachments.auditId))
      .innerJoin(clients, eq(clients.id, audits.clientId))
      .where(and(filterConditions(query), keyset))
      .orderBy(direction(storedFiles.uploadedAt), direction(storedFiles.id))
      .limit(query.limit + 1);
    const { page, paginacion } = pageOf(rows, query.limit, (r) => ({ at: r.cursorAt, id: r.id }));
    return {
      data: page.map(({ cursorAt: _, attachmentId: __, storageKey: ___, ...r }) => ({
        ...r,
        fechaSubida: r.fechaSubida.toISOString(),
      })),
      paginacion,
    };
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

  /** Every attachment uploaded in a month (yyyy-mm, Argentine time): the whole month, not a loaded page. */
  async function removeMonth(month: string) {
    if (!monthSchema.safeParse(month).success) throw badRequest('Elegí un mes (AAAA-MM)');
    const rows = await base().where(filterConditions({ mes: month }));
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

  /** How many live attachments a filter matches and their bytes (narrow count, no rows). */
  async function totalsOf(filter: { search?: string | undefined; mes?: string | undefined }) {
    const searching = Boolean(filter.search?.trim());
    let query = db
      .select({
        archivos: sql<number>`count(*)::int`,
        bytes: sql<string>`coalesce(sum(${storedFiles.tamaño}), 0)::bigint`,
      })
      .from(auditAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, auditAttachments.fileId))
      .$dynamic();
    // The audit is only needed to search its title, number or client.
    if (searching) query = query.innerJoin(audits, eq(audits.id, auditAttachments.auditId));
    const [row] = await query.where(filterConditions(filter));
    return { archivos: row?.archivos ?? 0, bytes: Number(row?.bytes ?? 0) };
  }

  /** Every live attachment, and those the filter matches (one query when there is no filter). */
  async function totals(filter: { search?: string | undefined; mes?: string | undefined } = {}) {
    const filtered = Boolean(filter.search?.trim() || filter.mes);
    const [totales, totalesFiltro] = await Promise.all([
      totalsOf({}),
      filtered ? totalsOf(filter) : undefined,
    ]);
    return { totales, totalesFiltro: totalesFiltro ?? totales };
  }

  return { list, removeOne, removeMonth, purgeExpired, totals };
}

export type AuditFilesService = ReturnType<typeof createAuditFilesService>;
