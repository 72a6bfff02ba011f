import { AUDIT_STATES, type AuditState } from '@auditorias/domain/audits/states';
import { compareTracking, isFinished } from '@auditorias/domain/audits/tracking-order';
import type { Priority } from '@auditorias/domain/clients/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audits, trackingPriorityRank, trackingUnfinished } from '../../db/schema/index';
import { cursorParam, followPages, useTestApp } from '../../test/app';

/**
 * The tracking list (`GET /audits?orden=seguimiento`, spec "Tracking sort"): finished last, then newest first, then
 * urgente > prioritaria > normal, paged by a keyset on that whole key that never skips nor repeats a row, ties
 * included (rows sharing an instant, a state group and a priority are ordered by id).
 */
const t = useTestApp({ users: ['admin', 'supervisor'] });
const { clients, as } = t;

interface Row {
  id: number;
  titulo: string;
  estado: AuditState;
  prioridad: Priority;
  fechaCreacion: string;
}
interface Page {
  auditorias: Row[];
  paginacion: { siguiente: string | null; limite: number };
}

const ROWS = 120;

beforeAll(async () => {
  const norteId = clients['Demo Norte S.A.'] ?? 0;
  const states = sql.raw(`array[${AUDIT_STATES.map((s) => `'${s}'`).join(',')}]::audit_state[]`);
  // Groups of 12 rows share an instant; inside a group states and priorities repeat, so whole keys tie too.
  await t.database.db.execute(sql`
    insert into audits (titulo, estado, prioridad, client_id, sucursal, fecha_solicitada, created_at)
    select 'Seguimiento ' || g, (${states})[1 + (g * 7) % ${AUDIT_STATES.length}],
      (array['normal', 'urgente', 'prioritaria']::priority[])[1 + g % 3], ${norteId}, 'Casa central',
      current_date, date_trunc('minute', now()) - ((g / 12) || ' hours')::interval
    from generate_series(1, ${ROWS}) g`);
});

async function trackingPages(who: string, query: string, limit: number) {
  return followPages(async (cursor) => {
    const url = `/api/audits?orden=seguimiento&search=Seguimiento&limit=${limit}${query}${cursorParam(cursor)}`;
    const res = await as(who, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Page;
    expect(body.auditorias.length).toBeLessThanOrEqual(limit);
    return body;
  }, 200);
}

describe('the tracking list in the spec order', () => {
  it.each(['admin', 'supervisor'])(
    'pages every audit once, finished last, newest, then by priority (%s)',
    async (who) => {
      const pages = await trackingPages(who, '', 7);
      const rows = pages.flatMap((p) => p.auditorias);
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length); // nothing repeated
      expect(rows).toHaveLength(ROWS); // nothing skipped
      const expected = [...rows].sort((a, b) =>
        compareTracking({ ...a, createdAt: a.fechaCreacion }, { ...b, createdAt: b.fechaCreacion }),
      );
      expect(ids).toEqual(expected.map((r) => r.id));
      // The rule itself, not only the comparator: every unfinished audit before any finished one, and inside an
      // instant and a group urgente before prioritaria before normal.
      const firstFinished = rows.findIndex((r) => isFinished(r.estado));
      expect(firstFinished).toBeGreaterThan(0);
      expect(rows.slice(firstFinished).every((r) => isFinished(r.estado))).toBe(true);
      const [a, b] = [rows[0], rows[1]];
      expect(a?.fechaCreacion).toBe(b?.fechaCreacion);
      expect(rows.slice(0, 3).map((r) => r.prioridad)).toEqual(['urgente', 'prioritaria', 'normal']);
    },
  );

  it('pages the same order with a state filter and with pages of one row (every tie crosses a page)', async () => {
    const filtered = (await trackingPages('admin', '&estado=pendiente,entregada', 1)).flatMap(
      (p) => p.auditorias,
    );
    expect(filtered.length).toBeGreaterThan(2);
    expect(filtered.every((r) => r.estado === 'pendiente' || r.estado === 'entregada')).toBe(true);
    const sorted = [...filtered].sort((a, b) =>
      compareTracking({ ...a, createdAt: a.fechaCreacion }, { ...b, createdAt: b.fechaCreacion }),
    );
    expect(filtered.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    expect(new Set(filtered.map((r) => r.id)).size).toBe(filtered.length);
  });

  it('without orden the list stays newest first', async () => {
    const res = await as('admin', { method: 'GET', url: '/api/audits?search=Seguimiento&limit=100' });
    const rows = (res.json() as Page).auditorias;
    const times = rows.map((r) => Date.parse(r.fechaCreacion));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('a tracking cursor that is not ours, or an unknown order, is a Spanish 400', async () => {
    const bad = await as('admin', { method: 'GET', url: '/api/audits?orden=seguimiento&cursor=inventado' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El cursor de la lista no es válido: volvé a cargar la lista');
    const forged = Buffer.from(JSON.stringify([1, 'ayer', 2, 5])).toString('base64url');
    const res = await as('admin', { method: 'GET', url: `/api/audits?orden=seguimiento&cursor=${forged}` });
    expect(res.statusCode).toBe(400);
    const order = await as('admin', { method: 'GET', url: '/api/audits?orden=antiguas' });
    expect(order.statusCode).toBe(400);
    expect(order.body).toContain('El orden de la lista no es válido');
  });

  it('the index gives the order: no sort, for the first page and for a later one', async () => {
    const unfinished = trackingUnfinished(audits.estado);
    const rank = trackingPriorityRank(audits.prioridad);
    const order = sql`${unfinished} desc, ${audits.createdAt} desc, ${rank} desc, ${audits.id} desc`;
    const plans = await t.database.db.transaction(async (tx) => {
      // Without sorting the planner must find the order in an index (a sort would still be used, and shown).
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const first = await tx.execute(
        sql`explain select ${audits.id} from ${audits} where ${audits.deletedAt} is null order by ${order} limit 51`,
      );
      const later = await tx.execute(sql`explain select ${audits.id} from ${audits}
        where ${audits.deletedAt} is null
          and (${unfinished}, ${audits.createdAt}, ${rank}, ${audits.id}) < (true, now(), 1, 50)
        order by ${order} limit 51`);
      const company = await tx.execute(sql`explain select ${audits.id} from ${audits}
        where ${audits.deletedAt} is null and ${audits.clientId} = 1 order by ${order} limit 51`);
      return [first, later, company].map((plan) => JSON.stringify(plan));
    });
    for (const plan of plans) expect(plan).not.toMatch(/"Sort|Sort /);
    expect(plans[0]).toContain('audits_live_tracking_idx');
    expect(plans[1]).toContain('audits_live_tracking_idx');
    expect(plans[2]).toContain('audits_live_client_tracking_idx');
  });
});
