import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartForm, SAMPLE_JPEG, SAMPLE_PDF, useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

// Demo Norte schedules by weekdays; for these tests its orders go straight to transit. Start from no audits (the
// demo has some in every state) and with operador2 unrestricted.
const t = useTestApp({ manualOrders: true, noAudits: true, unrestricted: true });
const { ids, clients, branches, as } = t;

async function order(
  who: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartForm>[1] = [],
) {
  return as(who, { method: 'POST', url: '/api/audits', ...multipartForm(fields, files) });
}

async function staffAudit(titulo: string, client = 'Demo Norte S.A.', branch = 'Sucursal Belgrano') {
  const res = await order('admin', {
    clienteId: String(clients[client]),
    branchId: String(branches[branch]),
    titulo,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const worksheet = (extra: Record<string, unknown> = {}) => ({
  eventos: [
    {
      id: 'e1',
      timestamp: '10:15',
      descripcion: 'Cajero sin uniforme',
      observaciones: '',
      tipoEvento: 'infraccion-menor',
      imagenes: [],
    },
    {
      id: 'e2',
      timestamp: '10:40',
      descripcion: 'Cámara 3 sin imagen',
      observaciones: 'Reiniciar DVR',
      tipoEvento: 'problema-tecnico',
      imagenes: [],
    },
  ],
  observacionesFinales: 'Sin novedades graves',
  sucursalDetails: 'Local con 3 cajas',
  canalesVision: 'Canales 1, 2 y 4',
  ...extra,
});

describe('ordering', () => {
  it('a client orders an audit with a file; it waits as a request of its own company', async () => {
    const res = await order(
      'cliente',
      {
        clienteId: String(clients['Demo Norte S.A.']),
        branchId: String(branches['Sucursal Núñez']),
        titulo: 'Control de cajas',
        descripcion: 'Revisar cierre',
        prioridad: 'urgente',
      },
      [{ field: 'files', fileName: 'plano.pdf', content: SAMPLE_PDF }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const audit = res.json().data;
    expect(res.json().message).toBe('✅ Auditoría creada exitosamente');
    expect(audit).toMatchObject({
      estado: 'solicitud',
      origenCarga: 'cliente',
      enTransito: true,
      prioridad: 'urgente',
      cliente: 'Demo Norte S.A.',
      sucursal: 'Sucursal Núñez',
      archivosAdjuntos: [
        expect.objectContaining({ nombreOriginal: 'plano.pdf', tipoMime: 'application/pdf' }),
      ],
      archivosCount: 1,
      precioEstimado: 50000,
    });
    expect(audit).not.toHaveProperty('horasEstimadas');
    expect(audit.fechaSolicitada).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const file = await as('cliente', {
      method: 'GET',
      url: `/api/audits/${audit.id}/download-attachment/plano.pdf`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(
      (await as('cliente2', { method: 'GET', url: `/api/audits/${audit.id}/download-attachment/plano.pdf` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses orders for another company, without title or branch, with admin-only fields, or a bad file', async () => {
    const before = await sqlRows(t.database.db, sql`select id from audits`);
    const norte = String(clients['Demo Norte S.A.']);
    const cases: Array<[string, Record<string, string>, number, Parameters<typeof multipartForm>[1]?]> = [
      ['cliente2', { clienteId: norte, branchId: String(branches['Sucursal Núñez']), titulo: 'X' }, 400],
      ['cliente', { clienteId: norte, titulo: 'Sin sucursal' }, 400],
      ['cliente', { clienteId: norte, branchId: String(branches['Sucursal Núñez']) }, 400],
      [
        'cliente',
        { clienteId: norte, branchId: String(branches['Sucursal Lomas']), titulo: 'Sucursal ajena' },
        400,
      ],
      [
        'cliente',
        { clienteId: norte, branchId: String(branches['Sucursal Núñez']), titulo: 'X', costo: '1' },
        403,
      ],
      [
        'cliente',
        { clienteId: norte, branchId: String(branches['Sucursal Núñez']), titulo: 'X' },
        400,
        [{ field: 'files', fileName: 'virus.exe', content: Buffer.from('MZ') }],
      ],
      ['operador1', { clienteId: norte, branchId: String(branches['Sucursal Núñez']), titulo: 'X' }, 403],
      ['contable', { clienteId: norte, branchId: String(branches['Sucursal Núñez']), titulo: 'X' }, 403],
    ];
    for (const [who, fields, status, files] of cases) {
      const res = await order(who, fields, files ?? []);
      expect(res.statusCode, `${who} ${JSON.stringify(fields)} ${res.body}`).toBe(status);
    }
    const missing = await order('cliente', {
      clienteId: norte,
      branchId: String(branches['Sucursal Núñez']),
    });
    expect(missing.json().message).toBe('Cliente, título y sucursal son obligatorios');
    expect(await sqlRows(t.database.db, sql`select id from audits`)).toEqual(before);
  });

  it('an order for a branch scheduled by weekdays waits in the management queue', async () => {
    await t.database.db.execute(
      sql`update branches set modalidad = 'por_dias', dias_auditoria = '{Lunes}' where id = ${branches['Sucursal Lomas']}`,
    );
    const res = await order('cliente2', {
      clienteId: String(clients['Demo Sur S.R.L.']),
      branchId: String(branches['Sucursal Lomas']),
      titulo: 'Ronda semanal',
    });
    expect(res.json().data).toMatchObject({ estado: 'solicitud', enTransito: false });
    await t.database.db.execute(
      sql`update branches set modalidad = null, dias_auditoria = null where id = ${branches['Sucursal Lomas']}`,
    );
  });

  it('a client edits and deletes its order only while nobody took it', async () => {
    const id = (
      await order('cliente', {
        clienteId: String(clients['Demo Norte S.A.']),
        branchId: String(branches['Sucursal Belgrano']),
        titulo: 'Para editar',
      })
    ).json().data.id;
    const edit = await as('cliente', {
      method: 'PUT',
      url: `/api/audits/${id}`,
      payload: { titulo: 'Editada', prioridad: 'prioritaria' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ titulo: 'Editada', prioridad: 'prioritaria' });
    const cleared = await as('cliente', {
      method: 'PUT',
      url: `/api/audits/${id}`,
      ...multipartForm({ descripcion: '', titulo: 'Editada' }),
    });
    expect(cleared.json().data).toMatchObject({
      descripcion: '',
      titulo: 'Editada',
      prioridad: 'prioritaria',
    });
    expect((await as('cliente2', { method: 'DELETE', url: `/api/audits/${id}` })).statusCode).toBe(404);
    await as('admin', {
      method: 'PATCH',
      url: `/api/audits/${id}/assign`,
      payload: { operadorId: ids.operador2 },
    });
    expect(
      (await as('cliente', { method: 'PUT', url: `/api/audits/${id}`, payload: { titulo: 'Otra' } }))
        .statusCode,
    ).toBe(409);
    expect((await as('cliente', { method: 'DELETE', url: `/api/audits/${id}` })).statusCode).toBe(409);
    const other = (
      await order('cliente', {
        clienteId: String(clients['Demo Norte S.A.']),
        branchId: String(branches['Sucursal Belgrano']),
        titulo: 'Para borrar',
      })
    ).json().data.id;
    expect((await as('cliente', { method: 'DELETE', url: `/api/audits/${other}` })).statusCode).toBe(200);
    expect((await as('cliente', { method: 'GET', url: `/api/audits/${other}` })).statusCode).toBe(404);
    // The operator that got the first one is not blocked by it for the rest of the tests.
    await as('admin', {
      method: 'PATCH',
      url: `/api/audits/${id}/assign`,
      payload: { operadorId: ids.supervisor },
    }).catch(() => {});
    await t.database.db.execute(sql`update audits set deleted_at = now() where id = ${id}`);
  });
});

describe('the queue', () => {
  it('offers only the oldest waiting audit; an operator holding work cannot take another; exactly one taker wins', async () => {
    await t.database.db.execute(
      sql`update audits set deleted_at = now() where estado in ('solicitud', 'pendiente')`,
    );
    const first = await staffAudit('Primera de la cola');
    const second = await staffAudit('Segunda de la cola');
    const next = await as('operador1', { method: 'GET', url: '/api/audits/next-available' });
    expect(next.json()).toMatchObject({ puedeTomar: true, motivo: null, data: { id: first } });
    const notNext = await as('operador1', { method: 'PATCH', url: `/api/audits/${second}/take` });
    expect(notNext.statusCode).toBe(409);
    expect(notNext.json().message).toBe('Solo podés tomar la próxima auditoría disponible de la cola');

    // Two operators take the same audit at the same moment: exactly one wins.
    const results = await Promise.all(
      ['operador1', 'operador2'].map((who) => as(who, { method: 'POST', url: `/api/audits/${first}/take` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toMatch(/ya fue tomada|próxima auditoría/);
    const winner = results[0]?.statusCode === 200 ? 'operador1' : 'operador2';
    const other = winner === 'operador1' ? 'operador2' : 'operador1';
    const row = await sqlRows<{ operador_id: number; estado: string }>(
      t.database.db,
      sql`select operador_id, estado from audits where id = ${first}`,
    );
    expect(row[0]).toEqual({ operador_id: ids[winner], estado: 'asignada' });

    // The winner holds an assigned audit: it cannot take another.
    const blocked = await as(winner, { method: 'GET', url: '/api/audits/next-available' });
    expect(blocked.json()).toMatchObject({
      puedeTomar: false,
      motivo: 'Finaliza tu auditoría activa primero (asignadas: 1, en proceso: 0)',
    });
    expect((await as(winner, { method: 'PATCH', url: `/api/audits/${second}/take` })).statusCode).toBe(409);
    // The other takes the second one.
    expect((await as(other, { method: 'PATCH', url: `/api/audits/${second}/take` })).statusCode).toBe(200);
    // Clients, accountants and admins do not take audits.
    const third = await staffAudit('Tercera');
    for (const who of ['cliente', 'contable', 'admin']) {
      expect(
        (await as(who, { method: 'PATCH', url: `/api/audits/${third}/take` })).statusCode,
        who,
      ).toBeGreaterThanOrEqual(403);
    }
    // A supervisor takes even while holding work.
    expect((await as('supervisor', { method: 'PATCH', url: `/api/audits/${third}/take` })).statusCode).toBe(
      200,
    );
    // Tidy up for the next tests.
    await t.database.db.execute(
      sql`update audits set deleted_at = now() where id in (${first}, ${second}, ${third})`,
    );
  });

  // 50 parallel takes of one audit by several operators (exactly one wins): security/races.test.ts.

  it('assignments and blocks decide whose queue an audit is in', async () => {
    const sur = await staffAudit('Para Sur', 'Demo Sur S.R.L.', 'Sucursal Lomas');
    const norte = await staffAudit('Para Norte');
    // Demo Sur has operador2 assigned: operador1 is not offered its audit.
    await as('admin', {
      method: 'POST',
      url: '/api/operator-permissions/assign-client',
      payload: { operatorId: ids.operador2, clientId: clients['Demo Sur S.R.L.'] },
    });
    expect((await as('operador1', { method: 'GET', url: '/api/audits/next-available' })).json().data.id).toBe(
      norte,
    );
    expect((await as('operador2', { method: 'GET', url: '/api/audits/next-available' })).json().data.id).toBe(
      sur,
    );
    // Blocked from Norte, operador1 has nothing to take.
    await as('admin', {
      method: 'POST',
      url: '/api/operator-permissions/block-operator',
      payload: { operatorId: ids.operador1, clientId: clients['Demo Norte S.A.'] },
    });
    expect(
      (await as('operador1', { method: 'GET', url: '/api/audits/next-available' })).json().data,
    ).toBeNull();
    // Blocked from the company, its audit does not exist for operador1 any more.
    expect((await as('operador1', { method: 'PATCH', url: `/api/audits/${norte}/take` })).statusCode).toBe(
      404,
    );
    // With its assigned client empty, operador2 is offered nothing of other companies, and cannot read them.
    await as('operador2', { method: 'PATCH', url: `/api/audits/${sur}/take` });
    await t.database.db.execute(sql`update audits set deleted_at = now() where id = ${sur}`);
    const offered = (await as('operador2', { method: 'GET', url: '/api/audits/next-available' })).json();
    expect(offered.data).toBeNull();
    expect(offered.conteo.disponibles).toBe(0);
    expect((await as('operador2', { method: 'GET', url: `/api/audits/${norte}` })).statusCode).toBe(404);
    // Nobody may hand operador2 an audit of a company it does not work for.
    const refused = await as('admin', {
      method: 'PATCH',
      url: `/api/audits/${norte}/assign`,
      payload: { operadorId: ids.operador2 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'El operador elegido no puede trabajar para este cliente (está asignado a otros clientes o bloqueado)',
    );
    await t.database.db.execute(sql`delete from operator_client_permissions`);
    await t.database.db.execute(sql`update audits set deleted_at = now() where id = ${norte}`);
  });
});

describe('working on an audit', () => {
  it('start, draft, pasted image, pause with reason, resume, complete; the worksheet survives', async () => {
    const id = await staffAudit('Trabajo completo');
    await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/take` });
    const started = await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/start` });
    expect(started.json().data).toMatchObject({ estado: 'en_proceso' });
    expect(started.json().data.fechaInicio).toBeTruthy();
    expect(started.json().data).not.toHaveProperty('costoFinal');

    const image = await as('operador1', {
      method: 'POST',
      url: `/api/audits/${id}/images`,
      payload: { data: `data:image/jpeg;base64,${SAMPLE_JPEG.toString('base64')}`, name: 'captura.jpg' },
    });
    expect(image.statusCode, image.body).toBe(201);
    const imageId = image.json().data.id;
    const notImage = await as('operador1', {
      method: 'POST',
      url: `/api/audits/${id}/images`,
      payload: { data: SAMPLE_PDF.toString('base64') },
    });
    expect(notImage.statusCode).toBe(400);

    const sheet = worksheet();
    sheet.eventos[0] = { ...sheet.eventos[0], imagenes: [{ id: imageId }] } as (typeof sheet.eventos)[0];
    const draft = await as('operador1', { method: 'PUT', url: `/api/audits/${id}/draft`, payload: sheet });
    expect(draft.statusCode, draft.body).toBe(200);
    const template = await as('operador1', { method: 'GET', url: `/api/audits/${id}/template` });
    expect(template.json()).toMatchObject({
      observacionesFinales: 'Sin novedades graves',
      canalesVision: 'Canales 1, 2 y 4',
      sucursalDetails: 'Local con 3 cajas',
    });
    expect(template.json().eventos).toEqual([
      expect.objectContaining({
        numero: 1,
        descripcion: 'Cajero sin uniforme',
        colorEvento: '#0066cc',
        imagenes: [
          expect.objectContaining({ id: imageId, data: expect.stringMatching(/^data:image\/jpeg;base64,/) }),
        ],
      }),
      expect.objectContaining({ numero: 2, tipoEvento: 'problema-tecnico', colorEvento: '#16a34a' }),
    ]);

    const noReason = await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: { ...sheet, estado: 'pausada', razonPausa: '   ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Por favor, especifica la razón para pausar');
    const paused = await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: { ...sheet, estado: 'pausada', razonPausa: 'Almuerzo' },
    });
    expect(paused.json().data).toMatchObject({ estado: 'pausada', razonPausa: 'Almuerzo' });
    // Paused audits do not block taking a new one.
    expect(
      (await as('operador1', { method: 'GET', url: '/api/audits/next-available' })).json().motivo,
    ).toBeNull();

    expect(
      (await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/resume` })).json().data.estado,
    ).toBe('en_proceso');
    // Removing the first event renumbers the rest.
    const finished = await as('operador1', {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: { ...sheet, eventos: [sheet.eventos[1]], tiempoTrabajado: 99999 },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data).toMatchObject({ estado: 'terminada' });
    const after = await as('admin', { method: 'GET', url: `/api/audits/${id}/template` });
    expect(after.json().eventos).toEqual([expect.objectContaining({ id: 'e2', numero: 1 })]);
    // The worked time is the server's, not the browser's claim.
    expect(after.json().auditoria.tiempoTrabajadoPrevio).toBeLessThan(5);
    const timeline = await as('supervisor', { method: 'GET', url: `/api/audits/${id}/timeline` });
    expect(timeline.json().data.map((e: { action: string }) => e.action)).toEqual([
      'creada',
      'tomada',
      'iniciada',
      'pausada',
      'reanudada',
      'terminada',
    ]);
    expect(timeline.json().data[3]).toMatchObject({
      de: 'en_proceso',
      a: 'pausada',
      nota: 'Almuerzo',
      actor: { name: 'Olga Operadora' },
    });
    // Finished: the operator can no longer change it.
    expect(
      (await as('operador1', { method: 'PUT', url: `/api/audits/${id}/draft`, payload: sheet })).statusCode,
    ).toBe(409);
    const history = await as('operador1', { method: 'GET', url: '/api/audits/operador/historial' });
    expect(history.json().auditorias.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('only the audit operator works on it; others get 404 or 409 and nothing changes', async () => {
    const id = await staffAudit('Ajena');
    await as('operador2', { method: 'PATCH', url: `/api/audits/${id}/take` });
    for (const path of ['start', 'resume', 'take-assigned']) {
      const res = await as('operador1', { method: 'PATCH', url: `/api/audits/${id}/${path}` });
      expect(res.statusCode, path).toBe(409);
    }
    expect(
      (await as('operador1', { method: 'PUT', url: `/api/audits/${id}/draft`, payload: worksheet() }))
        .statusCode,
    ).toBe(409);
    expect((await as('operador1', { method: 'GET', url: `/api/audits/${id}/template` })).statusCode).toBe(
      404,
    );
    expect((await as('operador1', { method: 'GET', url: `/api/audits/${id}` })).statusCode).toBe(404);
    expect((await as('cliente', { method: 'GET', url: `/api/audits/${id}/template` })).statusCode).toBe(403);
    const state = await sqlRows<{ estado: string }>(
      t.database.db,
      sql`select estado from audits where id = ${id}`,
    );
    expect(state[0]?.estado).toBe('asignada');
    await t.database.db.execute(sql`update audits set deleted_at = now() where id = ${id}`);
  });

  it('an audit assigned by someone else is taken pausing the current one', async () => {
    const current = await staffAudit('Actual');
    await as('operador1', { method: 'PATCH', url: `/api/audits/${current}/take` });
    await as('operador1', { method: 'PATCH', url: `/api/audits/${current}/start` });
    const assigned = await staffAudit('Asignada por supervisor');
    const assign = await as('supervisor', {
      method: 'PATCH',
      url: `/api/audits/${assigned}/assign`,
      payload: { operadorId: ids.operador1 },
    });
    expect(assign.json().data).toMatchObject({
      estado: 'asignada',
      asignadoPor: ids.supervisor,
      operadorId: ids.operador1,
    });
    expect(
      (await as('operador1', { method: 'PATCH', url: `/api/audits/${assigned}/start` })).statusCode,
    ).toBe(409);
    const taken = await as('operador1', { method: 'PATCH', url: `/api/audits/${assigned}/take-assigned` });
    expect(taken.json().data.estado).toBe('en_proceso');
    const paused = await as('operador1', { method: 'GET', url: `/api/audits/${current}` });
    expect(paused.json().data).toMatchObject({
      estado: 'pausada',
      razonPausa: 'Pausada automáticamente para tomar una auditoría asignada',
    });
    expect(
      (
        await as('operador1', {
          method: 'PATCH',
          url: `/api/audits/${assigned}/assign`,
          payload: { operadorId: ids.operador2 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as('admin', {
          method: 'PATCH',
          url: `/api/audits/${assigned}/assign`,
          payload: { operadorId: ids.contable },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('who sees what', () => {
  it('clients see their companies only; operators their own', async () => {
    await staffAudit('De Sur', 'Demo Sur S.R.L.', 'Sucursal Lomas');
    const norteOrders = await as('cliente', { method: 'GET', url: '/api/clients/my-audits' });
    expect(
      norteOrders
        .json()
        .auditorias.every((a: { clienteId: number }) => a.clienteId === clients['Demo Norte S.A.']),
    ).toBe(true);
    const surOrders = await as('cliente2', { method: 'GET', url: '/api/audits?all=true' });
    expect(
      surOrders
        .json()
        .auditorias.every((a: { clienteId: number }) => a.clienteId === clients['Demo Sur S.R.L.']),
    ).toBe(true);
    // Another company's audits are refused the way its record is: as if it did not exist.
    expect(
      (await as('cliente2', { method: 'GET', url: `/api/clients/${clients['Demo Norte S.A.']}/audits` }))
        .statusCode,
    ).toBe(404);
    const group = await as('grupo', { method: 'GET', url: '/api/audits?all=true' });
    const groupClients = new Set(group.json().auditorias.map((a: { clienteId: number }) => a.clienteId));
    expect(groupClients.has(clients['Demo Sur S.R.L.'])).toBe(true);
    const mine = await as('operador2', { method: 'GET', url: '/api/audits' });
    expect(mine.json().auditorias.every((a: { operadorId: number }) => a.operadorId === ids.operador2)).toBe(
      true,
    );
    const search = await as('admin', { method: 'GET', url: '/api/audits?search=olga' });
    expect(search.json().auditorias.length).toBeGreaterThan(0);
    expect(
      search
        .json()
        .auditorias.every(
          (a: { operador: { name: string } | null }) => a.operador?.name === 'Olga Operadora',
        ),
    ).toBe(true);
    expect((await as('admin', { method: 'GET', url: '/api/audits?estado=inventado' })).statusCode).toBe(400);
  });
});
