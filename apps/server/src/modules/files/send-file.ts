import { safeDownloadName } from '@auditorias/domain/files/upload-rules';
import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../../storage/storage';
import type { StoredFileRow } from './files.repo';

/** Streams a stored file as a download, with its original (sanitised) name. */
export function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredFileRow) {
  const name = safeDownloadName(file.nombreOriginal);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('content-type', file.tipoMime)
    .header('content-length', String(file.tamaño))
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(storage.read(file.storageKey));
}
