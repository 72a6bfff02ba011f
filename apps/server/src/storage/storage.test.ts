import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase, sqlRows } from '../test/database';
import { createStorage } from './create-storage';
import { postgresStorage, READ_SLICE_BYTES } from './postgres-storage';
import { diskStorage, type FileStorage } from './storage';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'auditorias-storage-'));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const drivers: Array<[string, () => FileStorage]> = [
  ['disk', () => diskStorage(tempDir())],
  ['postgres', () => postgresStorage(database.db)],
];

describe.each(drivers)('the %s storage', (_name, make) => {
  it('stores under a new 32-hex key and reads back the same bytes, also across slices', async () => {
    const storage = make();
    const small = Buffer.from('%PDF-1.4 hola');
    // Two and a half slices of the PostgreSQL driver: the join of the slices must be exact.
    const big = randomBytes(READ_SLICE_BYTES * 2 + READ_SLICE_BYTES / 2);
    const [k1, k2] = [await storage.put(small), await storage.put(big)];
    expect(k1).toMatch(/^[0-9a-f]{32}$/);
    expect(k2).not.toBe(k1);
    expect(await readAll(storage.read(k1))).toEqual(small);
    expect((await readAll(storage.read(k2))).equals(big)).toBe(true);
    expect(await storage.exists(k1)).toBe(true);
  });

  it('removes (twice is fine); a missing key does not exist and its stream fails with ENOENT', async () => {
    const storage = make();
    const key = await storage.put(Buffer.from('borrar'));
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(readAll(storage.read(key))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readAll(storage.read('0'.repeat(32)))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a key it could not have made before any I/O (it does not exist)', async () => {
    const storage = make();
    for (const bad of ['../../etc/passwd', 'ABCDEF', `${'a'.repeat(32)}/x`, '']) {
      expect(() => storage.read(bad)).toThrow('clave de archivo inválida');
      expect(await storage.exists(bad)).toBe(false);
      await expect(storage.remove(bad)).rejects.toThrow('clave de archivo inválida');
    }
  });
});

describe('the PostgreSQL storage', () => {
  it('keeps the content in stored_file_contents, nothing on disk', async () => {
    const key = await postgresStorage(database.db).put(Buffer.from('en la base'));
    const rows = await sqlRows<{ n: number }>(
      database.db,
      sql`select octet_length(content)::int as n from stored_file_contents where storage_key = ${key}`,
    );
    expect(rows).toEqual([{ n: 10 }]);
  });

  it('still reads and removes files stored on disk before the switch; new ones go to the database', async () => {
    const disk = diskStorage(tempDir());
    const old = await disk.put(Buffer.from('de antes'));
    const storage = postgresStorage(database.db, { legacy: disk });
    expect(await storage.exists(old)).toBe(true);
    expect((await readAll(storage.read(old))).toString()).toBe('de antes');
    const fresh = await storage.put(Buffer.from('nuevo'));
    expect(await disk.exists(fresh)).toBe(false);
    await storage.remove(old);
    expect(await disk.exists(old)).toBe(false);
    expect(await storage.exists(old)).toBe(false);
  });
});

describe('FILES_STORAGE', () => {
  const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', FILES_DIR: tempDir(), ...extra });

  it('defaults to postgres with DATABASE_URL and to disk on the embedded database', () => {
    expect(loadConfig(env({ DATABASE_URL: 'postgres://u@h:5432/d' })).filesStorage).toBe('postgres');
    expect(loadConfig(env({})).filesStorage).toBe('disk');
    expect(
      loadConfig(env({ DATABASE_URL: 'postgres://u@h:5432/d', FILES_STORAGE: 'disk' })).filesStorage,
    ).toBe('disk');
  });

  it('refuses another value with a Spanish message naming the setting', () => {
    expect(() => loadConfig(env({ FILES_STORAGE: 's3' }))).toThrow(
      /Configuración inválida: FILES_STORAGE: debe ser 'disk'.*o 'postgres'/,
    );
  });

  it('chooses the driver: postgres writes to the database, disk to FILES_DIR', async () => {
    const pgConfig = loadConfig(env({ FILES_STORAGE: 'postgres' }));
    const inDb = await createStorage(pgConfig, database.db).put(Buffer.from('x'));
    expect(await postgresStorage(database.db).exists(inDb)).toBe(true);
    const diskConfig = loadConfig(env({ FILES_STORAGE: 'disk' }));
    const onDisk = await createStorage(diskConfig, database.db).put(Buffer.from('y'));
    expect(await diskStorage(diskConfig.filesDir).exists(onDisk)).toBe(true);
    expect(await postgresStorage(database.db).exists(onDisk)).toBe(false);
  });
});
