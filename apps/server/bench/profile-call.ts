// Prints each SQL statement a call sends and how long it took, on DATABASE_URL (a generated database):
//   DATABASE_URL=... npx tsx bench/profile-call.ts operador1 /api/audits/next-available
import pg from 'pg';
import { signedInApp } from './in-process';

const [who = 'admin', url = '/api/auth/me'] = process.argv.slice(2);
const { app, headers, close } = await signedInApp(who);
await app.inject({ method: 'GET', url, headers });
const original = pg.Client.prototype.query;
const seen: Array<{ text: string; ms: number }> = [];
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  const t0 = performance.now();
  const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function')
    (result as Promise<unknown>).then(() => seen.push({ text, ms: performance.now() - t0 }));
  return result;
} as typeof original;
const t0 = performance.now();
const res = await app.inject({ method: 'GET', url, headers });
const total = performance.now() - t0;
pg.Client.prototype.query = original;
console.log(
  `${res.statusCode} ${url} as ${who}: ${total.toFixed(1)} ms, ${res.body.length} bytes, ${seen.length} queries`,
);
for (const q of seen)
  console.log(`  ${q.ms.toFixed(1).padStart(7)} ms  ${q.text.replace(/\s+/g, ' ').slice(0, 220)}`);
await close();
