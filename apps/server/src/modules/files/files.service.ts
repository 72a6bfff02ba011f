import {
  checkUpload,
  safeDownloadName,
  UPLOAD_KINDS,
  type UploadKind,
} from '@auditorias/domain/files/upload-rules';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { FileStorage } from '../../storage/storage';
import type { AuthContext } from '../auth/auth.service';
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

  async function upload(
    auth: AuthContext,
    kind: UploadKind,
    fileName: string,
    content: Buffer,
  ): Promise<FileInfo> {
    if (content.length === 0) throw badRequest('El archivo está vacío');
    const sniffed = await fileTypeFromBuffer(content);
    const verdict = checkUpload(UPLOAD_KINDS[kind], fileName, sniffed?.ext, isPlainText(content));
    if ('problema' in verdict)
      throw badRequest(verdict.problema, [{ campo: 'archivo', mensaje: verdict.problema }]);
    const storageKey = await storage.put(content);
    try {
      const row = await repo.insertFile(db, {
        kind,
        storageKey,
        nombreOriginal: safeDownloadName(fileName),
        tipoMime: verdict.mime,
        tamaño: content.length,
        uploadedBy: auth.user.id,
      });
      return toFileInfo(row);
    } catch (error) {
      await storage.remove(storageKey);
      throw error;
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

  return { upload, attach, find, purgeUnattached, storage };
}

export type FilesService = ReturnType<typeof createFilesService>;
