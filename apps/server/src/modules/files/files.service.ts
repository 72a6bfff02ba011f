import {
  ARCHIVE_TYPES,
  checkUpload,
  safeDownloadName,
  UPLOAD_KINDS,
  UPLOAD_MSG,
  type UploadKind,
} from '@auditorias/domain/files/upload-rules';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, badRequest } from '../../lib/errors';
import { forbiddenCharacters } from '../../lib/form';
import type { FileStorage } from '../../storage/storage';
import { archiveProblem } from './archive-check';
import * as repo from './files.repo';

export interface FileInfo {
  id: number;
  nombre: string;
  tamaño: number;
  tipo: string;
  fechaSubida: string;
}

export function toFileInfo(row: repo.StoredFileRow): FileInfo {
  return {
    id: row.id,
    nombre: row.nombreOriginal,
    tamaño: row.tamaño,
    tipo: row.tipoMime,
    fechaSubida: row.uploadedAt.toISOString(),
  };
}

function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** Uploads are checked by content, stored under generated names, and attached later by the form using them. */
export function createFilesService(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;

  /**
   * Checks one upload without storing anything: a name without NUL, content, extension allowed for the kind and
   * matching the content, and an archive that opens whole without expanding too far. Answers the MIME type.
   */
  async function inspect(kind: UploadKind, fileName: string, content: Buffer): Promise<{ mime: string }> {
    if (fileName.includes('\u0000')) throw forbiddenCharacters();
    if (content.length === 0) throw badField('archivo', UPLOAD_MSG.empty);
    const sniffed = await fileTypeFromBuffer(content);
    const verdict = checkUpload(UPLOAD_KINDS[kind], fileName, sniffed?.ext, isPlainText(content));
    if ('problema' in verdict) throw badField('archivo', verdict.problema);
    if (ARCHIVE_TYPES.includes(sniffed?.ext ?? '')) {
      const problema = await archiveProblem(content);
      if (problema) throw badField('archivo', problema);
    }
    return verdict;
  }

  async function store(auth: AuthContext, kind: UploadKind, fileName: string, content: Buffer, mime: string) {
    const storageKey = await storage.put(content);
    try {
      const row = await repo.insertFile(db, {
        kind,
        storageKey,
        nombreOriginal: safeDownloadName(fileName),
        tipoMime: mime,
        tamaño: content.length,
        uploadedBy: auth.user.id,
      });
      return toFileInfo(row);
    } catch (error) {
      await storage.remove(storageKey);
      throw error;
    }
  }

  async function upload(
    auth: AuthContext,
    kind: UploadKind,
    fileName: string,
    content: Buffer,
  ): Promise<FileInfo> {
    const { mime } = await inspect(kind, fileName, content);
    return store(auth, kind, fileName, content, mime);
  }

  /**
   * Several uploads of one form: every file is checked before any is stored, so one refused file leaves none
   * behind; a failure while storing removes the ones already stored.
   */
  async function uploadAll(
    auth: AuthContext,
    kind: UploadKind,
    uploads: ReadonlyArray<{ fileName: string; content: Buffer }>,
  ): Promise<FileInfo[]> {
    const checked: Array<{ mime: string }> = [];
    for (const up of uploads) checked.push(await inspect(kind, up.fileName, up.content));
    const infos: FileInfo[] = [];
    try {
      for (const [i, up] of uploads.entries())
        infos.push(await store(auth, kind, up.fileName, up.content, checked[i]?.mime ?? ''));
      return infos;
    } catch (error) {
      await discard(infos.map((f) => f.id));
      throw error;
    }
  }

  /** Removes unattached uploads (content and row), e.g. those of a form whose save failed. */
  async function discard(ids: readonly number[]): Promise<void> {
    for (const file of await repo.findFiles(db, ids)) {
      if (file.attachedAt !== null) continue;
      await storage.remove(file.storageKey);
      await repo.deleteFile(db, file.id);
    }
  }

  /**
   * Checks that files about to be attached exist, are of the right kind and were uploaded by the same person
   * (or are already attached to the record being saved), then marks them attached. Inside the caller's
   * transaction.
   */
  async function attach(
    tx: DbOrTx,
    auth: AuthContext,
    wanted: Array<{ id: number; kind: UploadKind; campo: string; alreadyOwned: boolean }>,
  ): Promise<void> {
    if (wanted.length === 0) return;
    const rows = await repo.findFiles(
      tx,
      wanted.map((w) => w.id),
    );
    for (const w of wanted) {
      const row = rows.find((r) => r.id === w.id);
      const usable =
        row &&
        row.kind === w.kind &&
        (w.alreadyOwned || (row.attachedAt === null && row.uploadedBy === auth.user.id));
      if (!usable)
        throw badRequest('El archivo adjunto no existe o no se puede usar', [
          { campo: w.campo, mensaje: 'Archivo inválido: volvé a adjuntarlo' },
        ]);
    }
    await repo.markAttached(
      tx,
      wanted.map((w) => w.id),
      new Date(),
    );
  }

  async function find(id: number) {
    return (await repo.findFiles(db, [id]))[0] ?? null;
  }

  /** Removes uploads that no form took within a day. */
  async function purgeUnattached(now = new Date()): Promise<number> {
    const stale = await repo.unattachedBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
    for (const file of stale) {
      await storage.remove(file.storageKey);
      await repo.deleteFile(db, file.id);
    }
    return stale.length;
  }

  return { upload, uploadAll, discard, attach, find, purgeUnattached, storage };
}

export type FilesService = ReturnType<typeof createFilesService>;
