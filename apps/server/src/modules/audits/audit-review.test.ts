import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartForm, useTestApp } from '../../test/app';
import { finishAudit, orderAudit, SIMPLE_WORKSHEET, startAudit } from '../../test/audit-flow';
import { sqlRows } from '../../test/database';

const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'operador2', 'contable', 'cliente', 'cliente2'],
  noAudits: true,
  unrestricted: true,
  manualOrders: true,
});
const { ids, clients, branches, as } = t;
const sheet = {
  ...SIMPLE_WORKSHEET,
  eventos: [{ ...SIMPLE_WORKSHEET.eventos[0], descripcion: 'Evento original' }],
  observacionesFinales: 'Final del operador',
};

/** PUT /api/audits/{id}/{action} as `who`. */
const put = (who: string, id: number, action: string, payload: object) =>
  as(who, { method: 'PUT', url: `/api/audits/${id}/${action}`, payload });

/** POST /api/audits/crear-programada as `who`: an audit held in the management queue until enabled. */
const schedule = (who: string, fields: Record<string, string>) =>
  as(who, { method: 'POST', url: '/api/audits/crear-programada', ...multipartForm(fields) });

/** A new audit of Demo Norte (Belgrano unless said: $25.000, urgent $60.000), ordered by the admin. */
const newAudit = (titulo: string, prioridad?: string, branch = 'Sucursal Belgrano') =>
  orderAudit(t, {
    clienteId: clients['Demo Norte S.A.'] as number,
    branchId: branches[branch] as number,
    titulo,
    prioridad,
  });

/** An audit finished by `operator` (created by admin for Demo Norte, Belgrano: $25.000, urgent $60.000). */
const finished = async (titulo: string, operator = 'operador1', prioridad = 'normal') =>
  finishAudit(t, await newAudit(titulo, prioridad), { operator, worksheet: sheet });

describe('supervisor review', () => {
  it('pending list, correction with a required comment, the operator fixes it, supervisor mode approves and the client sees it', async () => {
    const id = await finished('Para revisar');
    const pending = await as('supervisor', { method: 'GET', url: '/api/audits/supervisor/pending' });
    expect(pending.json().auditorias.map((a: { id: number }) => a.id)).toContain(id);
    // The client does not see finished work before delivery.
    expect((await as('cliente', { method: 'GET', url: `/api/audits/${id}` })).statusCode).toBe(404);

    const empty = await put('supervisor', id, 'return-for-correction', { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].mensaje).toBe(
      '❌ Debe escribir un comentario explicando qué necesita corregir el operador',
    );
    const back = await put('supervisor', id, 'return-for-correction', {
      reason: 'Falta la hora del evento 1',
    });
    expect(back.json().data).toMatchObject({
      estado: 'asignada',
      operadorId: ids.operador1,
      requiereRevision: true,
      motivoRechazo: 'Falta la hora del evento 1',
    });
    expect(back.json().data.observacionesOperador).toContain('Corrección: Falta la hora del evento 1');

    // The operator takes it back (assigned by someone else), fixes and finishes.
    expect(
      (await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/take-assigned` })).statusCode,
    ).toBe(200);
    await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: { ...sheet, eventos: [{ ...sheet.eventos[0], timestamp: '10:05' }] },
    });

    const form = await as('supervisor', { method: 'GET', url: `/api/audits/${id}/supervisor/form-data` });
    expect(form.json().eventos[0].timestamp).toBe('10:05');
    const saved = await as('supervisor', {
      method: 'PUT',
      url: `/api/audits/${id}/supervisor/save`,
      payload: {
        eventosEditados: [
          {
            id: 'a',
            timestamp: '10:05',
            descripcion: 'Evento corregido por supervisor',
            tipoEvento: 'infraccion-grave',
          },
        ],
        observacionesSupervisor: 'Revisado',
      },
    });
    expect(saved.json()).toMatchObject({
      message: '✅ Cambios guardados exitosamente',
      data: { estado: 'guardado_supervisor', supervisorId: ids.supervisor },
    });
    const approved = await put('supervisor', id, 'supervisor/approve', {
      titulo: 'Informe final',
      wordApproved: true,
    });
    expect(approved.json()).toMatchObject({
      message: '✅ Auditoría aprobada y enviada al cliente exitosamente.',
      data: { estado: 'entregada', aprobada: true, titulo: 'Informe final' },
    });
    // The supervisor sees no money; the client and the admin see the fixed charge.
    expect(approved.json().data).not.toHaveProperty('costoFinal');
    const seen = await as('cliente', { method: 'GET', url: `/api/audits/${id}` });
    expect(seen.json().data).toMatchObject({
      estado: 'entregada',
      costoFinal: 25000,
      estadoPago: 'pendiente',
    });
    expect((await as('cliente2', { method: 'GET', url: `/api/audits/${id}` })).statusCode).toBe(404);
    const timeline = await as('admin', { method: 'GET', url: `/api/audits/${id}/timeline` });
    expect(timeline.json().data.map((e: { action: string }) => e.action)).toEqual([
      'creada',
      'asignada',
      'iniciada',
      'terminada',
      'devuelta_correccion',
      'tomada_asignada',
      'terminada',
      'guardada_supervisor',
      'aprobada_enviada',
    ]);
    const mine = await as('supervisor', { method: 'GET', url: '/api/audits/supervisor/my-audits' });
    expect(mine.json().auditorias.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('two supervisors approving at once: exactly one approval, one charge', async () => {
    const id = await finished('Aprobación simultánea');
    const results = await Promise.all([
      put('supervisor', id, 'send-to-client', {}),
      put('admin', id, 'send-to-client', { observacionesSupervisor: 'OK' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const approvals = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_timeline where audit_id = ${id} and action = 'aprobada_enviada'`,
    );
    expect(approvals[0]?.n).toBe(1);
  });

  it('review actions are refused to operators, accountants and clients, and change nothing', async () => {
    const id = await finished('Intocable', 'operador2');
    for (const who of ['operador1', 'operador2', 'contable', 'cliente']) {
      expect((await put(who, id, 'send-to-client', {})).statusCode, who).toBe(403);
      expect((await put(who, id, 'return-for-correction', { reason: 'x' })).statusCode, who).toBe(403);
      expect((await put(who, id, 'supervisor/save', {})).statusCode, who).toBe(403);
      expect((await as(who, { method: 'GET', url: '/api/audits/supervisor/pending' })).statusCode, who).toBe(
        403,
      );
    }
    const row = await sqlRows<{ estado: string }>(
      t.database.db,
      sql`select estado from audits where id = ${id}`,
    );
    expect(row[0]?.estado).toBe('terminada');
  });
});

describe('admin management', () => {
  it("'Corregir' takes a delivered audit back from the client; only admins", async () => {
    const id = await finished('Para corregir');
    await put('supervisor', id, 'send-to-client', {});
    expect(
      (await as('supervisor', { method: 'PATCH', url: `/api/audits/${id}/devolver-correccion` })).statusCode,
    ).toBe(403);
    const res = await as('admin', { method: 'PATCH', url: `/api/audits/${id}/devolver-correccion` });
    expect(res.json().data).toMatchObject({ estado: 'terminada', aprobada: false, estadoPago: null });
    expect((await as('cliente', { method: 'GET', url: `/api/audits/${id}` })).statusCode).toBe(404);
  });

  it('reassigns to another operator or back to the queue, keeping the worksheet; the transit panel needs a different operator', async () => {
    const id = await startAudit(t, await newAudit('Reasignar'));
    await put('operador1', id, 'draft', sheet);
    const same = await put('supervisor', id, 'reassign', { operadorId: ids.operador1, desdeTransito: true });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Elegí un operador distinto del actual');
    const res = await put('supervisor', id, 'reassign', {
      operadorId: ids.operador2,
      mensaje: 'Seguí desde el evento 1',
      prioridad: 'urgente',
    });
    expect(res.json().data).toMatchObject({
      estado: 'asignada',
      operadorId: ids.operador2,
      prioridad: 'urgente',
    });
    const template = await as('operador2', { method: 'GET', url: `/api/audits/${id}/template` });
    expect(template.json().eventos[0].descripcion).toBe('Evento original');
    expect((await as('operador1', { method: 'GET', url: `/api/audits/${id}/template` })).statusCode).toBe(
      404,
    );
    const toQueue = await put('admin', id, 'reassign', { operadorId: null });
    expect(toQueue.json().data).toMatchObject({ estado: 'pendiente', operadorId: null });
    expect((await put('operador1', id, 'reassign', { operadorId: ids.operador2 })).statusCode).toBe(403);
  });

  it('an admin reassigning while the operator completes: one consistent outcome', async () => {
    const id = await startAudit(t, await newAudit('Carrera de reasignación', undefined, 'Sucursal Núñez'));
    const [complete, reassign] = await Promise.all([
      as('operador1', { method: 'PATCH', url: `/api/audits/${id}/complete`, payload: sheet }),
      put('admin', id, 'reassign', { operadorId: ids.operador2 }),
    ]);
    const row = (
      await sqlRows<{ estado: string; operador_id: number }>(
        t.database.db,
        sql`select estado, operador_id from audits where id = ${id}`,
      )
    )[0];
    if (complete.statusCode === 200) {
      expect(reassign.statusCode).toBe(409);
      expect(row).toEqual({ estado: 'terminada', operador_id: ids.operador1 });
    } else {
      expect(reassign.statusCode).toBe(200);
      expect(complete.statusCode).toBe(409);
      expect(row).toEqual({ estado: 'asignada', operador_id: ids.operador2 });
    }
  });

  it('toggles free with a reason (admin), adds messages, and refuses other roles', async () => {
    const id = await finished('Gratis', 'operador2');
    const res = await put('admin', id, 'toggle-gratis', {
      gratisParaCliente: true,
      motivo: 'Compensación por demora',
    });
    expect(res.json().data).toMatchObject({ gratisParaCliente: true, precioEstimado: 0 });
    expect((await put('supervisor', id, 'toggle-gratis', { gratisParaCliente: false })).statusCode).toBe(403);
    const msg = await put('supervisor', id, 'add-message', { mensaje: 'Revisar cámara 2', tipo: 'operador' });
    expect(msg.json().data.observacionesOperador).toMatch(
      /Sergio Supervisor \(para el operador\): Revisar cámara 2$/,
    );
    expect((await put('supervisor', id, 'add-message', { mensaje: '   ' })).statusCode).toBe(400);
    expect((await put('operador2', id, 'add-message', { mensaje: 'x' })).statusCode).toBe(403);
    await put('supervisor', id, 'send-to-client', {});
    const delivered = await as('admin', { method: 'GET', url: `/api/audits/${id}` });
    expect(delivered.json().data.costoFinal).toBe(0);
  });

  it('deleting: a recent audit is a correction with a deletion alert; an old one a cleanup; the type must match', async () => {
    const recent = await finished('Borrar reciente');
    const wrong = await as('admin', {
      method: 'DELETE',
      url: `/api/audits/${recent}`,
      payload: { type: 'cleanup' },
    });
    expect(wrong.statusCode).toBe(400);
    for (const who of ['supervisor', 'operador1', 'contable']) {
      expect(
        (await as(who, { method: 'DELETE', url: `/api/audits/${recent}`, payload: { type: 'correction' } }))
          .statusCode,
        who,
      ).toBeGreaterThanOrEqual(403);
    }
    const res = await as('admin', {
      method: 'DELETE',
      url: `/api/audits/${recent}`,
      payload: { type: 'correction', razon: 'Cargada por error' },
    });
    expect(res.json().message).toMatch(/^Auditoría eliminada \(corrección/);
    const alerts = await sqlRows<{ monto: string; razon: string }>(
      t.database.db,
      sql`select monto, razon from deletion_alerts where audit_id = ${recent}`,
    );
    // bigint arrives as text from PostgreSQL and as a number from PGlite.
    expect(alerts.map((a) => ({ ...a, monto: Number(a.monto) }))).toEqual([
      { monto: 2500000, razon: 'Cargada por error' },
    ]);

    const old = await finished('Borrar vieja');
    await t.database.db.execute(
      sql`update audits set created_at = now() - interval '40 days' where id = ${old}`,
    );
    const cleanup = await as('admin', {
      method: 'DELETE',
      url: `/api/audits/${old}`,
      payload: { type: 'cleanup' },
    });
    expect(cleanup.json().message).toMatch(/^Auditoría eliminada \(limpieza/);
    expect(await sqlRows(t.database.db, sql`select id from deletion_alerts where audit_id = ${old}`)).toEqual(
      [],
    );
    const management = await as('admin', { method: 'GET', url: '/api/audits/management?edad=antiguas' });
    expect(management.json().auditorias.some((a: { id: number }) => a.id === old)).toBe(false);
  });
});

describe('management queue', () => {
  it('an admin schedules an audit, it waits in the queue, is enabled, and an operator takes it', async () => {
    const lomas = {
      clienteId: String(clients['Demo Sur S.R.L.']),
      branchId: String(branches['Sucursal Lomas']),
      titulo: 'Programada',
    };
    const noDate = await schedule('admin', lomas);
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('La fecha programada es obligatoria');
    const created = await schedule('admin', { ...lomas, fechaProgramada: '2026-12-01' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({
      origenCarga: 'programada',
      enTransito: false,
      fechaProgramada: '2026-12-01',
    });
    expect(
      (await schedule('supervisor', { clienteId: '1', titulo: 'x', fechaProgramada: '2026-12-01' }))
        .statusCode,
    ).toBe(403);

    const queue = await as('supervisor', {
      method: 'GET',
      url: '/api/audits/cola-gestion?origen=programada',
    });
    expect(queue.json().data.map((a: { id: number }) => a.id)).toContain(id);
    expect(queue.json().stats.porOrigen.programada).toBeGreaterThanOrEqual(1);
    // Not offered to operators while held.
    expect((await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/take` })).statusCode).toBe(409);

    const edited = await put('supervisor', id, 'editar-cola', {
      prioridad: 'prioritaria',
      titulo: 'Programada (editada)',
    });
    expect(edited.json().data).toMatchObject({ prioridad: 'prioritaria', titulo: 'Programada (editada)' });
    const enabled = await as('admin', {
      method: 'POST',
      url: `/api/audits/${id}/habilitar-transito`,
      payload: { fechaProgramada: '2026-11-25' },
    });
    expect(enabled.json().data).toMatchObject({
      enTransito: true,
      estado: 'pendiente',
      fechaProgramada: '2026-11-25',
    });
    // (Audits other tests left waiting would be older, hence offered first.)
    await t.database.db.execute(
      sql`update audits set deleted_at = now() where id <> ${id} and estado in ('solicitud', 'pendiente')`,
    );
    const next = await as('operador1', { method: 'GET', url: '/api/audits/next-available' });
    expect(next.json().data.id).toBe(id);
    expect((await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/take` })).statusCode).toBe(200);
  });

  it('enabling with an operator assigns it; pausing transit sends it back; refused to other roles', async () => {
    const created = await schedule('admin', {
      clienteId: String(clients['Demo Norte S.A.']),
      branchId: String(branches['Sucursal Núñez']),
      titulo: 'Con operador',
      fechaProgramada: '2026-12-02',
    });
    const id = created.json().data.id as number;
    for (const who of ['operador2', 'contable', 'cliente']) {
      expect(
        (await as(who, { method: 'POST', url: `/api/audits/${id}/habilitar-transito`, payload: {} }))
          .statusCode,
        who,
      ).toBe(403);
      expect((await as(who, { method: 'GET', url: '/api/audits/cola-gestion' })).statusCode, who).toBe(403);
    }
    const enabled = await as('supervisor', {
      method: 'POST',
      url: `/api/audits/${id}/habilitar-transito`,
      payload: { operadorId: ids.operador2 },
    });
    expect(enabled.json().data).toMatchObject({
      estado: 'asignada',
      operadorId: ids.operador2,
      enTransito: true,
    });
    const paused = await as('supervisor', { method: 'POST', url: `/api/audits/${id}/pausar-transito` });
    expect(paused.json().data).toMatchObject({ estado: 'pendiente', operadorId: null, enTransito: false });
    expect(
      (await as('supervisor', { method: 'POST', url: `/api/audits/${id}/pausar-transito` })).statusCode,
    ).toBe(409);
  });
});
