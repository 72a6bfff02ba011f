import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../db/client';
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
  await seedDemo(database.db);
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
