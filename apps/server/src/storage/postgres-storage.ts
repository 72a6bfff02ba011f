import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFileContents } from '../db/schema/index';
import { checkStorageKey, type FileStorage, isStorageKey } from './storage';

/** A download is read in slices of this size: one query each, never the whole file in memory. */
export const READ_SLICE_BYTES = 1024 * 1024;

function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new Error('contenido de archivo ilegible');
}

function missing(key: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`no existe el archivo ${key}`);
  error.code = 'ENOENT';
  return error;
}

/**
 * Files in PostgreSQL (table `stored_file_contents`), so that every server instance on the database sees every
 * upload. Same keys and behaviour as the disk driver: `read` answers a stream that fails with ENOENT when the key
 * has no content. `legacy`: where files stored before the switch still are (the disk under FILES_DIR); they are
 * read and removed from there, new files never go there.
 */
export function postgresStorage(db: Db, options: { legacy?: FileStorage } = {}): FileStorage {
  const { legacy } = options;

  async function sizeOf(key: string): Promise<number | null> {
    const [row] = await db
      .select({ size: sql<number>`octet_length(${storedFileContents.content})`.mapWith(Number) })
      .from(storedFileContents)
      .where(eq(storedFileContents.storageKey, key));
    return row ? row.size : null;
  }

  async function slice(key: string, from: number, length: number): Promise<Buffer | null> {
    const [row] = await db
      .select({
        chunk: sql<Buffer>`substring(${storedFileContents.content} from ${from + 1} for ${length})`.mapWith(
          toBuffer,
        ),
      })
      .from(storedFileContents)
      .where(eq(storedFileContents.storageKey, key));
    return row ? row.chunk : null;
  }

  /** Pulled one slice at a time (Readable.from asks for the next one when the consumer wants more). */
  async function* slices(key: string): AsyncGenerator<Buffer> {
    const size = await sizeOf(key);
    if (size === null) {
      if (legacy && (await legacy.exists(key))) {
        yield* legacy.read(key);
        return;
      }
      throw missing(key);
    }
    for (let offset = 0; offset < size; ) {
      const chunk = await slice(key, offset, Math.min(READ_SLICE_BYTES, size - offset));
      // Removed while being read.
      if (chunk === null || chunk.length === 0) throw missing(key);
      offset += chunk.length;
      yield chunk;
    }
  }

  return {
    async put(content) {
      const key = randomBytes(16).toString('hex');
      await db.insert(storedFileContents).values({ storageKey: key, content });
      return key;
    },
    read(key) {
      checkStorageKey(key);
      return Readable.from(slices(key), { objectMode: false, highWaterMark: READ_SLICE_BYTES });
    },
    async exists(key) {
      // Like the disk driver: a key it could not have made does not exist.
      if (!isStorageKey(key)) return false;
      const [row] = await db
        .select({ key: storedFileContents.storageKey })
        .from(storedFileContents)
        .where(eq(storedFileContents.storageKey, key));
      if (row) return true;
      return legacy ? legacy.exists(key) : false;
    },
    async remove(key) {
      checkStorageKey(key);
      await db.delete(storedFileContents).where(eq(storedFileContents.storageKey, key));
      await legacy?.remove(key);
    },
  };
}
