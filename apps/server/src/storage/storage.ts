import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live; the database keeps only the key and the file's description. */
export interface FileStorage {
  /** Stores the content under a new generated key and answers it. */
  put(content: Buffer): Promise<string>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** Files on disk under `root/<2 chars>/<key>`; keys are generated here, so no user text reaches a path. */
export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('clave de archivo inválida');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(content) {
      const key = randomBytes(16).toString('hex');
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, content, { flag: 'wx', mode: 0o640 });
      return key;
    },
    read(key) {
      return fs.createReadStream(pathOf(key));
    },
    async exists(key) {
      try {
        await fs.promises.access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
