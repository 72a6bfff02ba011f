import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, multipartFile, multipartForm, SAMPLE_JPEG, SAMPLE_PDF } from '../test/app';
import { sqlRows } from '../test/database';
import { reportFigure } from '../test/figures';
import { officeExpense } from '../test/finance';
import {
  buildWorld,
  cloneAudit,
  fingerprinter,
  insertUser,
  type Outcome,
  outcomeOf,
  PRINCIPALS,
  type Principal,
  SIGNED_IN,
  send,
  type World,
} from './fixtures';

/**
 * Authorization matrix (issue 15, part 2): every registered /api route × every principal, each id-bearing route
 * with a Demo Norte object and a Demo Sur object. The expected answer is the one table `expected()` below: for each
 * case, the signed-in principals that may succeed (the dead tokens — anonymous, expired, revoked, forged — may
 * only call public routes). Success is a 2xx; a refusal is 401, 403 or 404 (a hidden object). A refused write must
 * leave the database as it was.
 *
 * Principals: `bloqueado` is an operator blocked from Demo Norte through the API; `operador2` works only for Demo
 * Sur; `cliente` is Demo Norte's, `cliente2` Demo Sur's; `grupo` administers both (a third company, outside its
 * group, is tried too); `impersonando` is the admin viewing the product as `cliente`.
 *
 * Where the spec is silent the table follows the code's declared permission plus the service's rule, each read and
 * checked: the staff control centre is admin and contable (`mayReadStaffControl`), overtime admin and supervisor,
 * management queue, scheduled creation, corrections of delivered audits and "free for the client" admin only, a
 * client deletes or edits its own order while nobody took it, the HTML/Word report and the timeline are staff-only
 * (the client gets the PDF). Writes that need a fresh object get one per principal; state conflicts an allowed
 * principal may meet (`business`) are counted and printed, never hidden as a pass for a refused principal.
 */

// ---- Who: shorthands of the table --------------------------------------------------------------------------
const ALL = SIGNED_IN.join(' ');
const STAFF = 'admin supervisor operador1 contable operador2 bloqueado';
const ADMIN = 'admin';
const REVIEW = 'admin supervisor';
const FINANCE = 'admin contable';
const CLIENT_VIEW = 'admin supervisor contable';
/**
 * Seeing a company (its record, its waiting audits): staff; an operator only a company it may work for — operador1
 * has no assignment, so every company nobody is assigned to (Demo Norte, not Demo Sur, which operador2 is
 * assigned to); operador2 only Demo Sur; the blocked operator neither (blocked from Norte, Sur assigned to another);
 * a client user its own companies.
 */
const NORTE_RECORD = 'admin supervisor operador1 contable cliente grupo impersonando';
const SUR_RECORD = 'admin supervisor contable operador2 cliente2 grupo';
/** A waiting audit is seen by whoever sees its company. */
const NORTE_AUDIT = NORTE_RECORD;
const SUR_AUDIT = SUR_RECORD;
/** Internal parts of an audit (timeline, HTML and Word report): staff who see it. */
const NORTE_AUDIT_STAFF = 'admin supervisor operador1 contable';
const SUR_AUDIT_STAFF = 'admin supervisor contable operador2';
/** The staff control centre (spec §6): admin and contable. */
const STAFF_CONTROL = 'admin contable';
const NORTE_MONEY = 'admin contable cliente grupo impersonando';
const SUR_MONEY = 'admin contable cliente2 grupo';
const PAID_STAFF = STAFF; // puedeVerSueldo

type Req = {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
interface Case {
  /** 'METHOD /url' exactly as registered. */
  route: string;
  /** Which object (norte, sur, own, …) when the route takes an id. */
  on?: string;
  /** The signed-in principals that may succeed. */
  allow: string;
  req: (who: Principal) => Req | Promise<Req>;
  /** Allowed principals may also get a business answer (400/409/422) that is not a refusal. */
  business?: boolean;
  /**
   * Codes besides 401/403/404 by which this route refuses (the audit state machine answers 409 "assigned to
   * someone else" to an operator that does not hold the audit).
   */
  refusalCodes?: number[];
  /** A token of its own for each principal (the call ends the session it uses). */
  ownSession?: boolean;
  /** A stream that stays open when allowed: only refusals are tried. */
  streamOnlyRefusals?: boolean;
}

let w: World;
let fingerprint: () => Promise<string>;
const ID = () => w;
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const uniq = () => `${++seq}`;

/** A fresh user (for calls that change or delete one). */
async function freshUser(role = 'operador'): Promise<number> {
  return insertUser(w, role, `victima${uniq()}`);
}
async function freshClient(): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    w.t.database.db,
    sql`insert into clients (nombre, email) values (${`Descartable ${uniq()}`}, 'descartable@demo.ar') returning id`,
  );
  return row?.id ?? 0;
}
async function freshBranch(clientId: number): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    w.t.database.db,
    sql`insert into branches (client_id, nombre) values (${clientId}, ${`Sucursal descartable ${uniq()}`}) returning id`,
  );
  return row?.id ?? 0;
}
/** A message from `from` to `to`, for read/delete calls. */
async function freshMessage(from: string, to: string): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    w.t.database.db,
    sql`insert into messages (from_user_id, to_user_id, contenido) values (${w.users[from]}, ${w.users[to]}, 'Mensaje de prueba') returning id`,
  );
  return row?.id ?? 0;
}
const co = (key: 'norte' | 'sur') => w.clients[key];
/** Any demo audit in `estado` (the seed has each state once, at one company or the other). */
function anyAudit(estado: string): number {
  const id = w.audits.norte[estado] ?? w.audits.sur[estado];
  if (!id) throw new Error(`no ${estado} audit in the demo`);
  return id;
}
/** A fresh copy of a demo audit in `estado`, at company `key`. */
const fresh = (key: 'norte' | 'sur', estado: string, extra: Record<string, unknown> = {}) =>
  cloneAudit(w, anyAudit(estado), { estado: estado as never, ...extra }, key);
const stable: Record<string, number> = {};
/** The operator holding each company's audits in hand: operador1 may work for Norte, operador2 for Sur. */
const holder = (key: 'norte' | 'sur') => (key === 'norte' ? w.users.operador1 : w.users.operador2);
/**
 * One audit per company and situation, made once, for reads: 'espera' waits in the operators' queue; the others
 * are held by the company's operator.
 */
async function au(
  key: 'norte' | 'sur',
  situation: 'espera' | 'en_proceso' | 'terminada' | 'entregada',
): Promise<number> {
  const k = `${key}:${situation}`;
  stable[k] ??=
    situation === 'espera'
      ? await fresh(key, 'pendiente', { operadorId: null, enTransito: true, fechaInicio: null })
      : await fresh(key, situation, { operadorId: holder(key) });
  return stable[k] as number;
}

/** The same case for a Demo Norte object and a Demo Sur object. */
function both(
  route: string,
  allow: { norte: string; sur: string },
  req: (key: 'norte' | 'sur', who: Principal) => Req | Promise<Req>,
  extra: Partial<Case> = {},
): Case[] {
  return (['norte', 'sur'] as const).map((key) => ({
    route,
    on: key,
    allow: allow[key],
    req: (who: Principal) => req(key, who),
    ...extra,
  }));
}

// ---- The table ----------------------------------------------------------------------------------------------
function expected(): Case[] {
  return [
    // Public
    { route: 'GET /api/health', allow: ALL, req: () => ({ url: '/api/health' }) },
    {
      route: 'POST /api/auth/login',
      allow: ALL,
      req: () => ({ url: '/api/auth/login', payload: { email: 'contable', password: 'demo123' } }),
    },
    // Session
    { route: 'GET /api/auth/me', allow: ALL, req: () => ({ url: '/api/auth/me' }) },
    {
      route: 'POST /api/auth/logout',
      allow: ALL,
      ownSession: true,
      req: () => ({ url: '/api/auth/logout' }),
    },
    {
      route: 'POST /api/auth/register',
      allow: ADMIN,
      req: () => {
        const n = uniq();
        return {
          url: '/api/auth/register',
          payload: {
            email: `reg${n}@demo.ar`,
            username: `reg${n}`,
            password: 'demo123456',
            name: `Registro ${n}`,
            role: 'operador',
          },
        };
      },
    },
    // Users
    { route: 'GET /api/users', allow: REVIEW, req: () => ({ url: '/api/users' }) },
    {
      route: 'POST /api/users',
      allow: ADMIN,
      req: () => {
        const n = uniq();
        return {
          url: '/api/users',
          payload: {
            email: `nuevo${n}@demo.ar`,
            username: `nuevo${n}`,
            password: 'demo123456',
            name: `Nuevo ${n}`,
            role: 'operador',
          },
        };
      },
    },
    { route: 'GET /api/users/operators', allow: REVIEW, req: () => ({ url: '/api/users/operators' }) },
    { route: 'GET /api/users/assignable', allow: REVIEW, req: () => ({ url: '/api/users/assignable' }) },
    {
      route: 'POST /api/users/fix-usernames',
      allow: ADMIN,
      req: () => ({ url: '/api/users/fix-usernames' }),
    },
    {
      route: 'GET /api/users/:id',
      on: 'operador1',
      allow: 'admin supervisor operador1',
      req: () => ({ url: `/api/users/${ID().users.operador1}` }),
    },
    {
      route: 'GET /api/users/:id',
      on: 'cliente',
      allow: 'admin supervisor cliente impersonando',
      req: () => ({ url: `/api/users/${ID().users.cliente}` }),
    },
    {
      route: 'PUT /api/users/:id',
      on: 'ajeno',
      allow: ADMIN,
      req: async () => ({ url: `/api/users/${await freshUser()}`, payload: { name: 'Nombre cambiado' } }),
    },
    {
      route: 'PUT /api/users/:id',
      on: 'operador1',
      allow: 'admin operador1',
      req: () => ({ url: `/api/users/${ID().users.operador1}`, payload: { name: 'Olga Operadora' } }),
    },
    {
      route: 'DELETE /api/users/:id',
      allow: ADMIN,
      req: async () => ({ url: `/api/users/${await freshUser()}` }),
    },
    {
      route: 'PATCH /api/users/:id/permissions',
      allow: ADMIN,
      req: async () => ({
        url: `/api/users/${await freshUser()}/permissions`,
        payload: { permissions: { client_view: true } },
      }),
    },
    {
      route: 'POST /api/users/:id/activate',
      allow: ADMIN,
      req: async () => ({ url: `/api/users/${await freshUser()}/activate`, payload: { isActive: false } }),
    },
    {
      route: 'GET /api/users/:id/dashboard',
      on: 'operador1',
      allow: 'admin supervisor operador1',
      req: () => ({ url: `/api/users/${ID().users.operador1}/dashboard` }),
    },
    {
      route: 'GET /api/users/:id/dashboard/comparativa',
      on: 'cliente',
      allow: 'admin supervisor cliente impersonando',
      req: () => ({ url: `/api/users/${ID().users.cliente}/dashboard/comparativa` }),
    },
    {
      route: 'GET /api/users/:id/login-history',
      on: 'operador1',
      allow: 'admin supervisor operador1',
      req: () => ({ url: `/api/users/${ID().users.operador1}/login-history` }),
    },
    // Messages
    {
      route: 'POST /api/messages',
      allow: ALL,
      req: (who) => ({
        url: '/api/messages',
        payload: { toUserId: who === 'admin' ? ID().users.supervisor : ID().users.admin, contenido: 'Hola' },
      }),
    },
    { route: 'GET /api/messages/my-messages', allow: ALL, req: () => ({ url: '/api/messages/my-messages' }) },
    {
      route: 'GET /api/messages/conversations',
      allow: ALL,
      req: () => ({ url: '/api/messages/conversations' }),
    },
    { route: 'GET /api/messages/contacts', allow: ALL, req: () => ({ url: '/api/messages/contacts' }) },
    {
      route: 'GET /api/messages/unread-count',
      allow: ALL,
      req: () => ({ url: '/api/messages/unread-count' }),
    },
    {
      route: 'GET /api/messages/conversation/:id',
      on: 'supervisor',
      allow: ALL,
      req: () => ({ url: `/api/messages/conversation/${ID().users.supervisor}` }),
    },
    {
      route: 'DELETE /api/messages/conversation/:id',
      on: 'supervisor',
      allow: ALL,
      req: () => ({ url: `/api/messages/conversation/${ID().users.supervisor}` }),
    },
    {
      route: 'GET /api/messages/user/:id',
      allow: REVIEW,
      req: () => ({ url: `/api/messages/user/${ID().users.cliente}` }),
    },
    {
      route: 'PUT /api/messages/:id/read',
      on: 'para cliente',
      allow: 'cliente impersonando',
      req: async () => ({ url: `/api/messages/${await freshMessage('supervisor', 'cliente')}/read` }),
    },
    {
      route: 'DELETE /api/messages/:id',
      on: 'para cliente',
      allow: 'supervisor cliente impersonando',
      req: async () => ({ url: `/api/messages/${await freshMessage('supervisor', 'cliente')}` }),
    },
    { route: 'GET /api/events', allow: ALL, streamOnlyRefusals: true, req: () => ({ url: '/api/events' }) },
    // Impersonation
    {
      route: 'POST /api/impersonation/start',
      allow: ADMIN,
      req: () => ({ url: '/api/impersonation/start', payload: { userId: ID().users.cliente2 } }),
    },
    {
      route: 'POST /api/impersonation/stop',
      allow: 'impersonando',
      ownSession: true,
      req: () => ({ url: '/api/impersonation/stop' }),
    },
    // Work sessions and the staff centre
    {
      route: 'POST /api/work-sessions/close-user-session/:id',
      allow: ADMIN,
      req: async () => {
        const id = await freshUser();
        return { url: `/api/work-sessions/close-user-session/${id}` };
      },
      business: true,
    },
    {
      route: 'GET /api/work-sessions/user-hours/:id',
      on: 'operador1',
      allow: 'admin contable operador1',
      req: () => ({ url: `/api/work-sessions/user-hours/${ID().users.operador1}` }),
    },
    {
      route: 'GET /api/work-sessions/report',
      allow: STAFF_CONTROL,
      req: () => ({ url: `/api/work-sessions/report?userId=${ID().users.operador1}` }),
    },
    {
      route: 'GET /api/work-sessions/daily-audit-counts/:id',
      on: 'operador1',
      allow: STAFF_CONTROL,
      req: () => ({
        url: `/api/work-sessions/daily-audit-counts/${ID().users.operador1}?startDate=${yesterday}&endDate=${today}`,
      }),
    },
    {
      route: 'GET /api/work-sessions/day-detail/:id/:date',
      on: 'operador1',
      allow: STAFF_CONTROL,
      req: () => ({ url: `/api/work-sessions/day-detail/${ID().users.operador1}/${yesterday}` }),
    },
    {
      route: 'GET /api/work-sessions/employee-summary',
      allow: STAFF_CONTROL,
      req: () => ({ url: '/api/work-sessions/employee-summary' }),
    },
    {
      route: 'POST /api/work-sessions/authorize-overtime/:id',
      allow: REVIEW,
      req: () => ({
        url: `/api/work-sessions/authorize-overtime/${ID().users.operador1}`,
        payload: { motivo: 'Cierre de mes', fecha: today },
      }),
    },
    {
      route: 'POST /api/work-sessions/revoke-overtime/:id',
      allow: REVIEW,
      req: async () => {
        await send(w, 'admin', 'POST', {
          url: `/api/work-sessions/authorize-overtime/${ID().users.operador1}`,
          payload: { motivo: 'Cierre de mes', fecha: today },
        });
        return {
          url: `/api/work-sessions/revoke-overtime/${ID().users.operador1}`,
          payload: { fecha: today },
        };
      },
    },
    // Clients
    { route: 'GET /api/clients', allow: CLIENT_VIEW, req: () => ({ url: '/api/clients' }) },
    { route: 'GET /api/clients/for-audits', allow: ALL, req: () => ({ url: '/api/clients/for-audits' }) },
    {
      route: 'POST /api/clients',
      allow: ADMIN,
      req: async () => ({
        url: '/api/clients',
        payload: {
          nombre: `Empresa Nueva ${uniq()}`,
          email: 'nueva@demo.ar',
          contratoArchivoId: await (await import('./fixtures')).upload(
            w.t,
            w.tokens.admin,
            'contrato',
            'c.pdf',
          ),
          contrato_fecha_firma: '2026-11-01',
          dvr_id_principal: '10.0.0.9',
        },
      }),
    },
    ...both('GET /api/clients/:id', { norte: NORTE_RECORD, sur: SUR_RECORD }, (k) => ({
      url: `/api/clients/${co(k)}`,
    })),
    ...both('PUT /api/clients/:id', { norte: ADMIN, sur: ADMIN }, (k) => ({
      url: `/api/clients/${co(k)}`,
      payload: { telefono: '+54 11 4000-0000' },
    })),
    {
      route: 'DELETE /api/clients/:id',
      allow: ADMIN,
      req: async () => ({ url: `/api/clients/${await freshClient()}` }),
    },
    ...both('POST /api/clients/:id/negocios-hijos', { norte: ADMIN, sur: ADMIN }, (k) => ({
      url: `/api/clients/${co(k)}/negocios-hijos`,
      payload: { nombre: `Negocio hijo ${uniq()}` },
    })),
    ...both('GET /api/clients/:id/branches', { norte: NORTE_RECORD, sur: SUR_RECORD }, (k) => ({
      url: `/api/clients/${co(k)}/branches`,
    })),
    ...both('POST /api/clients/:id/branches', { norte: ADMIN, sur: ADMIN }, (k) => ({
      url: `/api/clients/${co(k)}/branches`,
      payload: { nombre: `Sucursal ${uniq()}` },
    })),
    ...both('PUT /api/clients/:id/branches/:branchId', { norte: ADMIN, sur: ADMIN }, async (k) => ({
      url: `/api/clients/${co(k)}/branches/${await freshBranch(co(k))}`,
      payload: { nombre: `Sucursal renombrada ${uniq()}` },
    })),
    ...both('DELETE /api/clients/:id/branches/:branchId', { norte: ADMIN, sur: ADMIN }, async (k) => ({
      url: `/api/clients/${co(k)}/branches/${await freshBranch(co(k))}`,
    })),
    ...both(
      'GET /api/clients/:id/contract',
      {
        norte: 'admin supervisor contable cliente grupo impersonando',
        sur: 'admin supervisor contable cliente2 grupo',
      },
      (k) => ({
        url: `/api/clients/${co(k)}/contract`,
      }),
    ),
    ...both('GET /api/clients/:id/procedure', { norte: NORTE_RECORD, sur: SUR_RECORD }, (k) => ({
      url: `/api/clients/${co(k)}/procedure`,
    })),
    ...both(
      'GET /api/clients/:id/branches/:branchId/procedure',
      { norte: NORTE_RECORD, sur: SUR_RECORD },
      (k) => ({
        url: `/api/clients/${co(k)}/branches/${k === 'norte' ? w.branches.belgrano : w.branches.lomas}/procedure`,
      }),
    ),
    {
      route: 'POST /api/files',
      allow: ADMIN,
      req: () => {
        const body = multipartFile('contrato.pdf', SAMPLE_PDF);
        return { url: '/api/files?kind=contrato', payload: body.payload, headers: body.headers };
      },
    },
    // Operator assignments
    {
      route: 'GET /api/operator-permissions/assigned-clients/:operatorId',
      allow: CLIENT_VIEW,
      req: () => ({ url: `/api/operator-permissions/assigned-clients/${ID().users.operador2}` }),
    },
    {
      route: 'GET /api/operator-permissions/available-clients/:operatorId',
      allow: CLIENT_VIEW,
      req: () => ({ url: `/api/operator-permissions/available-clients/${ID().users.operador2}` }),
    },
    {
      route: 'GET /api/operator-permissions/assigned-operators/:clientId',
      allow: CLIENT_VIEW,
      req: () => ({ url: `/api/operator-permissions/assigned-operators/${co('sur')}` }),
    },
    {
      route: 'GET /api/operator-permissions/blocked-operators/:clientId',
      allow: CLIENT_VIEW,
      req: () => ({ url: `/api/operator-permissions/blocked-operators/${co('norte')}` }),
    },
    {
      route: 'GET /api/operator-permissions/available-operators/:clientId',
      allow: CLIENT_VIEW,
      req: () => ({ url: `/api/operator-permissions/available-operators/${co('norte')}` }),
    },
    {
      route: 'POST /api/operator-permissions/assign-client',
      allow: ADMIN,
      req: async () => ({
        url: '/api/operator-permissions/assign-client',
        payload: { operatorId: await freshUser(), clientId: await freshClient() },
      }),
    },
    {
      route: 'DELETE /api/operator-permissions/unassign-client/:operatorId/:clientId',
      allow: ADMIN,
      req: async () => {
        const [op, client] = [await freshUser(), await freshClient()];
        await send(w, 'admin', 'POST', {
          url: '/api/operator-permissions/assign-client',
          payload: { operatorId: op, clientId: client },
        });
        return { url: `/api/operator-permissions/unassign-client/${op}/${client}` };
      },
    },
    {
      route: 'POST /api/operator-permissions/block-operator',
      allow: ADMIN,
      req: async () => ({
        url: '/api/operator-permissions/block-operator',
        payload: { operatorId: await freshUser(), clientId: co('sur') },
      }),
    },
    {
      route: 'DELETE /api/operator-permissions/unblock-operator/:clientId/:operatorId',
      allow: ADMIN,
      req: async () => {
        const op = await freshUser();
        await send(w, 'admin', 'POST', {
          url: '/api/operator-permissions/block-operator',
          payload: { operatorId: op, clientId: co('sur') },
        });
        return { url: `/api/operator-permissions/unblock-operator/${co('sur')}/${op}` };
      },
    },
    // Blocks: the operator blocks read across clients (docs/decisions.md «Blocks»).
    { route: 'GET /api/blocks', allow: CLIENT_VIEW, req: () => ({ url: '/api/blocks' }) },
    {
      route: 'GET /api/blocks/:id',
      allow: CLIENT_VIEW,
      req: async () => {
        const list = await send(w, 'admin', 'GET', { url: `/api/blocks?clientId=${co('norte')}` });
        return { url: `/api/blocks/${list.json().data[0].id}` };
      },
    },
    {
      route: 'POST /api/blocks',
      allow: ADMIN,
      req: async () => ({
        url: '/api/blocks',
        payload: { operatorId: await freshUser(), clientId: co('sur') },
      }),
    },
    // Audits
    { route: 'GET /api/audits', allow: ALL, req: () => ({ url: '/api/audits' }) },
    { route: 'GET /api/audits/counts', allow: ALL, req: () => ({ url: '/api/audits/counts' }) },
    ...both(
      'POST /api/audits',
      { norte: 'admin supervisor cliente grupo impersonando', sur: 'admin supervisor cliente2 grupo' },
      (k) => {
        const form = multipartForm({
          clienteId: String(co(k)),
          branchId: String(k === 'norte' ? w.branches.belgrano : w.branches.lomas),
          titulo: `Pedido ${uniq()}`,
        });
        return { url: '/api/audits', payload: form.payload, headers: form.headers };
      },
      { refusalCodes: [400] },
    ),
    {
      route: 'GET /api/audits/next-available',
      allow: 'supervisor operador1 operador2 bloqueado',
      req: () => ({ url: '/api/audits/next-available' }),
    },
    {
      route: 'GET /api/audits/operador/historial',
      allow: ALL,
      req: () => ({ url: '/api/audits/operador/historial' }),
    },
    ...both('GET /api/audits/:id', { norte: NORTE_AUDIT, sur: SUR_AUDIT }, async (k) => ({
      url: `/api/audits/${await au(k, 'espera')}`,
    })),
    ...both(
      'PUT /api/audits/:id',
      { norte: 'admin supervisor cliente grupo impersonando', sur: 'admin supervisor cliente2 grupo' },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente')}`,
        payload: { descripcion: 'Cambio de descripción' },
      }),
      { business: true },
    ),
    ...both(
      'GET /api/audits/:id/timeline',
      { norte: NORTE_AUDIT_STAFF, sur: SUR_AUDIT_STAFF },
      async (k) => ({ url: `/api/audits/${await au(k, 'espera')}/timeline` }),
    ),
    ...both(
      'PATCH /api/audits/:id/assign',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente')}/assign`,
        payload: { operadorId: holder(k) },
      }),
      { business: true },
    ),
    ...both(
      'PATCH /api/audits/:id/take',
      { norte: 'supervisor operador1', sur: 'supervisor operador2' },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente', { operadorId: null, enTransito: true })}/take`,
      }),
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'POST /api/audits/:id/take',
      { norte: 'supervisor operador1', sur: 'supervisor operador2' },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente', { operadorId: null, enTransito: true })}/take`,
      }),
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'PATCH /api/audits/:id/take-assigned',
      { norte: 'operador1', sur: 'operador1' },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'asignada', { operadorId: w.users.operador1 })}/take-assigned`,
      }),
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'PATCH /api/audits/:id/start',
      { norte: 'operador1', sur: 'operador1' },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'asignada', { operadorId: w.users.operador1 })}/start`,
      }),
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'PATCH /api/audits/:id/resume',
      { norte: 'operador1', sur: 'operador1' },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pausada', { operadorId: w.users.operador1 })}/resume`,
      }),
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'PATCH /api/audits/:id/complete',
      { norte: 'operador1', sur: 'operador1' },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'en_proceso', { operadorId: w.users.operador1 })}/complete`,
        payload: { estado: 'pausada', razonPausa: 'Pausa de prueba' },
      }),
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'PUT /api/audits/:id/draft',
      { norte: 'operador1', sur: 'operador1' },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'en_proceso', { operadorId: w.users.operador1 })}/draft`,
        payload: {},
      }),
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'POST /api/audits/:id/images',
      { norte: 'operador1', sur: 'operador1' },
      async (k) => {
        return {
          url: `/api/audits/${await fresh(k, 'en_proceso', { operadorId: w.users.operador1 })}/images`,
          payload: { data: SAMPLE_JPEG.toString('base64'), name: 'foto.jpg' },
        };
      },
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'GET /api/audits/:id/template',
      { norte: 'admin supervisor operador1', sur: 'admin supervisor operador2' },
      async (k) => ({ url: `/api/audits/${await au(k, 'en_proceso')}/template` }),
    ),
    ...both(
      'GET /api/audits/:id/download-attachment/:fileName',
      { norte: NORTE_AUDIT, sur: SUR_AUDIT },
      (k) => ({
        url: `/api/audits/${w.attachment[k].auditId}/download-attachment/${encodeURIComponent(w.attachment[k].fileName)}`,
      }),
    ),
    { route: 'GET /api/clients/my-audits', allow: ALL, req: () => ({ url: '/api/clients/my-audits' }) },
    ...both('GET /api/clients/:id/audits', { norte: NORTE_AUDIT, sur: SUR_AUDIT }, (k) => ({
      url: `/api/clients/${co(k)}/audits`,
    })),
    // Review (supervisors)
    {
      route: 'GET /api/audits/supervisor/pending',
      allow: REVIEW,
      req: () => ({ url: '/api/audits/supervisor/pending' }),
    },
    {
      route: 'GET /api/audits/supervisor/my-audits',
      allow: REVIEW,
      req: () => ({ url: '/api/audits/supervisor/my-audits' }),
    },
    ...both('GET /api/audits/:id/supervisor/form-data', { norte: REVIEW, sur: REVIEW }, async (k) => ({
      url: `/api/audits/${await au(k, 'terminada')}/supervisor/form-data`,
    })),
    ...both(
      'PUT /api/audits/:id/supervisor/save',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'terminada')}/supervisor/save`,
        payload: {},
      }),
      { business: true, refusalCodes: [409] },
    ),
    ...both(
      'PUT /api/audits/:id/supervisor/approve',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'terminada')}/supervisor/approve`,
        payload: {},
      }),
      { business: true },
    ),
    ...both(
      'PUT /api/audits/:id/send-to-client',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'guardado_supervisor')}/send-to-client`,
        payload: {},
      }),
      { business: true },
    ),
    ...both(
      'PUT /api/audits/:id/return-for-correction',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'terminada')}/return-for-correction`,
        payload: { reason: 'Falta detalle' },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audits/:id/devolver-operador',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'terminada')}/devolver-operador`,
        payload: { reason: 'Falta detalle' },
      }),
      { business: true },
    ),
    ...both(
      'PATCH /api/audits/:id/devolver-correccion',
      { norte: ADMIN, sur: ADMIN },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'entregada')}/devolver-correccion`,
        payload: { reason: 'Falta detalle' },
      }),
      { business: true },
    ),
    ...both(
      'PUT /api/audits/:id/reassign',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente')}/reassign`,
        payload: { operadorId: w.users.operador1 },
      }),
      { business: true },
    ),
    ...both(
      'PUT /api/audits/:id/toggle-gratis',
      { norte: ADMIN, sur: ADMIN },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente')}/toggle-gratis`,
        payload: { gratisParaCliente: true },
      }),
      { business: true },
    ),
    ...both('PUT /api/audits/:id/add-message', { norte: REVIEW, sur: REVIEW }, async (k) => ({
      url: `/api/audits/${await au(k, 'espera')}/add-message`,
      payload: { mensaje: 'Nota' },
    })),
    ...both(
      'DELETE /api/audits/:id',
      { norte: 'admin cliente grupo impersonando', sur: 'admin cliente2 grupo' },
      async (k) => ({ url: `/api/audits/${await fresh(k, 'pendiente')}` }),
      { business: true },
    ),
    { route: 'GET /api/audits/management', allow: ADMIN, req: () => ({ url: '/api/audits/management' }) },
    {
      route: 'GET /api/audits/cola-gestion',
      allow: REVIEW,
      req: () => ({ url: '/api/audits/cola-gestion' }),
    },
    ...both(
      'PUT /api/audits/:id/editar-cola',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente', { enTransito: false })}/editar-cola`,
        payload: { descripcion: 'Editada' },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audits/:id/habilitar-transito',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente', { enTransito: false })}/habilitar-transito`,
        payload: {},
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audits/:id/pausar-transito',
      { norte: REVIEW, sur: REVIEW },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'pendiente', { enTransito: true })}/pausar-transito`,
      }),
      { business: true },
    ),
    {
      route: 'POST /api/audits/crear-programada',
      allow: ADMIN,
      req: () => {
        const form = multipartForm({
          clienteId: String(co('sur')),
          branchId: String(w.branches.lomas),
          titulo: `Programada ${uniq()}`,
          fechaProgramada: today,
        });
        return { url: '/api/audits/crear-programada', payload: form.payload, headers: form.headers };
      },
      business: true,
    },
    // Reports of a delivered audit: HTML and Word are for staff; the client gets the PDF.
    ...both(
      'GET /api/audits/:id/report/html',
      { norte: NORTE_AUDIT_STAFF, sur: SUR_AUDIT_STAFF },
      async (k) => ({ url: `/api/audits/${await au(k, 'entregada')}/report/html` }),
    ),
    ...both(
      'GET /api/audits/:id/report/word',
      { norte: NORTE_AUDIT_STAFF, sur: SUR_AUDIT_STAFF },
      async (k) => ({ url: `/api/audits/${await au(k, 'entregada')}/report/word` }),
    ),
    ...both(
      'GET /api/audits/:id/download-word',
      { norte: NORTE_AUDIT_STAFF, sur: SUR_AUDIT_STAFF },
      async (k) => ({ url: `/api/audits/${await au(k, 'entregada')}/download-word` }),
    ),
    ...both(
      'GET /api/audits/:id/report/pdf',
      { norte: `${NORTE_AUDIT_STAFF} cliente grupo impersonando`, sur: `${SUR_AUDIT_STAFF} cliente2 grupo` },
      async (k) => ({ url: `/api/audits/${await au(k, 'entregada')}/report/pdf` }),
    ),
    ...both(
      'GET /api/audits/:id/generate/pdf-client',
      { norte: `${NORTE_AUDIT_STAFF} cliente grupo impersonando`, sur: `${SUR_AUDIT_STAFF} cliente2 grupo` },
      async (k) => ({ url: `/api/audits/${await au(k, 'entregada')}/generate/pdf-client` }),
    ),
    {
      route: 'PUT /api/audits/supervisor/:id/generate-pdf-for-client',
      on: 'norte',
      allow: REVIEW,
      req: async () => ({
        url: `/api/audits/supervisor/${await au('norte', 'entregada')}/generate-pdf-for-client`,
      }),
      business: true,
    },
    // File administration and the dashboard
    { route: 'GET /api/audits/files', allow: ADMIN, req: () => ({ url: '/api/audits/files' }) },
    {
      route: 'DELETE /api/audits/:id/files/:fileId',
      allow: ADMIN,
      req: async () => {
        const [f] = await sqlRows<{ id: number; audit_id: number }>(
          w.t.database.db,
          sql`select id, audit_id from audit_attachments order by id desc limit 1`,
        );
        return { url: `/api/audits/${f?.audit_id}/files/${f?.id}` };
      },
      business: true,
    },
    {
      route: 'DELETE /api/audits/files/month/:month',
      allow: ADMIN,
      req: () => ({ url: '/api/audits/files/month/2001-01' }),
      business: true,
    },
    { route: 'GET /api/dashboard/stats', allow: ADMIN, req: () => ({ url: '/api/dashboard/stats' }) },
    { route: 'GET /api/dashboard/alerts', allow: ADMIN, req: () => ({ url: '/api/dashboard/alerts' }) },
    {
      route: 'PUT /api/dashboard/alerts/:id/reviewed',
      allow: ADMIN,
      req: async () => {
        const [a] = await sqlRows<{ id: number }>(
          w.t.database.db,
          sql`select id from deletion_alerts order by id desc limit 1`,
        );
        return { url: `/api/dashboard/alerts/${a?.id ?? 1}/reviewed` };
      },
      business: true,
    },
    // Finance (staff back office)
    {
      route: 'GET /api/finanzas/clientes/export',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/clientes/export?formato=csv' }),
    },
    {
      route: 'GET /api/finanzas/movimientos/export',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/movimientos/export?formato=csv' }),
    },
    {
      route: 'GET /api/gastos/export',
      allow: FINANCE,
      req: () => ({ url: '/api/gastos/export?formato=csv' }),
    },
    // The accountant's month files: payroll, staff hours, Balance with month close, Personal.
    ...[
      '/api/sueldos/export',
      '/api/work-sessions/employee-summary/export',
      '/api/finanzas/balance/export',
      '/api/finanzas/personal/export',
    ].map((url) => ({ route: `GET ${url}`, allow: FINANCE, req: () => ({ url: `${url}?formato=csv` }) })),
    ...both('GET /api/clients/:id/account-statement/export', { norte: NORTE_MONEY, sur: SUR_MONEY }, (k) => ({
      url: `/api/clients/${co(k)}/account-statement/export?formato=csv`,
    })),
    ...both('GET /api/clients/:id/account-statement', { norte: NORTE_MONEY, sur: SUR_MONEY }, (k) => ({
      url: `/api/clients/${co(k)}/account-statement`,
    })),
    {
      route: 'GET /api/finanzas/mi-cuenta',
      allow: ALL,
      req: () => ({ url: '/api/finanzas/mi-cuenta' }),
      business: true,
    },
    {
      route: 'GET /api/audit-finance/debug-movimientos',
      allow: ADMIN,
      req: () => ({ url: '/api/audit-finance/debug-movimientos' }),
    },
    { route: 'GET /api/finanzas', allow: FINANCE, req: () => ({ url: '/api/finanzas' }) },
    {
      route: 'POST /api/finanzas',
      allow: FINANCE,
      req: () => ({
        url: '/api/finanzas',
        payload: {
          tipo: 'egreso',
          descripcion: 'Gasto de prueba',
          monto: 100,
          categoria: 'operativo',
          explicacion: 'Compra de insumos de oficina',
        },
      }),
      business: true,
    },
    {
      route: 'GET /api/finanzas/dashboard/anual',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/dashboard/anual' }),
    },
    {
      route: 'GET /api/finanzas/usuarios/detallados',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/usuarios/detallados' }),
    },
    {
      route: 'GET /api/finanzas/personal/pendientes',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/personal/pendientes' }),
    },
    {
      route: 'GET /api/finanzas/conciliacion',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/conciliacion' }),
    },
    {
      route: 'GET /api/finanzas/operadores',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/operadores' }),
    },
    {
      route: 'GET /api/finanzas/deudas-clientes',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/deudas-clientes' }),
    },
    {
      route: 'GET /api/finanzas/categorizadas',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/categorizadas' }),
    },
    {
      route: 'GET /api/finanzas/pagos-empleado/:id',
      allow: FINANCE,
      req: () => ({ url: `/api/finanzas/pagos-empleado/${ID().users.operador1}` }),
    },
    ...both(
      'POST /api/finanzas/procesar-cobro',
      { norte: FINANCE, sur: FINANCE },
      async (k) => ({
        url: '/api/finanzas/procesar-cobro',
        payload: { auditoriaId: await fresh(k, 'entregada', { estadoPago: 'pendiente' }) },
      }),
      { business: true },
    ),
    {
      // Demo Sur is on the four-fixed-audits system: its package of this month is invoiced (and paid).
      route: 'POST /api/finanzas/cobrar-abono',
      on: 'sur',
      allow: FINANCE,
      req: () => ({
        url: '/api/finanzas/cobrar-abono',
        payload: { clienteId: co('sur'), mes: new Date().getMonth() + 1, anio: new Date().getFullYear() },
      }),
      business: true,
    },
    {
      route: 'POST /api/finanzas/movimientos/:id/revertir',
      allow: FINANCE,
      req: async () => {
        const [e] = await sqlRows<{ id: number }>(
          w.t.database.db,
          sql`select id from ledger_entries where kind = 'gasto' order by id desc limit 1`,
        );
        return { url: `/api/finanzas/movimientos/${e?.id}/revertir`, payload: {} };
      },
      business: true,
    },
    ...both(
      'POST /api/audit-finance/process-payment',
      { norte: FINANCE, sur: FINANCE },
      async (k) => ({
        url: '/api/audit-finance/process-payment',
        payload: { auditoriaId: await fresh(k, 'entregada', { estadoPago: 'pendiente' }) },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audit-finance/process-forgiveness',
      { norte: FINANCE, sur: FINANCE },
      async (k) => ({
        url: '/api/audit-finance/process-forgiveness',
        payload: { auditoriaId: await fresh(k, 'entregada', { estadoPago: 'pendiente' }) },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audit-finance/change-priority',
      { norte: FINANCE, sur: FINANCE },
      async (k) => ({
        url: '/api/audit-finance/change-priority',
        payload: {
          auditoriaId: await fresh(k, 'entregada', { estadoPago: 'pendiente', operadorId: holder(k) }),
          prioridad: 'urgente',
        },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audit-finance/process-client-payment',
      { norte: FINANCE, sur: FINANCE },
      (k) => ({
        url: '/api/audit-finance/process-client-payment',
        payload: { clienteId: co(k), monto: 1 },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audit-finance/forgive-client',
      { norte: FINANCE, sur: FINANCE },
      (k) => ({
        url: '/api/audit-finance/forgive-client',
        payload: { clienteId: k === 'norte' ? w.clients.tercera : w.clients.tercera },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audit-finance/claim-debt',
      { norte: FINANCE, sur: FINANCE },
      (k) => ({
        url: '/api/audit-finance/claim-debt',
        payload: { clienteId: co(k) },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audit-finance/revert-payment',
      { norte: FINANCE, sur: FINANCE },
      async (k) => ({
        url: '/api/audit-finance/revert-payment',
        payload: { auditoriaId: await au(k, 'espera') },
      }),
      { business: true },
    ),
    {
      route: 'POST /api/audit-finance/recuperar-cobros-perdidos',
      allow: ADMIN,
      req: () => ({ url: '/api/audit-finance/recuperar-cobros-perdidos' }),
      business: true,
    },
    { route: 'GET /api/finanzas/dashboard', allow: FINANCE, req: () => ({ url: '/api/finanzas/dashboard' }) },
    { route: 'GET /api/finanzas/clientes', allow: FINANCE, req: () => ({ url: '/api/finanzas/clientes' }) },
    ...both('GET /api/finanzas/clientes/:id/auditorias', { norte: FINANCE, sur: FINANCE }, (k) => ({
      url: `/api/finanzas/clientes/${co(k)}/auditorias?mes=${new Date().getMonth() + 1}&anio=${new Date().getFullYear()}`,
    })),
    {
      route: 'GET /api/finanzas/movimientos',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/movimientos' }),
    },
    ...both(
      'POST /api/finanzas/cobrar-periodo',
      { norte: FINANCE, sur: FINANCE },
      async (k) => {
        const id = await fresh(k, 'entregada', {
          estadoPago: 'pendiente',
          operadorId: holder(k),
          fechaEntrega: new Date(),
        });
        return {
          url: '/api/finanzas/cobrar-periodo',
          payload: {
            clienteId: co(k),
            mes: new Date().getMonth() + 1,
            anio: new Date().getFullYear(),
            auditoriaIds: [id],
          },
        };
      },
      { business: true },
    ),
    ...both(
      'PUT /api/finanzas/editar-auditoria/:id',
      { norte: FINANCE, sur: FINANCE },
      async (k) => ({
        url: `/api/finanzas/editar-auditoria/${await fresh(k, 'pendiente')}`,
        payload: { titulo: 'Título editado' },
      }),
      { business: true },
    ),
    ...both(
      'DELETE /api/finanzas/borrar-auditoria/:id',
      { norte: ADMIN, sur: ADMIN },
      async (k) => ({
        url: `/api/finanzas/borrar-auditoria/${await fresh(k, 'pendiente')}`,
      }),
      { business: true },
    ),
    {
      route: 'POST /api/finanzas/repair-inconsistencias',
      allow: ADMIN,
      req: () => ({ url: '/api/finanzas/repair-inconsistencias' }),
      business: true,
    },
    ...both(
      'PATCH /api/audits/:id/pago',
      { norte: FINANCE, sur: FINANCE },
      async (k) => ({
        url: `/api/audits/${await fresh(k, 'entregada', { estadoPago: 'pendiente' })}/pago`,
        payload: { estadoPago: 'pagada' },
      }),
      { business: true },
    ),
    ...both(
      'POST /api/audits/ingreso-manual',
      { norte: FINANCE, sur: FINANCE },
      (k) => ({
        url: '/api/audits/ingreso-manual',
        payload: { clienteId: co(k), titulo: 'Ingreso de prueba', costoFinal: 100, fecha: today },
      }),
      { business: true },
    ),
    { route: 'GET /api/gastos', allow: FINANCE, req: () => ({ url: '/api/gastos' }) },
    {
      route: 'GET /api/finanzas/adelantos',
      allow: FINANCE,
      req: () => ({ url: '/api/finanzas/adelantos' }),
    },
    {
      route: 'POST /api/gastos',
      allow: FINANCE,
      req: () => ({ url: '/api/gastos', payload: officeExpense(today) }),
      business: true,
    },
    {
      route: 'GET /api/gastos/:id',
      allow: FINANCE,
      req: async () => {
        const [g] = await sqlRows<{ id: number }>(
          w.t.database.db,
          sql`select id from expenses order by id limit 1`,
        );
        return { url: `/api/gastos/${g?.id}` };
      },
    },
    {
      route: 'PUT /api/gastos/:id',
      allow: FINANCE,
      req: async () => {
        const [g] = await sqlRows<{ id: number }>(
          w.t.database.db,
          sql`select id from expenses order by id limit 1`,
        );
        return { url: `/api/gastos/${g?.id}`, payload: { explicacion: 'Explicación nueva' } };
      },
      business: true,
    },
    {
      route: 'DELETE /api/gastos/:id',
      allow: FINANCE,
      req: async () => {
        const res = await send(w, 'admin', 'POST', {
          url: '/api/gastos',
          payload: { descripcion: 'Para borrar', monto: 100, categoria: 'operativo', fecha: today },
        });
        return { url: `/api/gastos/${res.json().gasto?.id}` };
      },
      business: true,
    },
    // Audit trail (admins only)
    { route: 'GET /api/registro-actividad', allow: ADMIN, req: () => ({ url: '/api/registro-actividad' }) },
    {
      route: 'GET /api/registro-actividad/export',
      allow: ADMIN,
      req: () => ({ url: '/api/registro-actividad/export?formato=csv' }),
    },
    { route: 'GET /api/periodos', allow: FINANCE, req: () => ({ url: '/api/periodos' }) },
    {
      route: 'POST /api/periodos/cerrar',
      allow: ADMIN,
      req: () => ({ url: '/api/periodos/cerrar', payload: { mes: 1, anio: 2020 } }),
      business: true,
    },
    {
      route: 'POST /api/periodos/reabrir',
      allow: ADMIN,
      req: () => ({ url: '/api/periodos/reabrir', payload: { mes: 1, anio: 2020, motivo: 'Prueba' } }),
      business: true,
    },
    // Salaries
    { route: 'GET /api/sueldos', allow: FINANCE, req: () => ({ url: '/api/sueldos' }) },
    {
      route: 'GET /api/sueldos/control-horario',
      allow: FINANCE,
      req: () => ({ url: `/api/sueldos/control-horario?operadorId=${ID().users.operador1}&mes=1&anio=2026` }),
    },
    {
      route: 'GET /api/sueldos/mi-sueldo',
      allow: PAID_STAFF,
      req: () => ({ url: '/api/sueldos/mi-sueldo' }),
      business: true,
    },
    {
      route: 'POST /api/sueldos/configurar',
      allow: ADMIN,
      req: () => ({
        url: '/api/sueldos/configurar',
        payload: {
          operadorId: ID().users.operador1,
          mes: new Date().getMonth() + 1,
          anio: new Date().getFullYear(),
        },
      }),
      business: true,
    },
    {
      route: 'POST /api/sueldos/recalcular',
      allow: ADMIN,
      req: () => ({
        url: '/api/sueldos/recalcular',
        payload: { operadorId: ID().users.operador1, mes: 1, anio: 2020 },
      }),
      business: true,
    },
    {
      route: 'POST /api/sueldos/pagar',
      allow: ADMIN,
      req: () => ({ url: '/api/sueldos/pagar', payload: { sueldoId: 999999, tipoPago: 'total' } }),
      business: true,
    },
    {
      route: 'POST /api/sueldos/revertir',
      allow: ADMIN,
      req: () => ({ url: '/api/sueldos/revertir', payload: { sueldoId: 999999 } }),
      business: true,
    },
    // The spec's finance paths of the same two calls.
    {
      route: 'POST /api/finanzas/pagar-sueldo',
      allow: ADMIN,
      req: () => ({ url: '/api/finanzas/pagar-sueldo', payload: { sueldoId: 999999, tipoPago: 'total' } }),
      business: true,
    },
    {
      route: 'POST /api/finanzas/revertir-pago',
      allow: ADMIN,
      req: () => ({ url: '/api/finanzas/revertir-pago', payload: { sueldoId: 999999 } }),
      business: true,
    },
    // Paying the operators' commissions, and reverting a payment (finance staff; a key is required: 400 without).
    {
      route: 'POST /api/finanzas/pagar-comisiones',
      allow: FINANCE,
      req: () => ({
        url: '/api/finanzas/pagar-comisiones',
        payload: { operadorId: 999999, tipoPago: 'Pago Total' },
      }),
      business: true,
    },
    {
      route: 'POST /api/finanzas/revertir-pago-comisiones',
      allow: FINANCE,
      req: () => ({
        url: '/api/finanzas/revertir-pago-comisiones',
        payload: { movimientoId: 999999, motivo: 'Prueba' },
      }),
      business: true,
    },
    {
      route: 'POST /api/sueldos/crear-gastos-existentes',
      allow: ADMIN,
      req: () => ({ url: '/api/sueldos/crear-gastos-existentes', payload: { mes: 1, anio: 2020 } }),
      business: true,
    },
    // Time alerts
    { route: 'GET /api/time-alerts', allow: REVIEW, req: () => ({ url: '/api/time-alerts' }) },
    {
      route: 'PUT /api/time-alerts/:id/viewed',
      allow: REVIEW,
      req: async () => {
        const [a] = await sqlRows<{ id: number }>(
          w.t.database.db,
          sql`select id from time_alerts order by id limit 1`,
        );
        return { url: `/api/time-alerts/${a?.id}/viewed` };
      },
      business: true,
    },
    {
      route: 'PUT /api/time-alerts/:id/resolve',
      allow: REVIEW,
      req: async () => {
        const [a] = await sqlRows<{ id: number }>(
          w.t.database.db,
          sql`select id from time_alerts order by id limit 1`,
        );
        return { url: `/api/time-alerts/${a?.id}/resolve`, payload: { resolution: 'justificada' } };
      },
      business: true,
    },
    // Settings
    { route: 'GET /api/config/company-info', allow: ALL, req: () => ({ url: '/api/config/company-info' }) },
    {
      route: 'PUT /api/config/company-info',
      allow: ADMIN,
      req: async () => {
        const current = await send(w, 'admin', 'GET', { url: '/api/config/company-info' });
        return { url: '/api/config/company-info', payload: current.json().data };
      },
      business: true,
    },
    { route: 'GET /api/config/audit-pricing', allow: ALL, req: () => ({ url: '/api/config/audit-pricing' }) },
    {
      route: 'PUT /api/config/audit-pricing',
      allow: ADMIN,
      req: async () => {
        const current = await send(w, 'admin', 'GET', { url: '/api/config/audit-pricing' });
        return { url: '/api/config/audit-pricing', payload: current.json().data };
      },
      business: true,
    },
    ...both('POST /api/config/calculate-audit-cost', { norte: NORTE_MONEY, sur: SUR_MONEY }, (k) => ({
      url: '/api/config/calculate-audit-cost',
      payload: { clienteId: co(k) },
    })),
    // A third company, outside the group administrator's group: staff who may work for it only (nobody is
    // assigned to it, so every operator but the one restricted to Demo Sur).
    {
      route: 'GET /api/clients/:id',
      on: 'tercera',
      allow: 'admin supervisor operador1 contable bloqueado',
      req: () => ({ url: `/api/clients/${w.clients.tercera}` }),
    },
    {
      route: 'GET /api/clients/:id/branches',
      on: 'tercera',
      allow: 'admin supervisor operador1 contable bloqueado',
      req: () => ({ url: `/api/clients/${w.clients.tercera}/branches` }),
    },
    {
      route: 'GET /api/clients/:id/account-statement',
      on: 'tercera',
      allow: FINANCE,
      req: () => ({ url: `/api/clients/${w.clients.tercera}/account-statement` }),
    },
    // Operator blocks (the spec's /blocks) and staff advances.
    { route: 'GET /api/blocks', allow: CLIENT_VIEW, req: () => ({ url: '/api/blocks' }) },
    {
      route: 'GET /api/blocks/:id',
      allow: CLIENT_VIEW,
      req: async () => {
        const [b] = await sqlRows<{ id: number }>(
          w.t.database.db,
          sql`select id from operator_client_permissions where status = 'bloqueado' order by id limit 1`,
        );
        return { url: `/api/blocks/${b?.id}` };
      },
    },
    {
      route: 'POST /api/blocks',
      allow: ADMIN,
      req: async () => ({
        url: '/api/blocks',
        payload: { operatorId: await freshUser(), clientId: co('sur'), reason: 'Prueba' },
      }),
    },
    { route: 'GET /api/finanzas/adelantos', allow: FINANCE, req: () => ({ url: '/api/finanzas/adelantos' }) },
    // List exports: each one the permission and scope of its list.
    { route: 'GET /api/users/export', allow: REVIEW, req: () => ({ url: '/api/users/export?formato=csv' }) },
    {
      route: 'GET /api/messages/conversation/:id/export',
      on: 'supervisor',
      allow: ALL,
      req: () => ({ url: `/api/messages/conversation/${ID().users.supervisor}/export?formato=csv` }),
    },
    {
      route: 'GET /api/clients/export',
      allow: CLIENT_VIEW,
      req: () => ({ url: '/api/clients/export?formato=csv' }),
    },
    { route: 'GET /api/audits/export', allow: ALL, req: () => ({ url: '/api/audits/export?formato=csv' }) },
    {
      route: 'GET /api/clients/my-audits/export',
      allow: ALL,
      req: () => ({ url: '/api/clients/my-audits/export?formato=csv' }),
    },
    {
      route: 'GET /api/audits/operador/historial/export',
      allow: ALL,
      req: () => ({ url: '/api/audits/operador/historial/export?formato=csv' }),
    },
    {
      route: 'GET /api/audits/supervisor/my-audits/export',
      allow: REVIEW,
      req: () => ({ url: '/api/audits/supervisor/my-audits/export?formato=csv' }),
    },
    {
      route: 'GET /api/audits/management/export',
      allow: ADMIN,
      req: () => ({ url: '/api/audits/management/export?formato=csv' }),
    },
    {
      route: 'GET /api/audits/files/export',
      allow: ADMIN,
      req: () => ({ url: '/api/audits/files/export?formato=csv' }),
    },
    // Last: it ends the employees' sessions.
    {
      route: 'POST /api/work-sessions/close-all-sessions',
      allow: ADMIN,
      req: () => ({ url: '/api/work-sessions/close-all-sessions' }),
    },
  ];
}

// ---- The run -------------------------------------------------------------------------------------------------
interface Seen {
  route: string;
  on: string;
  who: Principal;
  status: number;
  outcome: Outcome;
  expectedOk: boolean;
  body: string;
}
const seen: Seen[] = [];
const unexpectedSuccess: string[] = [];
const unexpectedRefusal: string[] = [];
const changedByRefusal: string[] = [];
let businessAnswers = 0;
const businessList: string[] = [];
let otherCodeRefusals = 0;
let refusedWrites = 0;
const timing = { prepare: 0, fingerprint: 0, inject: 0 };
const clock = () => performance.now();

async function tokenFor(c: Case, who: Principal): Promise<string | null> {
  if (!c.ownSession || !(SIGNED_IN as readonly string[]).includes(who)) return w.tokens[who];
  if (who === 'impersonando') {
    const res = await send(w, 'admin', 'POST', {
      url: '/api/impersonation/start',
      payload: { userId: w.users.cliente },
    });
    return res.json().token;
  }
  if (who === 'bloqueado') return (await loginAs(w.t.app, 'operador3')).token;
  return (await loginAs(w.t.app, who)).token;
}

/** Tables whose written-row counts differ between two fingerprints. */
function changedTables(before: string, after: string): string {
  const was = new Map(before.split('|').map((x) => [x.split(':')[0], x] as const));
  return after
    .split('|')
    .filter((x) => was.get(x.split(':')[0]) !== x)
    .map((x) => x.split(':')[0])
    .join(', ');
}

async function runCase(c: Case) {
  const [method, route] = c.route.split(' ') as [string, string];
  const allowed = new Set(c.allow.split(/\s+/).filter(Boolean));
  for (const name of allowed)
    if (!(SIGNED_IN as readonly string[]).includes(name)) throw new Error(`unknown principal ${name}`);
  const isPublic = route === '/api/health' || route === '/api/auth/login';
  const isWrite = method !== 'GET';
  // Refusals first, so that a success that changes state comes after them.
  const order = [...PRINCIPALS].sort((a, b) => Number(allowed.has(a)) - Number(allowed.has(b)));
  // The refused principals share one prepared request (a refused call uses nothing up). Their writes are checked
  // as a group: the fingerprint before the first and after the last (a call with a session of its own — whose
  // sign-in writes — is checked alone).
  let shared: Req | null = null;
  let groupBefore = '';
  const group: string[] = [];
  const closeGroup = async () => {
    if (!groupBefore) return;
    const t0 = clock();
    const after = await fingerprint();
    timing.fingerprint += clock() - t0;
    if (after !== groupBefore)
      changedByRefusal.push(`${group.join(' | ')} — ${changedTables(groupBefore, after)}`);
    groupBefore = '';
    group.length = 0;
  };
  for (const who of order) {
    const expectedOk = isPublic || allowed.has(who);
    if (c.streamOnlyRefusals && expectedOk) continue;
    // The refused group ends before anything is prepared for an allowed principal.
    if (expectedOk) await closeGroup();
    let t0 = clock();
    if (!expectedOk && !shared) shared = await c.req(who);
    const req = expectedOk || !shared ? await c.req(who) : shared;
    const token = await tokenFor(c, who);
    timing.prepare += clock() - t0;
    if (isWrite && !expectedOk && (c.ownSession || !groupBefore)) {
      if (c.ownSession) await closeGroup();
      t0 = clock();
      groupBefore = await fingerprint();
      timing.fingerprint += clock() - t0;
    }
    t0 = clock();
    const res = await w.t.app.inject({
      method: method as 'GET',
      url: req.url,
      payload: req.payload as never,
      headers: { ...(req.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    timing.inject += clock() - t0;
    const outcome = outcomeOf(res.statusCode);
    const tag = `${c.route}${c.on ? ` [${c.on}]` : ''} × ${who}: ${res.statusCode} ${res.body.slice(0, 160)}`;
    seen.push({
      route: c.route,
      on: c.on ?? '',
      who,
      status: res.statusCode,
      outcome,
      expectedOk,
      body: res.body,
    });
    if (expectedOk) {
      if (outcome === 'ok') continue;
      if (c.business && outcome === 'other') {
        businessAnswers++;
        businessList.push(tag);
        continue;
      }
      unexpectedRefusal.push(tag);
    } else {
      if (outcome === 'other' && c.refusalCodes?.includes(res.statusCode)) otherCodeRefusals++;
      else if (outcome !== 'refused') unexpectedSuccess.push(tag);
      if (isWrite) {
        refusedWrites++;
        group.push(`${c.route}${c.on ? ` [${c.on}]` : ''} × ${who}: ${res.statusCode}`);
        if (c.ownSession) await closeGroup();
      }
    }
  }
  await closeGroup();
}

beforeAll(async () => {
  w = await buildWorld();
  fingerprint = await fingerprinter(w.t);
}, 120_000);
afterAll(async () => {
  const cases = seen.length;
  if (process.env.SECURITY_REPORT)
    (await import('node:fs')).writeFileSync(
      process.env.SECURITY_REPORT,
      JSON.stringify(
        { unexpectedSuccess, unexpectedRefusal, changedByRefusal, businessList, timing },
        null,
        1,
      ),
    );
  reportFigure(
    `[seguridad] matriz: ${cases} casos (${new Set(seen.map((s) => `${s.route}`)).size} rutas × ${PRINCIPALS.length} principales), ${unexpectedSuccess.length} éxitos inesperados, ${unexpectedRefusal.length} rechazos inesperados, ${refusedWrites} escrituras rechazadas, ${changedByRefusal.length} que cambiaron datos, ${businessAnswers} respuestas de negocio (400/409) a permitidos, ${otherCodeRefusals} rechazos con 400/409`,
  );
  await w?.t.close();
});

describe('authorization matrix', () => {
  it('every registered route has a row in the table, and every row a registered route', () => {
    const registered = w.t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    const inTable = new Set(expected().map((c) => c.route));
    expect(registered.filter((r) => !inTable.has(r))).toEqual([]);
    expect([...inTable].filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('the write counter sees every written row, and nothing when nothing is written', async () => {
    const before = await fingerprint();
    expect(await fingerprint()).toBe(before);
    const sent = await send(w, 'cliente', 'POST', {
      url: '/api/messages',
      payload: { toUserId: w.users.supervisor, contenido: 'Prueba del contador' },
    });
    expect(sent.statusCode).toBe(201);
    const after = await fingerprint();
    expect(after).not.toBe(before);
    expect(changedTables(before, after)).toContain('messages');
  });

  it('every route × principal answers as the table says; a refused write changes nothing', async () => {
    for (const c of expected()) await runCase(c);
    expect(unexpectedSuccess).toEqual([]);
    expect(unexpectedRefusal).toEqual([]);
    expect(changedByRefusal).toEqual([]);
    // The dead tokens never got anything but 401 outside the public routes.
    const dead = seen.filter(
      (s) =>
        ['anonimo', 'vencido', 'revocado', 'falsificado'].includes(s.who) &&
        !['GET /api/health', 'POST /api/auth/login'].includes(s.route),
    );
    expect(dead.length).toBeGreaterThan(600);
    expect(dead.filter((s) => s.status !== 401).map((s) => `${s.route} × ${s.who}: ${s.status}`)).toEqual([]);
  }, 180_000);
});
