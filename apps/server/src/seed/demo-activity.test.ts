import { argentineDay } from '@auditorias/domain/format/locale';
import { ACTIVITY_ACTIONS, type ActivityEntry } from '@auditorias/domain/schemas/activity';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createActivityService } from '../modules/activity/activity.service';
import { openTestDatabase, sqlCount } from '../test/database';
import { DEMO_USERS, seedDemo } from './demo';

// The demo's activity log (seeded at the server's start): the story of the rest of the demo, as the product
// records it, spread over the last days, written once.
let database: Database;
let entries: ActivityEntry[] = [];
const startedAt = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemo(database.db, null, { activity: true })).toBe(true);
  const page = await createActivityService({ db: database.db }).list({ limit: 100 });
  entries = page.data;
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const count = (query: ReturnType<typeof sql>) => sqlCount(database.db, query);

describe('the demo activity log', () => {
  it('tells the demo story with the actions the product records, by the demo users, over the last days', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
    const actions = new Set(entries.map((e) => e.accion));
    for (const action of [
      'finance_collect',
      'finance_expense_create',
      'finance_income',
      'commission_pay',
      'user_permissions',
      'user_update',
      'dvr_password_view',
      'impersonacion_inicio',
      'impersonacion_fin',
    ]) {
      expect(actions.has(action), action).toBe(true);
    }
    for (const e of entries) {
      expect(ACTIVITY_ACTIONS as readonly string[]).toContain(e.accion);
      expect(e.accionLabel).not.toBe(e.accion);
      expect(DEMO_USERS.map((u) => u.name)).toContain(e.usuario?.name);
      expect(e.ip).toBeTruthy();
      expect(new Date(e.fecha).getTime()).toBeLessThanOrEqual(startedAt + 60_000);
      expect(new Date(e.fecha).getTime()).toBeGreaterThan(startedAt - 16 * 24 * 60 * 60 * 1000);
    }
    // Newest first, on several days.
    const times = entries.map((e) => new Date(e.fecha).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(entries.map((e) => argentineDay(e.fecha))).size).toBeGreaterThanOrEqual(6);
    // The admin behind the impersonation, and the routes' own records with their call.
    const start = entries.find((e) => e.accion === 'impersonacion_inicio');
    expect(start).toMatchObject({
      usuario: { name: 'Carlos Norte' },
      impersonador: { name: 'Ana Administradora' },
    });
    const expense = entries.find(
      (e) => e.accion === 'finance_expense_create' && e.usuario?.name === 'Carla Contable',
    );
    expect(expense).toMatchObject({
      metodo: 'POST',
      ruta: '/api/gastos',
      estado: 200,
      objetivoTipo: 'gasto',
    });
    expect(expense?.detalles).toMatchObject({ monto: 85_000, categoria: 'servicios' });
  });

  it('points at what the demo holds: the expenses, the manual income and the users', async () => {
    for (const e of entries) {
      const id = Number(e.objetivoId);
      if (e.objetivoTipo === 'gasto')
        expect(await count(sql`select count(*) as n from expenses where id = ${id}`)).toBe(1);
      if (e.objetivoTipo === 'movimiento') {
        expect(
          await count(
            sql`select count(*) as n from ledger_entries where id = ${id} and kind = 'ingreso_manual'`,
          ),
        ).toBe(1);
      }
      if (e.objetivoTipo === 'usuario')
        expect(await count(sql`select count(*) as n from users where id = ${id}`)).toBe(1);
      if (e.objetivoTipo === 'cliente')
        expect(await count(sql`select count(*) as n from clients where id = ${id}`)).toBe(1);
    }
  });

  it('is written once: seeding again adds nothing', async () => {
    const before = await count(sql`select count(*) as n from activity_log`);
    expect(await seedDemo(database.db, null, { activity: true })).toBe(false);
    expect(await count(sql`select count(*) as n from activity_log`)).toBe(before);
  });
});
