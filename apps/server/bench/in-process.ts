// The app on DATABASE_URL in this process, signed in as a demo user: the set-up of the profiling tools.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

export async function signedInApp(who: string) {
  const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL ?? '' });
  const app = await buildApp({
    config: loadConfig({ SEED: 'demo', ...process.env, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    database,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who, password: 'demo123' },
  });
  const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, headers, close };
}
