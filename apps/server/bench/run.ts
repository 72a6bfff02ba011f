// `npm run bench`: how fast the foundation answers, on this machine. Figures go to the README.
// Runs the real app on a fresh database (PostgreSQL when reachable, else PGlite) listening on loopback,
// and drives it with autocannon (bounded: a few seconds per case, then it stops).
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/seed/demo';
import { testEnv } from '../src/test/app';
import { openTestDatabase, postgresReachable } from '../src/test/database';

process.env.TEST_DB_KIND = (await postgresReachable()) ? 'postgres' : 'pglite';
const database = await openTestDatabase();
await seedDemo(database.db);
const config = loadConfig({
  ...testEnv(),
  NODE_ENV: 'production',
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_MAX_FAILURES_PER_USER: '100000000',
  LOGIN_MAX_FAILURES_PER_IP: '100000000',
});
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 50, duration: 5, ...options });
  const line = `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errores ${result.errors + result.non2xx}`;
  console.log(line);
}

const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin', password: 'demo123' }),
});
const { token } = (await login.json()) as { token: string };

console.log(`Base de datos: ${database.kind}; Node ${process.version}`);
await run('GET /api/health (sin sesión)', { url: `${address}/api/health` });
await run('GET /api/auth/me (sesión verificada)', {
  url: `${address}/api/auth/me`,
  headers: { authorization: `Bearer ${token}` },
});
await run('POST /api/auth/login (argon2id)', {
  url: `${address}/api/auth/login`,
  method: 'POST',
  connections: 4,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'operador1', password: 'demo123' }),
});
const memory = process.memoryUsage();
console.log(
  `Memoria del proceso: rss ${Math.round(memory.rss / 1048576)} MiB, heap ${Math.round(memory.heapUsed / 1048576)} MiB`,
);

await app.close();
await database.close();
