import { everyPermission } from '@auditorias/domain/auth/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../test/app';
import { sqlRows } from '../test/database';
import { reportFigure } from '../test/figures';
import { officeExpense } from '../test/finance';
import {
  buildWorld,
  cloneAudit,
  fingerprinter,
  insertUser,
  type SignedIn,
  send,
  type World,
} from './fixtures';

/**
 * Mass assignment (issue 15, part 4): every create and update call is sent with privileged fields it must not
 * take from this caller — role, company, state, prices and pay, ids, authorship, activation, permissions, group
 * administration. Each call must be refused (4xx, the database unchanged) or succeed with those fields ignored
 * (the stored row is checked): 0 escalations.
 */

let w: World;
let fingerprint: () => Promise<string>;
const escalations: string[] = [];
let refused = 0;
let ignored = 0;
let attempts = 0;
const refusals: string[] = [];

const ALL_PERMISSIONS = everyPermission(true);
/** The privileged fields sent with every call (besides those the call's own form has). */
function extras(): Record<string, unknown> {
  return {
    id: 999_999,
    role: 'admin',
    rol: 'admin',
    clientId: w.clients.sur,
    clienteId: w.clients.sur,
    estado: 'entregada',
    estadoPago: 'pagada',
    costoFinal: 1,
    montoOperador: 99_999_999,
    pagoOperador: 99_999_999,
    operadorId: w.users.operador1,
    supervisorId: w.users.supervisor,
    createdBy: w.users.admin,
    creadoPor: w.users.admin,
    authorizedBy: w.users.admin,
    fromUserId: w.users.admin,
    impersonatorId: w.users.admin,
    userId: w.users.admin,
    activo: true,
    isActive: true,
    permissions: ALL_PERMISSIONS,
    permissionOverrides: ALL_PERMISSIONS,
    esAdministradorGrupo: true,
    clientesAdministrados: [w.clients.norte, w.clients.sur],
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$AAAA$AAAA',
    deletedAt: null,
    createdAt: '2000-01-01T00:00:00Z',
  };
}

type Row = Record<string, unknown>;
const one = async (query: ReturnType<typeof sql>): Promise<Row> => {
  const [row] = await sqlRows<Row>(w.t.database.db, query);
  return row ?? {};
};
/** Problems when `row` took any of `forbidden` (column → value it must not hold). */
function took(label: string, row: Row, forbidden: Record<string, unknown>): string[] {
  return Object.entries(forbidden)
    .filter(([column, value]) => JSON.stringify(row[column]) === JSON.stringify(value))
    .map(([column, value]) => `${label}: ${column} = ${JSON.stringify(value)}`);
}
/** Problems when `row` does not hold what it must (column → value). */
function kept(label: string, row: Row, expected: Record<string, unknown>): string[] {
  return Object.entries(expected)
    .filter(([column, value]) => JSON.stringify(row[column]) !== JSON.stringify(value))
    .map(
      ([column, value]) =>
        `${label}: ${column} = ${JSON.stringify(row[column])}, debía ser ${JSON.stringify(value)}`,
    );
}

interface Attempt {
  label: string;
  who: SignedIn;
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** After a success: the escalations the stored rows show (none expected). */
  verify: (body: Row, url: string) => Promise<string[]>;
}

async function attempt(a: Attempt) {
  attempts++;
  const before = await fingerprint();
  const res = await send(w, a.who, a.method, { url: a.url, payload: a.payload as never, headers: a.headers });
  const tag = `${a.label} (${a.who} ${a.method} ${a.url}): ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode >= 500) {
    escalations.push(`5xx ${tag}`);
    return res;
  }
  if (res.statusCode >= 400) {
    refused++;
    refusals.push(tag);
    if ((await fingerprint()) !== before) escalations.push(`rechazada pero cambió datos: ${tag}`);
    return res;
  }
  const problems = await a.verify(res.json() as Row, a.url);
  if (problems.length > 0) escalations.push(`${tag} → ${problems.join('; ')}`);
  else ignored++;
  return res;
}

/**
 * The call with every privileged extra at once, then with each extra its form did not name as unknown alone (a
 * strict form refuses the first at once; the single ones test what a lenient form would take).
 */
async function withExtras(
  base: Omit<Attempt, 'payload'> & {
    payload: Row;
    fresh?: () => Promise<string>;
    /** Fields of the call's own form this caller may set (not privileged here). */
    own?: string[];
  },
) {
  const all = Object.fromEntries(Object.entries(extras()).filter(([k]) => !base.own?.includes(k)));
  const urls = async () => (base.fresh ? await base.fresh() : base.url);
  const first = await attempt({ ...base, url: await urls(), payload: { ...base.payload, ...all } });
  // Keys the strict form named as unknown are refused as such; each of the others is tried alone.
  const unknown = new Set<string>();
  if (first.statusCode === 400)
    for (const d of (first.json().details ?? []) as Array<{ campo: string; mensaje: string }>)
      if (/desconocida/i.test(d.mensaje)) for (const k of d.campo.split(/,\s*/)) unknown.add(k);
  for (const [key, value] of Object.entries(all)) {
    if (unknown.has(key)) continue;
    await attempt({
      ...base,
      label: `${base.label} +${key}`,
      url: await urls(),
      payload: { ...base.payload, [key]: value },
    });
  }
}

/** The audit id in a call's path (`/api/audits/12/...`, `/api/finanzas/editar-auditoria/12`). */
const idIn = (url: string) => Number(/\/(\d+)(?:\/|$)/.exec(url)?.[1]);
const userRow = (id: number) =>
  one(sql`select role, cliente_id, is_active, permission_overrides, es_administrador_grupo, password_hash,
             (select coalesce(array_agg(client_id order by client_id), '{}') from user_administered_clients where user_id = ${id}) as administrados
          from users where id = ${id}`);
const auditRow = (id: number) =>
  one(sql`select estado, client_id, operador_id, supervisor_id, creado_por, costo_final, costo_estimado, origen,
             gratis_para_cliente, en_transito, horas_estimadas, estado_pago from audits where id = ${id}`);

beforeAll(async () => {
  w = await buildWorld();
  fingerprint = await fingerprinter(w.t);
}, 120_000);
afterAll(async () => {
  reportFigure(
    `[seguridad] asignación masiva: ${attempts} llamadas con campos privilegiados, ${refused} rechazadas sin cambios, ${ignored} aceptadas ignorándolos, ${escalations.length} escaladas`,
  );
  if (process.env.SECURITY_REPORT)
    (await import('node:fs')).writeFileSync(
      process.env.SECURITY_REPORT,
      JSON.stringify({ escalations, refusals }, null, 1),
    );
  await w?.t.close();
});

describe('mass assignment', () => {
  it('users: self-service edits and admin forms take no role, company, activation, permissions or group', async () => {
    for (const who of ['operador1', 'supervisor', 'contable', 'cliente', 'grupo'] as const) {
      const id = w.users[who] ?? 0;
      const before = await userRow(id);
      await withExtras({
        label: `perfil propio de ${who}`,
        who,
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: { name: `Nombre de ${who}` },
        verify: async () => kept(`usuario ${who}`, await userRow(id), before),
      });
    }
    // The fields the form has for admins, sent by users editing themselves.
    for (const [who, payload] of [
      ['operador1', { role: 'admin' }],
      ['supervisor', { role: 'admin' }],
      ['contable', { role: 'admin' }],
      ['cliente', { clienteId: w.clients.sur }],
      ['cliente', { role: 'admin', clienteId: null }],
      ['grupo', { clienteId: w.clients.sur }],
    ] as const) {
      const id = w.users[who] ?? 0;
      const before = await userRow(id);
      await attempt({
        label: `cambio propio de ${JSON.stringify(payload)}`,
        who,
        method: 'PUT',
        url: `/api/users/${id}`,
        payload,
        verify: async () => kept(`usuario ${who}`, await userRow(id), before),
      });
    }
    // An admin creating or registering a user: the form's fields only.
    let n = 0;
    for (const url of ['/api/users', '/api/auth/register']) {
      // With a valid form (a unique user each time).
      const all = extras();
      for (const [key, value] of Object.entries(all)) {
        n++;
        await attempt({
          label: `alta ${url} +${key}`,
          who: 'admin',
          method: 'POST',
          url,
          payload: {
            email: `alta${n}@demo.ar`,
            username: `alta${n}`,
            password: 'demo123456',
            name: `Alta ${n}`,
            role: 'operador',
            [key]: value,
          },
          verify: async (body) => {
            const id = Number((body.data as Row | undefined)?.id ?? (body.user as Row | undefined)?.id);
            const row = await userRow(id);
            return [
              ...took('usuario nuevo', row, {
                password_hash: all.passwordHash,
                es_administrador_grupo: true,
              }),
              // `role` is the admin's own form field; `rol` is no field at all.
              ...(key === 'rol' ? kept('usuario nuevo', row, { role: 'operador' }) : []),
              ...(id === 999_999 ? ['usuario nuevo: id = 999999'] : []),
            ];
          },
        });
      }
    }
    // A user's permissions: the permission keys only; activation: the flag only.
    const target = await insertUser(w, 'operador', 'permisos-destino');
    const before = await userRow(target);
    await attempt({
      label: 'permisos con extras',
      who: 'admin',
      method: 'PATCH',
      url: `/api/users/${target}/permissions`,
      payload: { permissions: { client_view: true }, ...extras() },
      verify: async () =>
        kept('usuario', await userRow(target), { role: before.role, cliente_id: before.cliente_id }),
    });
    await attempt({
      label: 'activación con extras',
      who: 'admin',
      method: 'POST',
      url: `/api/users/${target}/activate`,
      payload: { isActive: false, ...extras() },
      verify: async () => kept('usuario', await userRow(target), { role: before.role }),
    });
    expect(escalations).toEqual([]);
  });

  it('audits: a client’s order and edit take no state, operator, price, author, other company or schedule', async () => {
    const norte = w.clients.norte;
    const form = (fields: Record<string, string>) =>
      multipartForm({
        clienteId: String(norte),
        branchId: String(w.branches.belgrano),
        titulo: 'Pedido',
        ...fields,
      });
    const privileged: Record<string, string> = {
      estado: 'entregada',
      operadorId: String(w.users.operador1),
      costoFinal: '1',
      creadoPor: String(w.users.admin),
      gratisParaCliente: 'true',
      enTransito: 'false',
      id: '999999',
      // Fields of the form that are the admin's only, or the other company.
      costo: '1',
      tiempoEstimadoHoras: '1',
      origenCarga: 'programada',
      fechaProgramada: '2030-01-01',
      clienteId: String(w.clients.sur),
    };
    for (const who of ['cliente', 'grupo', 'impersonando', 'supervisor'] as const) {
      for (const [key, value] of Object.entries(privileged)) {
        const body = form({ [key]: value });
        await attempt({
          label: `pedido +${key}`,
          who,
          method: 'POST',
          url: '/api/audits',
          payload: body.payload,
          headers: body.headers,
          verify: async (res) => {
            const id = Number((res.data as Row | undefined)?.id);
            const row = await auditRow(id);
            return [
              ...took('auditoría nueva', row, {
                estado: 'entregada',
                operador_id: w.users.operador1,
                costo_final: 1,
                costo_estimado: 100,
                horas_estimadas: 1,
                gratis_para_cliente: true,
                origen: 'programada',
                client_id: w.clients.sur,
              }),
              ...(id === 999_999 ? ['auditoría nueva: id = 999999'] : []),
              ...(who === 'supervisor'
                ? []
                : kept('auditoría nueva', row, {
                    creado_por: w.users[who === 'impersonando' ? 'cliente' : who],
                  })),
            ];
          },
        });
      }
    }
    // The client's edit of its own order (multipart as well).
    const source = w.audits.norte.pendiente ?? w.audits.norte.solicitud ?? 0;
    for (const [key, value] of Object.entries(privileged)) {
      const id = await cloneAudit(
        w,
        source,
        { estado: 'solicitud', operadorId: null, creadoPor: w.users.cliente },
        'norte',
      );
      const before = await auditRow(id);
      const body = form({ [key]: value });
      await attempt({
        label: `edición del pedido +${key}`,
        who: 'cliente',
        method: 'PUT',
        url: `/api/audits/${id}`,
        payload: body.payload,
        headers: body.headers,
        verify: async () =>
          kept('pedido editado', await auditRow(id), {
            estado: before.estado,
            client_id: before.client_id,
            operador_id: before.operador_id,
            costo_final: before.costo_final,
            costo_estimado: before.costo_estimado,
            creado_por: before.creado_por,
            origen: before.origen,
            gratis_para_cliente: before.gratis_para_cliente,
          }),
      });
    }
    // An operator's worksheet, completion and the supervisor's review forms.
    const inHand = () =>
      cloneAudit(
        w,
        w.audits.norte.en_proceso ?? w.audits.sur.en_proceso ?? 0,
        { estado: 'en_proceso', operadorId: w.users.operador1 },
        'norte',
      );
    const finished = () =>
      cloneAudit(
        w,
        w.audits.norte.terminada ?? w.audits.sur.terminada ?? 0,
        { estado: 'terminada' },
        'norte',
      );
    for (const [label, who, method, path, payload, make] of [
      ['borrador', 'operador1', 'PUT', 'draft', {}, inHand],
      ['completar', 'operador1', 'PATCH', 'complete', { estado: 'pausada', razonPausa: 'Pausa' }, inHand],
      ['guardar revisión', 'supervisor', 'PUT', 'supervisor/save', {}, finished],
      ['aprobar', 'supervisor', 'PUT', 'supervisor/approve', {}, finished],
      ['editar en cola', 'supervisor', 'PUT', 'editar-cola', { descripcion: 'x' }, finished],
    ] as const) {
      await withExtras({
        label,
        who,
        method,
        url: '',
        payload: payload as Row,
        fresh: async () => `/api/audits/${await make()}/${path}`,
        verify: async (_body, url) => {
          const row = await auditRow(idIn(url));
          return took(label, row, { costo_final: 1, client_id: w.clients.sur, estado_pago: 'pagada' });
        },
      });
    }
    expect(escalations).toEqual([]);
  });

  it('clients and branches: no foreign branch taken over, no ids, dates or balances set', async () => {
    const lomas = w.branches.lomas;
    const lomasBefore = await one(
      sql`select client_id, nombre, deleted_at from branches where id = ${lomas}`,
    );
    // A branch of Demo Sur named by id in Demo Norte's forms.
    for (const [label, method, url, payload] of [
      [
        'sucursal con id ajeno',
        'POST',
        `/api/clients/${w.clients.norte}/branches`,
        { nombre: 'Secuestrada', id: lomas },
      ],
      [
        'cliente con sucursal ajena',
        'PUT',
        `/api/clients/${w.clients.norte}`,
        { branches: [{ id: lomas, nombre: 'Secuestrada' }] },
      ],
      [
        'negocio hijo con sucursal ajena',
        'POST',
        `/api/clients/${w.clients.norte}/negocios-hijos`,
        { nombre: 'Hijo', branches: [{ id: lomas, nombre: 'Secuestrada' }] },
      ],
    ] as const) {
      await attempt({
        label,
        who: 'admin',
        method,
        url,
        payload,
        verify: async () =>
          kept(
            'sucursal de Demo Sur',
            await one(sql`select client_id, nombre, deleted_at from branches where id = ${lomas}`),
            lomasBefore,
          ),
      });
    }
    const clientRow = (id: number) =>
      one(sql`select id, parent_id, deleted_at, activo from clients where id = ${id}`);
    const surBefore = await clientRow(w.clients.sur);
    await withExtras({
      label: 'editar cliente',
      who: 'admin',
      method: 'PUT',
      url: `/api/clients/${w.clients.sur}`,
      payload: { telefono: '+54 11 4222-0201' },
      verify: async () =>
        kept('Demo Sur', await clientRow(w.clients.sur), {
          id: surBefore.id,
          parent_id: surBefore.parent_id,
          deleted_at: null,
        }),
    });
    await withExtras({
      label: 'sucursal nueva',
      who: 'admin',
      method: 'POST',
      url: `/api/clients/${w.clients.norte}/branches`,
      payload: { nombre: 'Sucursal extra' },
      verify: async () => {
        const row = await one(sql`select client_id from branches order by id desc limit 1`);
        return kept('sucursal nueva', row, { client_id: w.clients.norte });
      },
    });
    await withExtras({
      label: 'negocio hijo',
      who: 'admin',
      method: 'POST',
      url: `/api/clients/${w.clients.norte}/negocios-hijos`,
      payload: { nombre: 'Hijo nuevo' },
      verify: async () =>
        kept('negocio hijo', await one(sql`select parent_id from clients order by id desc limit 1`), {
          parent_id: w.clients.norte,
        }),
    });
    expect(escalations).toEqual([]);
  });

  it('messages, overtime, operator assignments, impersonation and settings take no author, target or state', async () => {
    await withExtras({
      label: 'mensaje',
      who: 'cliente',
      method: 'POST',
      url: '/api/messages',
      payload: { toUserId: w.users.supervisor, contenido: 'Hola' },
      verify: async () => {
        const row = await one(
          sql`select from_user_id, impersonator_id, leido from messages order by id desc limit 1`,
        );
        return kept('mensaje', row, { from_user_id: w.users.cliente, impersonator_id: null, leido: false });
      },
    });
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await withExtras({
      label: 'horas extras',
      who: 'supervisor',
      method: 'POST',
      url: `/api/work-sessions/authorize-overtime/${w.users.operador2}`,
      payload: { motivo: 'Cierre', fecha: day },
      verify: async () => {
        const row = await one(
          sql`select user_id, authorized_by from overtime_authorizations order by id desc limit 1`,
        );
        return kept('horas extras', row, { user_id: w.users.operador2, authorized_by: w.users.supervisor });
      },
    });
    const op = await insertUser(w, 'operador', 'asignable');
    await withExtras({
      label: 'asignar operador',
      who: 'admin',
      method: 'POST',
      url: '/api/operator-permissions/assign-client',
      payload: { operatorId: op, clientId: w.clients.kiosco },
      verify: async () => {
        const row = await one(
          sql`select status, created_by from operator_client_permissions where operator_id = ${op}`,
        );
        return kept('asignación', row, { status: 'asignado', created_by: w.users.admin });
      },
    });
    await withExtras({
      label: 'impersonar',
      who: 'admin',
      method: 'POST',
      url: '/api/impersonation/start',
      payload: { userId: w.users.cliente2 },
      verify: async (body) =>
        kept(
          'impersonación',
          { user: (body.user as Row | undefined)?.id, by: (body.impersonator as Row | undefined)?.id },
          { user: w.users.cliente2, by: w.users.admin },
        ),
    });
    const info = (await send(w, 'admin', 'GET', { url: '/api/config/company-info' })).json().data as Row;
    await withExtras({
      label: 'datos de la empresa',
      who: 'admin',
      method: 'PUT',
      url: '/api/config/company-info',
      payload: info,
      verify: async () => [],
    });
    expect(escalations).toEqual([]);
  });

  it('money: expenses, movements, charges and pay take no author, entry, company or state', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const expenseRow = () =>
      one(sql`select id, created_by, entry_id, deleted_at from expenses order by id desc limit 1`);
    await withExtras({
      label: 'gasto',
      who: 'contable',
      method: 'POST',
      url: '/api/gastos',
      payload: officeExpense(today),
      verify: async () => {
        const row = await expenseRow();
        return [
          ...kept('gasto', row, { created_by: w.users.contable, deleted_at: null }),
          ...took('gasto', row, { id: 999_999 }),
        ];
      },
    });
    const expense = await expenseRow();
    const expenseBefore = await one(
      sql`select created_by, entry_id, deleted_at from expenses where id = ${expense.id}`,
    );
    await withExtras({
      label: 'editar gasto',
      who: 'contable',
      method: 'PUT',
      url: `/api/gastos/${expense.id}`,
      payload: { explicacion: 'Otra explicación' },
      verify: async () =>
        kept(
          'gasto editado',
          await one(sql`select created_by, entry_id, deleted_at from expenses where id = ${expense.id}`),
          expenseBefore,
        ),
    });
    const entryRow = () =>
      one(sql`select created_by, client_id, kind from ledger_entries order by id desc limit 1`);
    await withExtras({
      label: 'movimiento manual',
      who: 'contable',
      method: 'POST',
      url: '/api/finanzas',
      payload: {
        tipo: 'egreso',
        descripcion: 'Gasto manual',
        monto: 100,
        categoria: 'operativo',
        fecha: today,
        explicacion: 'Compra de insumos de oficina',
      },
      verify: async () => kept('movimiento', await entryRow(), { created_by: w.users.contable }),
    });
    await withExtras({
      label: 'ingreso manual',
      who: 'contable',
      method: 'POST',
      url: '/api/audits/ingreso-manual',
      payload: { clienteId: w.clients.norte, titulo: 'Ingreso', costoFinal: 100, fecha: today },
      own: ['clienteId', 'clientId', 'costoFinal', 'estadoPago'],
      verify: async () =>
        kept('ingreso', await entryRow(), { created_by: w.users.contable, client_id: w.clients.norte }),
    });
    const pending = () =>
      cloneAudit(
        w,
        w.audits.norte.entregada ?? w.audits.sur.entregada ?? 0,
        { estado: 'entregada', estadoPago: 'pendiente' },
        'norte',
      );
    await withExtras({
      label: 'editar cobro',
      who: 'contable',
      method: 'PUT',
      url: '',
      payload: { titulo: 'Título nuevo' },
      fresh: async () => `/api/finanzas/editar-auditoria/${await pending()}`,
      verify: async (_body, url) =>
        // costoFinal is the form's own field here (finance_manage corrects a charge).
        took('cobro editado', await auditRow(idIn(url)), { client_id: w.clients.sur, estado_pago: 'pagada' }),
    });
    await withExtras({
      label: 'sueldo',
      who: 'admin',
      method: 'POST',
      url: '/api/sueldos/configurar',
      payload: {
        operadorId: w.users.operador1,
        mes: new Date().getMonth() + 1,
        anio: new Date().getFullYear(),
      },
      verify: async () => {
        const row = await one(
          sql`select user_id, updated_by from salary_configs order by updated_at desc limit 1`,
        );
        return kept('sueldo', row, { user_id: w.users.operador1, updated_by: w.users.admin });
      },
    });
    expect(escalations).toEqual([]);
  });
});
