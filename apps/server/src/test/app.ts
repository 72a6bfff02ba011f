import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../db/client';
import { loadSecretsKey, secretBox } from '../lib/secrets';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { openTestDatabase } from './database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** An application on a fresh migrated database with the demo data, for `app.inject` tests. */
/** Environment of a test application: no file or key in the working folder. */
export function testEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    FILES_DIR: mkdtempSync(path.join(os.tmpdir(), 'auditorias-test-files-')),
    ...env,
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig(testEnv(env));
  await seedDemo(database.db, secretBox(loadSecretsKey(config)));
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function loginAs(app: FastifyInstance, identifier: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: identifier, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${identifier} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id, auth: { authorization: `Bearer ${body.token}` } };
}

export function call(app: FastifyInstance, token: string | null, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A multipart/form-data body with one file field, for `app.inject`. */
export function multipartFile(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----prueba${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A tiny valid PDF. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart/form-data body with text fields and files, for `app.inject`. */
export function multipartForm(
  fields: Record<string, string>,
  files: Array<{ field: string; fileName: string; content: Buffer }> = [],
) {
  const boundary = `----form${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1x1 JPEG. */
export const SAMPLE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** The demo users the API tests sign in as. */
export const DEMO_USERS = [
  'admin',
  'supervisor',
  'operador1',
  'operador2',
  'contable',
  'cliente',
  'cliente2',
  'grupo',
] as const;

/** Signs in each of `names`, writing its token and user id into `tokens` and `ids`. */
export async function signInEach(
  app: FastifyInstance,
  names: readonly string[],
  tokens: Record<string, string>,
  ids: Record<string, number>,
): Promise<void> {
  for (const name of names) {
    const s = await loginAs(app, name);
    tokens[name] = s.token;
    ids[name] = s.userId;
  }
}

/** The ids of the companies and branches of the database, by name. */
export async function idsByName(database: Database) {
  const clients: Record<string, number> = {};
  const branches: Record<string, number> = {};
  const rows = (table: 'clients' | 'branches') =>
    database.db.execute(sql.raw(`select id, nombre from ${table}`)) as unknown as Promise<{
      rows: Array<{ id: number; nombre: string }>;
    }>;
  for (const r of (await rows('clients')).rows) clients[r.nombre] = r.id;
  for (const r of (await rows('branches')).rows) branches[r.nombre] = r.id;
  return { clients, branches };
}
