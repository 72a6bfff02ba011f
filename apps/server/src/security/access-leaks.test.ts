import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, SAMPLE_PDF, useTestApp } from '../test/app';
import { sqlCount, sqlRows } from '../test/database';

/**
 * The findings of the black-box probe on cross-company reads, each reproduced: a client reading the queue, a
 * restricted operator reading other companies' records, DVR passwords, audits and files, operators seeing prices.
 * One rule (`packages/domain/src/auth/access.ts`) answers all of them.
 */
const t = useTestApp({ manualOrders: true });
const { ids, clients, branches, as } = t;
let tercera: number;

const PRICE_KEYS = [
  'costoAuditoria',
  'precio_normal',
  'precio_prioritaria',
  'precio_urgente',
  'efectivo.precios',
];
const PAY_KEYS = [
  'pago_operador_normal',
  'pagoOperador',
  'efectivo.pagosOperador',
  'comisionOperador',
  'montoFijoOperador',
];
const DVR_KEYS = ['dvr_password', 'dvr_password_principal'];

/**
 * Every key anywhere in a JSON value, also as 'parent.key'. The `heredado` flags (true/false per inherited field)
 * carry no values and are left out.
 */
function keysOf(value: unknown, into = new Set<string>(), parent = ''): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into, parent);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'heredado') continue;
      into.add(k);
      if (parent) into.add(`${parent}.${k}`);
      keysOf(v, into, k);
    }
  return into;
}

async function waitingAudit(clientName: string, titulo: string, branch?: string): Promise<number> {
  const fields: Record<string, string> = { clienteId: String(clients[clientName]), titulo };
  if (branch) fields.branchId = String(branches[branch]);
  else fields.sucursal = 'Casa central';
  const res = await as('admin', {
    method: 'POST',
    url: '/api/audits',
    ...multipartForm(fields, [{ field: 'files', fileName: 'instructivo.pdf', content: SAMPLE_PDF }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

beforeAll(async () => {
  // A third company outside the group administrator's group (made as the demo's are: it orders by hand).
  const [third] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`insert into clients (nombre, email, dvr_id_principal) values ('Tercera Empresa S.A.', 'tercera@demo.ar', '10.9.9.9') returning id`,
  );
  tercera = third?.id ?? 0;
  clients['Tercera Empresa S.A.'] = tercera;
});

describe('the queue is for operators and supervisors', () => {
  it('a client, a group administrator, an accountant and an admin are refused next-available; nothing leaks', async () => {
    await waitingAudit('Demo Norte S.A.', 'Espera de Norte', 'Sucursal Belgrano');
    for (const who of ['cliente2', 'cliente', 'grupo', 'contable', 'admin']) {
      const res = await as(who, { method: 'GET', url: '/api/audits/next-available' });
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).not.toHaveProperty('data');
      expect(res.body).not.toContain('Espera de Norte');
    }
    for (const who of ['operador1', 'supervisor']) {
      expect((await as(who, { method: 'GET', url: '/api/audits/next-available' })).statusCode, who).toBe(200);
    }
  });
});

describe('a restricted operator sees only the companies it works for', () => {
  it('operador2 (assigned to Demo Sur) cannot read Demo Norte or a third company: records, branches, files', async () => {
    const norte = clients['Demo Norte S.A.'];
    for (const url of [
      `/api/clients/${norte}`,
      `/api/clients/${norte}/branches`,
      `/api/clients/${norte}/audits`,
      `/api/clients/${tercera}`,
      `/api/clients/${tercera}/branches`,
      `/api/clients/${norte}/contract`,
      `/api/clients/${norte}/procedure`,
    ]) {
      const res = await as('operador2', { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Belgrano');
    }
    const forAudits = await as('operador2', {
      method: 'GET',
      url: '/api/clients/for-audits?onlyActive=true',
    });
    expect(forAudits.statusCode).toBe(200);
    expect(forAudits.json().data.map((c: { nombre: string }) => c.nombre)).toEqual(['Demo Sur S.R.L.']);
  });

  it('reads its own company without prices or operator pay; DVR passwords only while holding one of its audits', async () => {
    const sur = clients['Demo Sur S.R.L.'];
    // The demo gives operador2 an audit in progress at Demo Sur: the passwords are there, and the view recorded.
    const before = await sqlCount(
      t.database.db,
      sql`select count(*) as n from activity_log where action = 'dvr_password_view' and user_id = ${ids.operador2}`,
    );
    const holding = await as('operador2', { method: 'GET', url: `/api/clients/${sur}` });
    expect(holding.statusCode).toBe(200);
    const keys = keysOf(holding.json());
    expect(keys.has('dvr_password_principal')).toBe(true);
    for (const k of [...PRICE_KEYS, ...PAY_KEYS]) expect(keys.has(k), k).toBe(false);
    const [logged] = await sqlRows<{ n: number; details: { clientId: number } }>(
      t.database.db,
      sql`select count(*) over () as n, details from activity_log where action = 'dvr_password_view' and user_id = ${ids.operador2} order by id desc limit 1`,
    );
    expect(Number(logged?.n)).toBe(before + 1);
    expect(logged?.details.clientId).toBe(sur);

    // Once it holds nothing of Demo Sur, the passwords are gone (and nothing more is recorded).
    await t.database.db.execute(
      sql`update audits set estado = 'terminada' where operador_id = ${ids.operador2} and estado in ('asignada', 'en_proceso', 'pausada')`,
    );
    const idle = await as('operador2', { method: 'GET', url: `/api/clients/${sur}` });
    expect(idle.statusCode).toBe(200);
    for (const k of DVR_KEYS) expect(keysOf(idle.json()).has(k), k).toBe(false);
    const branchList = await as('operador2', { method: 'GET', url: `/api/clients/${sur}/branches` });
    for (const k of [...DVR_KEYS, ...PRICE_KEYS, ...PAY_KEYS])
      expect(keysOf(branchList.json()).has(k), k).toBe(false);
    expect(
      await sqlCount(
        t.database.db,
        sql`select count(*) as n from activity_log where action = 'dvr_password_view' and user_id = ${ids.operador2}`,
      ),
    ).toBe(before + 1);
  });

  it('cannot read other companies’ waiting audits, timelines or attachments by id', async () => {
    const norteAudit = await waitingAudit('Demo Norte S.A.', 'Norte por id', 'Sucursal Belgrano');
    const thirdAudit = await waitingAudit('Tercera Empresa S.A.', 'Tercera por id');
    const surAudit = await waitingAudit('Demo Sur S.R.L.', 'Sur por id', 'Sucursal Lomas');
    const fileOf = async (id: number) =>
      (await as('admin', { method: 'GET', url: `/api/audits/${id}` })).json().data.archivosAdjuntos[0]
        .nombreArchivo as string;
    for (const id of [norteAudit, thirdAudit]) {
      for (const url of [
        `/api/audits/${id}`,
        `/api/audits/${id}/timeline`,
        `/api/audits/${id}/download-attachment/${await fileOf(id)}`,
      ]) {
        const res = await as('operador2', { method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    }
    // Its own company's waiting audit is readable, with its attachment.
    expect((await as('operador2', { method: 'GET', url: `/api/audits/${surAudit}` })).statusCode).toBe(200);
    const download = await as('operador2', {
      method: 'GET',
      url: `/api/audits/${surAudit}/download-attachment/${await fileOf(surAudit)}`,
    });
    expect(download.statusCode).toBe(200);
    // An unrestricted operator does not see Demo Sur's queue either: it is served by its assigned operator.
    expect((await as('operador1', { method: 'GET', url: `/api/audits/${surAudit}` })).statusCode).toBe(404);
    expect((await as('operador1', { method: 'GET', url: `/api/audits/${norteAudit}` })).statusCode).toBe(200);
  });

  it('acting on an audit of a company it may not see gives 404, not who holds it', async () => {
    const norteAudit = await waitingAudit('Demo Norte S.A.', 'Norte en manos de otro', 'Sucursal Belgrano');
    const assigned = await as('admin', {
      method: 'PATCH',
      url: `/api/audits/${norteAudit}/assign`,
      payload: { operadorId: ids.operador1 },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const before = (await as('admin', { method: 'GET', url: `/api/audits/${norteAudit}` })).json().data;
    for (const [method, url, payload] of [
      ['PATCH', `/api/audits/${norteAudit}/take`, undefined],
      ['PATCH', `/api/audits/${norteAudit}/start`, undefined],
      ['PUT', `/api/audits/${norteAudit}/draft`, { eventos: [] }],
      ['PATCH', `/api/audits/${norteAudit}/complete`, { eventos: [] }],
    ] as const) {
      const res = await as('operador2', { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json().message).toBe('Auditoría no encontrada');
    }
    const after = (await as('admin', { method: 'GET', url: `/api/audits/${norteAudit}` })).json().data;
    expect(after).toEqual(before);
  });

  it('a blocked operator loses the company at once', async () => {
    const norte = clients['Demo Norte S.A.'];
    const audit = await waitingAudit('Demo Norte S.A.', 'Bloqueo', 'Sucursal Belgrano');
    expect((await as('operador1', { method: 'GET', url: `/api/clients/${norte}` })).statusCode).toBe(200);
    const block = await as('admin', {
      method: 'POST',
      url: '/api/operator-permissions/block-operator',
      payload: { operatorId: ids.operador1, clientId: norte, reason: 'Prueba' },
    });
    expect(block.statusCode, block.body).toBeLessThan(300);
    expect((await as('operador1', { method: 'GET', url: `/api/clients/${norte}` })).statusCode).toBe(404);
    expect((await as('operador1', { method: 'GET', url: `/api/audits/${audit}` })).statusCode).toBe(404);
    const next = (await as('operador1', { method: 'GET', url: '/api/audits/next-available' })).json();
    expect(next.data?.clienteId ?? null).not.toBe(norte);
    await t.database.db.execute(
      sql`delete from operator_client_permissions where operator_id = ${ids.operador1}`,
    );
  });
});

describe('prices are for admins, accountants and the client itself', () => {
  const quote = (who: string, clienteId: number) =>
    as(who, {
      method: 'POST',
      url: '/api/config/calculate-audit-cost',
      payload: { clienteId, prioridad: 'normal' },
    });

  it('operators and supervisors are refused the cost calculation; the client sees its price but not the pay', async () => {
    const sur = clients['Demo Sur S.R.L.'] ?? 0;
    for (const who of ['operador1', 'operador2', 'supervisor']) {
      const res = await quote(who, sur);
      expect(res.statusCode, who).toBe(403);
      expect(res.body).not.toMatch(/precio|pagoOperador/);
    }
    const client = await quote('cliente2', sur);
    expect(client.statusCode).toBe(200);
    expect(client.json().data).toHaveProperty('precio');
    expect(client.json().data).not.toHaveProperty('pagoOperador');
    expect((await quote('cliente', sur)).statusCode).toBe(404);
    for (const who of ['admin', 'contable']) {
      const res = await quote(who, sur);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().data).toHaveProperty('pagoOperador');
    }
  });

  it('the client record shows prices to admin, contable and the client; pay to admin and contable; neither to supervisors', async () => {
    const norte = clients['Demo Norte S.A.'];
    const keysFor = async (who: string) => {
      const res = await as(who, { method: 'GET', url: `/api/clients/${norte}` });
      expect(res.statusCode, who).toBe(200);
      return keysOf(res.json());
    };
    const supervisor = await keysFor('supervisor');
    for (const k of [...PRICE_KEYS, ...PAY_KEYS]) expect(supervisor.has(k), k).toBe(false);
    const client = await keysFor('cliente');
    expect(client.has('costoAuditoria')).toBe(true);
    expect(client.has('precio_normal')).toBe(true);
    for (const k of [...PAY_KEYS, ...DVR_KEYS]) expect(client.has(k), k).toBe(false);
    for (const who of ['admin', 'contable']) {
      const keys = await keysFor(who);
      expect(keys.has('costoAuditoria'), who).toBe(true);
      expect(keys.has('pago_operador_normal'), who).toBe(true);
    }
    expect((await keysFor('contable')).has('dvr_password_principal')).toBe(false);
  });
});
