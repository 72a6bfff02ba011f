import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

const t = useTestApp({ users: [] });

describe('the modality scheduler', () => {
  it("creates today's audits in transit and tomorrow's in the queue, once, and enables them when due", async () => {
    const job = t.app.jobs.find((j) => j.name === 'auditorias-programadas');
    if (!job) throw new Error('job missing');
    // Demo Norte audits on Mondays, Wednesdays and Fridays (both branches inherit it); Sucursal Lomas gets a date.
    await t.database.db.execute(
      sql`update branches set modalidad = 'fecha_exacta', fecha_exacta = '2026-11-23' where nombre = 'Sucursal Lomas'`,
    );
    const sunday = new Date('2026-11-22T15:00:00Z');
    const first = (await job.run(sunday)) as { created: number };
    // Monday 23: Belgrano and Núñez (weekday) + Lomas (exact date); the child business's Kiosco is manual.
    const created = await sqlRows<{ sucursal: string; en_transito: boolean; fecha_programada: string }>(
      t.database.db,
      sql`select sucursal, en_transito, fecha_programada from audits where programacion_clave is not null order by sucursal`,
    );
    expect(created.map((c) => c.sucursal)).toEqual(['Sucursal Belgrano', 'Sucursal Lomas', 'Sucursal Núñez']);
    expect(created.every((c) => c.en_transito === false && c.fecha_programada === '2026-11-23')).toBe(true);
    expect(first.created).toBe(3);
    // Twice, and concurrently: nothing new.
    const runAt = job.run as (now?: Date) => Promise<{ created: number; enabled: number }>;
    const again = await Promise.all([runAt(sunday), runAt(sunday)]);
    expect(again.map((r) => r.created)).toEqual([0, 0]);
    // Monday: they are enabled and Wednesday's are not created yet (Tuesday has none).
    const monday = await runAt(new Date('2026-11-23T12:00:00Z'));
    expect(monday.enabled).toBe(3);
    const inTransit = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audits where programacion_clave is not null and en_transito`,
    );
    expect(inTransit[0]?.n).toBe(3);
  });
});
