import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../test/app';

/**
 * Everybody's salaries (GET /api/sueldos) follow the finance rule of the domain (`mayUseFinance`): the finance_view
 * permission of a staff user, overrides included, and never a client company, whose role carries finance_view for
 * its own statement.
 */
let ctx: TestContext;
const users: Record<string, { token: string; userId: number }> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['admin', 'contable', 'supervisor', 'cliente'])
    users[name] = await loginAs(ctx.app, name);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const list = (who: string) =>
  call(ctx.app, users[who]?.token ?? null, { method: 'GET', url: '/api/sueldos' });
/** Sets the user's permission overrides and signs it in again (a fresh session reads the user as it is now). */
async function override(who: string, overrides: Record<string, boolean>) {
  await ctx.database.db.execute(
    sql`update users set permission_overrides = ${JSON.stringify(overrides)}::jsonb where id = ${users[who]?.userId}`,
  );
  users[who] = await loginAs(ctx.app, who);
}

describe('who lists everybody’s salaries', () => {
  it('admin and contable by default; not a supervisor, not a client', async () => {
    expect((await list('admin')).statusCode).toBe(200);
    expect((await list('contable')).statusCode).toBe(200);
    expect((await list('supervisor')).statusCode).toBe(403);
    expect((await list('cliente')).statusCode).toBe(403);
  });

  it('follows the finance_view override both ways', async () => {
    await override('supervisor', { finance_view: true });
    await override('contable', { finance_view: false });
    try {
      const granted = await list('supervisor');
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json().success).toBe(true);
      expect((await list('contable')).statusCode).toBe(403);
    } finally {
      await override('supervisor', {});
      await override('contable', {});
    }
    expect((await list('contable')).statusCode).toBe(200);
  });
});
