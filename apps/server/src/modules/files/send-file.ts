import type { FastifyReply } from 'fastify';
import { type Attachment, sendDownload } from '../../lib/export-files';
import type { FileStorage } from '../../storage/storage';
import type { StoredFileRow } from './files.repo';

/** A stored file as a download: its content, with its original name (sanitised when sent). */
export function storedAttachment(storage: FileStorage, file: StoredFileRow): Attachment {
  return {
    name: file.nombreOriginal,
    type: file.tipoMime,
    size: file.tamaño,
    body: storage.read(file.storageKey),
  };
}

/** Streams a stored file as a download (`sendDownload`: never cached). */
export function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredFileRow) {
  return sendDownload(reply, storedAttachment(storage, file));
}
