// Repeats one call in process, to profile it: DATABASE_URL=... node --cpu-prof --import tsx bench/loop-call.ts admin /api/audits?all=true 300
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const [who = 'admin', url = '/api/auth/me', times = '200'] = process.argv.slice(2);
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
for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers });
const t0 = performance.now();
let bytes = 0;
for (let i = 0; i < Number(times); i++)
  bytes = (await app.inject({ method: 'GET', url, headers })).body.length;
const ms = (performance.now() - t0) / Number(times);
console.log(`${url} as ${who}: ${ms.toFixed(2)} ms per call, ${bytes} bytes`);
await app.close();
await database.close();
