// Repeats one call in process, to profile it: DATABASE_URL=... node --cpu-prof --import tsx bench/loop-call.ts admin /api/audits?all=true 300
import { signedInApp } from './in-process';

const [who = 'admin', url = '/api/auth/me', times = '200'] = process.argv.slice(2);
const { app, headers, close } = await signedInApp(who);
for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers });
const t0 = performance.now();
let bytes = 0;
for (let i = 0; i < Number(times); i++)
  bytes = (await app.inject({ method: 'GET', url, headers })).body.length;
const ms = (performance.now() - t0) / Number(times);
console.log(`${url} as ${who}: ${ms.toFixed(2)} ms per call, ${bytes} bytes`);
await close();
