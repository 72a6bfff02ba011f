import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { useTestApp } from '../test/app';
import { reportFigure } from '../test/figures';

/**
 * Sign-in must not tell an unknown user name from a wrong password: the same status, the same body, and about the
 * same time (the password hash is checked for unknown names too, against a dummy hash). Throttling per IP and per
 * account across instances is proven in modules/auth/auth.test.ts ('sign-in throttling shared in PostgreSQL'); old
 * tokens refused on every instance after a forced logout, deactivation, password, role or permission change in
 * events/session-cache.test.ts.
 */
const TRIES = 15;
const t = useTestApp({
  env: {
    // Few failures per account: a wrong password is followed by a right one (which clears the count), and a
    // throttled name gives the baseline of a sign-in that stops before any password check.
    LOGIN_MAX_FAILURES_PER_USER: '3',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
  users: [],
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function timed(email: string, password: string) {
  const start = performance.now();
  const res = await login(email, password);
  return { ms: performance.now() - start, res };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** Medians of TRIES interleaved sign-ins with an unknown name and with a wrong password, and the answers seen. */
async function measure() {
  // Warm-up: the dummy hash is made on first use, and the first argon2 call loads its code.
  await login('nadie-calentamiento', 'x-x-x-x');
  await login('supervisor', 'x-x-x-x');
  const unknown: number[] = [];
  const wrong: number[] = [];
  const bodies = new Set<string>();
  const statuses = new Set<number>();
  // Interleaved, so that a slow moment of the machine weighs on both sides.
  for (let i = 0; i < TRIES; i++) {
    const u = await timed(`nadie-${i}@demo.ar`, `clave-${i}`);
    const w = await timed('supervisor', `clave-${i}`);
    expect((await login('supervisor', 'demo123')).statusCode).toBe(200);
    unknown.push(u.ms);
    wrong.push(w.ms);
    for (const r of [u.res, w.res]) {
      statuses.add(r.statusCode);
      bodies.add(r.body);
    }
  }
  const [mu, mw] = [median(unknown), median(wrong)];
  const diff = Math.abs(mu - mw);
  // Similar: within 40 % of the slower side (or 3 ms, for noise on a very fast machine).
  return { mu, mw, similar: diff < 3 || diff / Math.max(mu, mw) < 0.4, statuses, bodies };
}

describe('sign-in answers an unknown user like a wrong password', () => {
  it('same status, same body, similar time', async () => {
    const { mu, mw, similar, statuses, bodies } = await measure();
    expect([...statuses]).toEqual([401]);
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] as string)).toMatchObject({
      success: false,
      message: 'Email, usuario o contraseña incorrectos',
    });
    reportFigure(
      `[seguridad] ingreso: mediana usuario desconocido ${mu.toFixed(1)} ms, contraseña incorrecta ${mw.toFixed(1)} ms (${TRIES} intentos cada uno)`,
    );
    expect(similar, `${mu.toFixed(1)} ms vs ${mw.toFixed(1)} ms`).toBe(true);
  });

  it('an unknown name costs a real password check: what it adds to a sign-in is most of one argon2 verification', async () => {
    // One argon2id verification, timed in this process (what a wrong password costs the server).
    const hash = await hashPassword('una-clave-cualquiera');
    const checks: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const start = performance.now();
      await verifyPassword(hash, `clave-${i}`);
      checks.push(performance.now() - start);
    }
    const argon = median(checks);
    // Baseline: a throttled name, answered after the same user lookup and attempt count but before any password
    // check.
    for (let i = 0; i < 3; i++) await login('nadie-frenado', 'x-x-x-x');
    const throttled: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const r = await timed('nadie-frenado', `clave-${i}`);
      expect(r.res.statusCode).toBe(429);
      throttled.push(r.ms);
    }
    const base = median(throttled);
    const { mu, mw } = await measure();
    reportFigure(
      `[seguridad] ingreso: una verificación argon2 ${argon.toFixed(1)} ms; sin verificar (frenado) ${base.toFixed(1)} ms`,
    );
    // Without the dummy check, an unknown name would cost no more than the throttled answer.
    const figures = `desconocido ${mu.toFixed(1)} ms, incorrecta ${mw.toFixed(1)} ms, base ${base.toFixed(1)} ms, argon2 ${argon.toFixed(1)} ms`;
    expect(mu - base, figures).toBeGreaterThan(argon * 0.4);
    expect(mw - base, figures).toBeGreaterThan(argon * 0.4);
  });
});
