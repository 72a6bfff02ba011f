import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditAttachments,
  auditImages,
  auditTimeline,
  auditWorkPeriods,
  storedFiles,
  users,
} from '../../db/schema/index';

/**
 * The records around an audit's work: its timeline, the operator's work periods, the files attached to it and the
 * worksheet's images. Re-exported by audits.repo.ts, so the services keep reading them as `repo.x`.
 */
export async function addTimeline(db: DbOrTx, entry: typeof auditTimeline.$inferInsert) {
  await db.insert(auditTimeline).values(entry);
}

export async function listTimeline(db: DbOrTx, auditId: number) {
  return db
    .select({ entry: auditTimeline, actorName: users.name })
    .from(auditTimeline)
    .leftJoin(users, eq(users.id, auditTimeline.actorId))
    .where(eq(auditTimeline.auditId, auditId))
    .orderBy(asc(auditTimeline.at), asc(auditTimeline.id));
}

export async function openWorkPeriod(db: DbOrTx, auditId: number, userId: number, at: Date) {
  await db.insert(auditWorkPeriods).values({ auditId, userId, startedAt: at });
}

export async function closeWorkPeriods(db: DbOrTx, auditId: number, at: Date) {
  await db
    .update(auditWorkPeriods)
    .set({ endedAt: at })
    .where(and(eq(auditWorkPeriods.auditId, auditId), isNull(auditWorkPeriods.endedAt)));
}

export async function workPeriods(db: DbOrTx, auditIds: readonly number[]) {
  if (auditIds.length === 0) return [];
  return db
    .select()
    .from(auditWorkPeriods)
    .where(inArray(auditWorkPeriods.auditId, [...auditIds]));
}

export async function addAttachments(db: DbOrTx, auditId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return;
  await db.insert(auditAttachments).values(fileIds.map((fileId) => ({ auditId, fileId })));
}

export async function listAttachments(db: DbOrTx, auditIds: readonly number[]) {
  if (auditIds.length === 0) return [];
  return db
    .select({ auditId: auditAttachments.auditId, file: storedFiles })
    .from(auditAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, auditAttachments.fileId))
    .where(and(inArray(auditAttachments.auditId, [...auditIds]), isNull(auditAttachments.deletedAt)))
    .orderBy(asc(auditAttachments.id));
}

export async function insertImage(db: DbOrTx, values: typeof auditImages.$inferInsert) {
  const [row] = await db
    .insert(auditImages)
    .values(values)
    .returning({ id: auditImages.id, name: auditImages.name, size: auditImages.size });
  if (!row) throw new Error('insert audit_images returned no row');
  return row;
}

export async function imagesOf(db: DbOrTx, auditId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(auditImages)
    .where(and(eq(auditImages.auditId, auditId), inArray(auditImages.id, [...ids])));
}
