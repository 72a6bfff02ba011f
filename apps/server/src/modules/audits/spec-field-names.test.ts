import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { auditOrderRequest, orderAudit, startAudit } from '../../test/audit-flow';

/**
 * The spec's field names (audit-workflow §3): the review audit's clienteNombre, operadorNombre and tiempoTrabajado
 * (minutes), the management list audit's motivoPausa and fechaCreacion, next to today's names of the same facts.
 */
const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'cliente'],
  noAudits: true,
  unrestricted: true,
  manualOrders: true,
});
const { clients, branches, as } = t;
const sheet = { eventos: [], observacionesFinales: 'Sin novedades', sucursalDetails: '', canalesVision: '' };
type ListedAudit = Record<string, unknown> & { id: number };
const find = (list: { auditorias: ListedAudit[] }, id: number) => list.auditorias.find((a) => a.id === id);

describe('spec field names', () => {
  it('the management list shows motivoPausa and fechaCreacion; the review list clienteNombre, operadorNombre and the minutes worked', async () => {
    const id = await startAudit(
      t,
      await orderAudit(t, {
        clienteId: clients['Demo Norte S.A.'] as number,
        branchId: branches['Sucursal Belgrano'] as number,
        titulo: 'Nombres del spec',
      }),
    );
    // 95 minutes of work, measured by the server from its work periods.
    await t.database.db.execute(
      sql`update audit_work_periods set started_at = now() - interval '95 minutes' where audit_id = ${id}`,
    );
    const paused = await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: { ...sheet, estado: 'pausada', razonPausa: 'Corte de luz en la sucursal' },
    });
    expect(paused.statusCode, paused.body).toBe(200);

    const management = await as('admin', { method: 'GET', url: '/api/audits/management?estado=pausada' });
    expect(management.statusCode, management.body).toBe(200);
    const listed = find(management.json(), id);
    expect(listed).toMatchObject({
      motivoPausa: 'Corte de luz en la sucursal',
      razonPausa: 'Corte de luz en la sucursal',
    });
    expect(listed?.fechaCreacion).toBe(listed?.createdAt);
    expect(Date.parse(String(listed?.fechaCreacion))).toBeGreaterThan(Date.now() - 60_000);

    expect((await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/resume` })).statusCode).toBe(
      200,
    );
    const done = await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: sheet,
    });
    expect(done.statusCode, done.body).toBe(200);

    const pending = await as('supervisor', { method: 'GET', url: '/api/audits/supervisor/pending' });
    expect(pending.statusCode, pending.body).toBe(200);
    const review = find(pending.json(), id);
    const operatorName = (review?.operador as { name: string } | null)?.name;
    expect(operatorName).toBeTruthy();
    expect(review).toMatchObject({
      clienteNombre: 'Demo Norte S.A.',
      cliente: 'Demo Norte S.A.',
      operadorNombre: operatorName,
      motivoPausa: null,
    });
    // Minutes, not seconds: the 95 paused-before minutes plus the few seconds after resuming.
    expect(review?.tiempoTrabajado).toBe(95);
    expect(review?.tiempoTrabajado).toBe(review?.tiempoTrabajadoPrevio);
  });

  it("a client's audit has the names but not the internal minutes; nobody assigned is a null operadorNombre", async () => {
    const ordered = await as(
      'cliente',
      auditOrderRequest({
        clienteId: clients['Demo Norte S.A.'],
        branchId: branches['Sucursal Belgrano'],
        titulo: 'Pedido del cliente',
      }),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const audit = ordered.json().data;
    expect(audit).toMatchObject({
      clienteNombre: 'Demo Norte S.A.',
      operadorNombre: null,
      motivoPausa: null,
    });
    expect(audit.fechaCreacion).toBe(audit.createdAt);
    expect(audit).not.toHaveProperty('tiempoTrabajado');
    expect(audit).not.toHaveProperty('tiempoTrabajadoPrevio');
    // Staff see the internal minutes of the same audit.
    const staffView = await as('admin', { method: 'GET', url: `/api/audits/${audit.id}` });
    expect(staffView.json().data).toMatchObject({ tiempoTrabajado: 0, operadorNombre: null });
  });
});
