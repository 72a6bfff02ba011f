import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { postgresStorage } from './postgres-storage';
import { diskStorage, type FileStorage } from './storage';

/**
 * The storage `FILES_STORAGE` names. In PostgreSQL the disk under FILES_DIR stays as the place of files stored
 * before the switch: still read (by this instance only: it is its own disk) until copied with
 * `storage/copy-disk-to-postgres.ts`.
 */
export function createStorage(config: Pick<AppConfig, 'filesStorage' | 'filesDir'>, db: Db): FileStorage {
  const disk = diskStorage(config.filesDir);
  return config.filesStorage === 'postgres' ? postgresStorage(db, { legacy: disk }) : disk;
}
