import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import { loadSecretsKey, secretBox } from '../lib/secrets';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { openTestDatabase } from './database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

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

/** An application on a fresh migrated database with the demo data, for `app.inject` tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig(testEnv(env));
  let app: FastifyInstance;
  try {
    await seedDemo(database.db, secretBox(loadSecretsKey(config)));
    app = await buildApp({ config, database });
    await app.ready();
  } catch (error) {
    // A test file that cannot start leaves no database behind.
    await database.close();
    throw error;
  }
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
  return multipartForm({}, [{ field, fileName, content }]);
}

/** A tiny valid PDF. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart/form-data body with text fields and files (each of its declared type, or none), for `app.inject`. */
export function multipartForm(
  fields: Record<string, string>,
  files: Array<{ field: string; fileName: string; content: Buffer; type?: string }> = [],
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
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.fileName}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
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

/** The ids of the companies and branches of the database by name, and of the users by user name. */
export async function idsByName(database: Database) {
  const clients: Record<string, number> = {};
  const branches: Record<string, number> = {};
  const users: Record<string, number> = {};
  const rows = (query: string) =>
    database.db.execute(sql.raw(query)) as unknown as Promise<{
      rows: Array<{ id: number; nombre: string }>;
    }>;
  for (const r of (await rows('select id, nombre from clients')).rows) clients[r.nombre] = r.id;
  for (const r of (await rows('select id, nombre from branches')).rows) branches[r.nombre] = r.id;
  for (const r of (await rows('select id, username as nombre from users')).rows) users[r.nombre] = r.id;
  return { clients, branches, users };
}

/**
 * What the API tests of one file share: the test application (its `app`, `database` and `config` are there once
 * the `beforeAll` of `useTestApp` has run), the signed-in demo users and the demo companies and branches.
 */
export interface ApiTest extends TestContext {
  /** Token and user id of each signed-in user, by user name. */
  tokens: Record<string, string>;
  ids: Record<string, number>;
  /** Ids of the companies and branches of the database (as the set-up left it), by name. */
  clients: Record<string, number>;
  branches: Record<string, number>;
  /** Ids of every user of the database (as the set-up left it), by user name. */
  users: Record<string, number>;
  /** A call as a signed-in user (by user name); without a session for `null` or a user not signed in. */
  as(who: string | null, options: InjectOptions): ReturnType<typeof call>;
  /** `as` for a GET, POST, PUT, PATCH or DELETE of `url`, with its JSON `payload` when given. */
  get(who: string | null, url: string): ReturnType<typeof call>;
  post(who: string | null, url: string, payload?: InjectOptions['payload']): ReturnType<typeof call>;
  put(who: string | null, url: string, payload?: InjectOptions['payload']): ReturnType<typeof call>;
  patch(who: string | null, url: string, payload?: InjectOptions['payload']): ReturnType<typeof call>;
  del(who: string | null, url: string, payload?: InjectOptions['payload']): ReturnType<typeof call>;
  db(): Db;
}

export interface ApiTestOptions {
  /** Environment of the application (`testEnv`). */
  env?: Record<string, string>;
  /** The demo users signed in before the tests: all of `DEMO_USERS` unless said. */
  users?: readonly string[];
  /** Orders go straight to the operators' queue: every company orders by hand, with no audit days. */
  manualOrders?: boolean;
  /** Start from no audits: the demo's are deleted. */
  noAudits?: boolean;
  /** Every operator may work for every company: no operator restrictions or blocks. */
  unrestricted?: boolean;
}

/**
 * The set-up of a file of API tests: a `beforeAll` that opens a test application (`createTestApp`), signs in
 * `users`, reads the ids of the companies, branches and users and prepares the database as `options` say, and an
 * `afterAll` that closes it. Call it at the top of the file; the hooks the file adds after it run after its set-up
 * (and before its closing).
 */
export function useTestApp(options: ApiTestOptions = {}): ApiTest {
  let context: TestContext | undefined;
  const ready = () => {
    if (!context) throw new Error('the test application is not open yet: use it inside a hook or a test');
    return context;
  };
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const clients: Record<string, number> = {};
  const branches: Record<string, number> = {};
  const users: Record<string, number> = {};
  const as: ApiTest['as'] = (who, request) =>
    call(ready().app, who === null ? null : (tokens[who] ?? null), request);
  /** The request of `method` on `url`, with the payload only when one is given. */
  const withPayload =
    (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    (who: string | null, url: string, payload?: InjectOptions['payload']) =>
      as(who, payload === undefined ? { method, url } : { method, url, payload });
  const api: ApiTest = {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    close: () => ready().close(),
    tokens,
    ids,
    clients,
    branches,
    users,
    as,
    get: (who, url) => as(who, { method: 'GET', url }),
    post: withPayload('POST'),
    put: withPayload('PUT'),
    patch: withPayload('PATCH'),
    del: withPayload('DELETE'),
    db: () => ready().database.db,
  };
  beforeAll(async () => {
    context = await createTestApp(options.env);
    await signInEach(context.app, options.users ?? DEMO_USERS, tokens, ids);
    const db = context.database.db;
    if (options.manualOrders)
      await db.execute(sql`update clients set modalidad = 'manual', dias_auditoria = '{}'`);
    if (options.noAudits) await db.execute(sql`update audits set deleted_at = now()`);
    if (options.unrestricted) await db.execute(sql`delete from operator_client_permissions`);
    const named = await idsByName(context.database);
    Object.assign(clients, named.clients);
    Object.assign(branches, named.branches);
    Object.assign(users, named.users);
  });
  afterAll(async () => {
    await context?.close();
  });
  return api;
}

/**
 * Ids of demo companies by a short name (`{ norte: 'Demo Norte S.A.' }`), read by a `beforeAll` once `t`'s set-up
 * has run: use them inside hooks and tests.
 */
export function companyIds<K extends string>(t: ApiTest, names: Record<K, string>): Record<K, number> {
  const found = {} as Record<K, number>;
  beforeAll(() => {
    for (const key of Object.keys(names) as K[]) found[key] = t.clients[names[key]] ?? 0;
  });
  return found;
}

/** The id of `name` in one of `t`'s tables of ids (`t.ids`, `t.clients`, `t.users`...), or the test fails. */
export function idIn(table: Record<string, number>, name: string): number {
  const id = table[name];
  if (id === undefined) throw new Error(`sin id de ${name}`);
  return id;
}

/**
 * Another application instance on the same PostgreSQL database as `t` (as a second server behind a load balancer
 * would be): its own pool and listening connection. `config` is `t`'s unless said; `prepare` sees the database
 * before the application is built on it. Not listening nor ready: the caller does what its test needs.
 */
export async function secondInstance(
  t: TestContext,
  config: AppConfig = t.config,
  prepare?: (database: Database) => void,
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  if (t.database.kind !== 'postgres' || !t.database.url) throw new Error('these tests need PostgreSQL');
  const database = await openDatabase({ kind: 'postgres', url: t.database.url });
  prepare?.(database);
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The cursor parameter of a list's next page (none for the first page). */
export const cursorParam = (cursor: string | null) => (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');

/**
 * Every page of a list, from the first one (cursor null) on, following `paginacion.siguiente`, at most `max`
 * pages: `read` asks for one page (and checks it).
 */
export async function followPages<P extends { paginacion: { siguiente: string | null } }>(
  read: (cursor: string | null) => Promise<P>,
  max = 1000,
): Promise<P[]> {
  const pages: P[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    pages.push(page);
    cursor = page.paginacion.siguiente;
  } while (cursor && pages.length < max);
  return pages;
}
