import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, SAMPLE_JPEG } from '../test/app';
import { sqlRows } from '../test/database';
import { reportFigure } from '../test/figures';
import { buildWorld, cloneAudit, fingerprinter, type SignedIn, send, type World } from './fixtures';

/**
 * Isolation across companies (issue 15, part 3). Each attacker — the Demo Norte client, the Demo Sur client, the
 * operator restricted to Demo Sur and the operator blocked from Demo Norte — tries every id-bearing route with the
 * other company's ids (reads, writes, deletes, list filters, downloads, statements, the ledger): 0 leaks. Every
 * response body those principals get in this file (their own legitimate reads too) is then scanned for canaries:
 * password hashes, the other company's DVR passwords (plain text from the demo seed), its name, tax id, e-mail
 * domain and branch names, and the amounts of its ledger.
 */

type Key = 'norte' | 'sur';
interface Attacker {
  who: SignedIn;
  /** The company that is not theirs. */
  foreign: Key;
  own: Key;
}
const ATTACKERS: Attacker[] = [
  { who: 'cliente', foreign: 'sur', own: 'norte' },
  { who: 'cliente2', foreign: 'norte', own: 'sur' },
  { who: 'operador2', foreign: 'norte', own: 'sur' },
  { who: 'bloqueado', foreign: 'norte', own: 'sur' },
];

/** What the other company's data looks like (demo seed, apps/server/src/seed/demo.ts). */
const COMPANY_CANARIES: Record<Key, string[]> = {
  norte: [
    'Demo Norte S.A.',
    'Demo Norte Sociedad',
    'demonorte.com.ar',
    '30-70999111-4',
    'Sucursal Belgrano',
    'Sucursal Núñez',
    'Norte Kiosco 24h',
    'Kiosco Palermo',
    'norte-dvr-2026',
    'belgrano-dvr',
    '190.12.34.56',
  ],
  sur: [
    'Demo Sur S.R.L.',
    'demosur.com.ar',
    '30-71555222-9',
    'Sucursal Lomas',
    'sur-dvr-clave',
    'sur-dvr.dyndns.org',
  ],
};
const HASH_CANARY = '$argon2';

type Kind = 'read' | 'write' | 'list';
interface Probe {
  label: string;
  kind: Kind;
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Codes besides 403/404 by which this write refuses (state machine conflicts); the database must not change. */
  refusalCodes?: number[];
}

let w: World;
let fingerprint: () => Promise<string>;
/** Ledger amounts (pesos) that appear in one company's statement and not in the other's. */
const amountCanaries: Record<Key, number[]> = { norte: [], sur: [] };
const bodies: Array<{ who: SignedIn; foreign: Key; label: string; body: string }> = [];
const leaks: string[] = [];
let probes = 0;

const branchOf = (k: Key) => (k === 'norte' ? w.branches.belgrano : w.branches.lomas);
function anyAudit(estado: string): number {
  const id = w.audits.norte[estado] ?? w.audits.sur[estado];
  if (!id) throw new Error(`no ${estado} audit`);
  return id;
}
const holder = (k: Key) => (k === 'norte' ? w.users.operador1 : w.users.operador2);
const audit = (k: Key, estado: string, extra: Record<string, unknown> = {}) =>
  cloneAudit(w, anyAudit(estado), { estado: estado as never, ...extra }, k);

/** Every id-bearing call against company `k`, with fresh objects where the call would change them. */
async function probesAgainst(k: Key): Promise<Probe[]> {
  const c = w.clients[k];
  const b = branchOf(k);
  const waiting = await audit(k, 'pendiente', { operadorId: null, enTransito: true, fechaInicio: null });
  const inHand = await audit(k, 'en_proceso', { operadorId: holder(k) });
  const finished = await audit(k, 'terminada', { operadorId: holder(k) });
  const delivered = await audit(k, 'entregada', { operadorId: holder(k) });
  const att = w.attachment[k];
  const clientUser = k === 'norte' ? w.users.cliente : w.users.cliente2;
  const [message] = await sqlRows<{ id: number }>(
    w.t.database.db,
    sql`insert into messages (from_user_id, to_user_id, contenido) values (${w.users.supervisor}, ${clientUser}, 'Mensaje privado de la empresa') returning id`,
  );
  const [entry] = await sqlRows<{ id: number }>(
    w.t.database.db,
    sql`select id from ledger_entries where client_id = ${c} order by id limit 1`,
  );
  const month = new Date().getMonth() + 1;
  const year = new Date().getFullYear();
  const form = multipartForm({ clienteId: String(c), branchId: String(b), titulo: 'Pedido ajeno' });
  const r = (label: string, url: string): Probe => ({ label, kind: 'read', method: 'GET', url });
  const l = (label: string, url: string): Probe => ({ label, kind: 'list', method: 'GET', url });
  const wr = (
    label: string,
    method: string,
    url: string,
    payload?: unknown,
    refusalCodes?: number[],
  ): Probe => ({
    label,
    kind: 'write',
    method,
    url,
    payload,
    refusalCodes,
  });
  return [
    // The company's record and files
    r('cliente', `/api/clients/${c}`),
    r('sucursales', `/api/clients/${c}/branches`),
    r('contrato', `/api/clients/${c}/contract`),
    r('procedimiento', `/api/clients/${c}/procedure`),
    r('procedimiento de sucursal', `/api/clients/${c}/branches/${b}/procedure`),
    r('auditorías del cliente', `/api/clients/${c}/audits`),
    // Demo Norte's child business belongs to it
    ...(k === 'norte'
      ? [
          r('negocio hijo', `/api/clients/${w.clients.kiosco}`),
          r('sucursales del negocio hijo', `/api/clients/${w.clients.kiosco}/branches`),
          r('auditorías del negocio hijo', `/api/clients/${w.clients.kiosco}/audits`),
        ]
      : []),
    r('operadores asignados', `/api/operator-permissions/assigned-operators/${c}`),
    r('operadores bloqueados', `/api/operator-permissions/blocked-operators/${c}`),
    r('operadores disponibles', `/api/operator-permissions/available-operators/${c}`),
    // Its audits, their files and reports
    r('auditoría en espera', `/api/audits/${waiting}`),
    r('auditoría en proceso', `/api/audits/${inHand}`),
    r('auditoría terminada', `/api/audits/${finished}`),
    r('auditoría entregada', `/api/audits/${delivered}`),
    r('historial', `/api/audits/${delivered}/timeline`),
    r('planilla', `/api/audits/${inHand}/template`),
    r('adjunto', `/api/audits/${att.auditId}/download-attachment/${encodeURIComponent(att.fileName)}`),
    r('informe html', `/api/audits/${delivered}/report/html`),
    r('informe word', `/api/audits/${delivered}/report/word`),
    r('descarga word', `/api/audits/${delivered}/download-word`),
    r('informe pdf', `/api/audits/${delivered}/report/pdf`),
    r('pdf del cliente', `/api/audits/${delivered}/generate/pdf-client`),
    r('datos de revisión', `/api/audits/${finished}/supervisor/form-data`),
    // Money: statements, ledger, exports
    r('estado de cuenta', `/api/clients/${c}/account-statement`),
    r('estado de cuenta csv', `/api/clients/${c}/account-statement/export?formato=csv`),
    r('estado de cuenta pdf', `/api/clients/${c}/account-statement/export?formato=pdf`),
    r('auditorías a cobrar', `/api/finanzas/clientes/${c}/auditorias?mes=${month}&anio=${year}`),
    {
      label: 'cotización',
      kind: 'read',
      method: 'POST',
      url: '/api/config/calculate-audit-cost',
      payload: { clienteId: c },
    },
    // Its people
    r('usuario del cliente', `/api/users/${clientUser}`),
    r('accesos del usuario', `/api/users/${clientUser}/login-history`),
    r('panel del usuario', `/api/users/${clientUser}/dashboard`),
    r('mensajes del usuario', `/api/messages/user/${clientUser}`),
    l('conversación con el usuario', `/api/messages/conversation/${clientUser}`),
    // List filters naming the company
    l('lista filtrada', `/api/audits?clienteId=${c}`),
    l('conteos filtrados', `/api/audits/counts?clienteId=${c}`),
    l('exportación filtrada', `/api/audits/export?clienteId=${c}&formato=csv`),
    l('mis auditorías filtradas', `/api/clients/my-audits?clienteId=${c}`),
    l(
      'búsqueda por nombre',
      `/api/audits?search=${encodeURIComponent(k === 'norte' ? 'Belgrano' : 'Lomas')}`,
    ),
    l('movimientos filtrados', `/api/finanzas/movimientos?clienteId=${c}`),
    l('clientes para auditorías', '/api/clients/for-audits'),
    // Writes on its objects
    wr('editar cliente', 'PUT', `/api/clients/${c}`, { telefono: '000' }),
    wr('nueva sucursal', 'POST', `/api/clients/${c}/branches`, { nombre: 'Sucursal intrusa' }),
    wr('editar sucursal', 'PUT', `/api/clients/${c}/branches/${b}`, { nombre: 'Sucursal intrusa' }),
    wr('borrar sucursal', 'DELETE', `/api/clients/${c}/branches/${b}`),
    wr('borrar cliente', 'DELETE', `/api/clients/${c}`),
    wr('negocio hijo', 'POST', `/api/clients/${c}/negocios-hijos`, { nombre: 'Hijo intruso' }),
    {
      label: 'pedir auditoría ajena',
      kind: 'write',
      method: 'POST',
      url: '/api/audits',
      payload: form.payload,
      headers: form.headers,
      refusalCodes: [400],
    },
    wr('editar auditoría', 'PUT', `/api/audits/${waiting}`, { descripcion: 'Intrusa' }),
    wr('borrar auditoría', 'DELETE', `/api/audits/${waiting}`),
    wr('tomar auditoría', 'PATCH', `/api/audits/${waiting}/take`, undefined, [409]),
    wr('tomar auditoría (POST)', 'POST', `/api/audits/${waiting}/take`, undefined, [409]),
    wr('tomar asignada', 'PATCH', `/api/audits/${inHand}/take-assigned`, undefined, [409]),
    wr('iniciar', 'PATCH', `/api/audits/${inHand}/start`, undefined, [409]),
    wr('reanudar', 'PATCH', `/api/audits/${inHand}/resume`, undefined, [409]),
    wr('borrador', 'PUT', `/api/audits/${inHand}/draft`, {}, [409]),
    wr('completar', 'PATCH', `/api/audits/${inHand}/complete`, { estado: 'pausada', razonPausa: 'x' }, [409]),
    wr('imagen', 'POST', `/api/audits/${inHand}/images`, { data: SAMPLE_JPEG.toString('base64') }, [409]),
    wr('asignar', 'PATCH', `/api/audits/${waiting}/assign`, { operadorId: w.users.operador2 }),
    wr('nota', 'PUT', `/api/audits/${waiting}/add-message`, { mensaje: 'Intrusa' }),
    wr('reasignar', 'PUT', `/api/audits/${inHand}/reassign`, { operadorId: w.users.operador2 }),
    wr('aprobar', 'PUT', `/api/audits/${finished}/supervisor/approve`, {}),
    wr('gratis', 'PUT', `/api/audits/${waiting}/toggle-gratis`, { gratisParaCliente: true }),
    wr('pago', 'PATCH', `/api/audits/${delivered}/pago`, { estadoPago: 'pagada' }),
    wr('editar cobro', 'PUT', `/api/finanzas/editar-auditoria/${delivered}`, { costoFinal: 1 }),
    wr('borrar cobro', 'DELETE', `/api/finanzas/borrar-auditoria/${delivered}`),
    wr('cobrar', 'POST', '/api/finanzas/procesar-cobro', { auditoriaId: delivered }),
    wr('perdonar', 'POST', '/api/audit-finance/forgive-client', { clienteId: c }),
    wr('reclamar deuda', 'POST', '/api/audit-finance/claim-debt', { clienteId: c }),
    wr('pago del cliente', 'POST', '/api/audit-finance/process-client-payment', { clienteId: c, monto: 1 }),
    wr('cobrar período', 'POST', '/api/finanzas/cobrar-periodo', { clienteId: c, mes: month, anio: year }),
    wr('ingreso manual', 'POST', '/api/audits/ingreso-manual', { clienteId: c, costoFinal: 1 }),
    wr('movimiento', 'POST', '/api/finanzas', { tipo: 'ingreso', clienteId: c, monto: 1 }),
    ...(entry
      ? [wr('revertir movimiento', 'POST', `/api/finanzas/movimientos/${entry.id}/revertir`, {})]
      : []),
    wr('leer mensaje ajeno', 'PUT', `/api/messages/${message?.id}/read`),
    wr('borrar mensaje ajeno', 'DELETE', `/api/messages/${message?.id}`),
    wr('asignar operador', 'POST', '/api/operator-permissions/assign-client', {
      operatorId: w.users.operador2,
      clientId: c,
    }),
    wr('editar usuario del cliente', 'PUT', `/api/users/${clientUser}`, { name: 'Intruso' }),
    wr('impersonar', 'POST', '/api/impersonation/start', { userId: clientUser }),
  ];
}

/** Reads every attacker legitimately makes (their own lists, statement, contacts…): scanned like the rest. */
function ownReads(a: Attacker): Probe[] {
  const c = w.clients[a.own];
  const month = new Date().getMonth() + 1;
  const year = new Date().getFullYear();
  return [
    '/api/auth/me',
    '/api/audits',
    '/api/audits/counts',
    '/api/audits/export?formato=csv',
    '/api/audits/next-available',
    '/api/audits/operador/historial',
    '/api/clients/my-audits',
    '/api/clients/my-audits/export?formato=csv',
    '/api/clients/for-audits',
    `/api/clients/${c}`,
    `/api/clients/${c}/branches`,
    `/api/clients/${c}/audits`,
    `/api/clients/${c}/account-statement`,
    `/api/clients/${c}/account-statement/export?formato=csv`,
    '/api/finanzas/mi-cuenta',
    `/api/finanzas/movimientos?mes=${month}&anio=${year}`,
    '/api/sueldos/mi-sueldo',
    '/api/messages/my-messages',
    '/api/messages/conversations',
    '/api/messages/contacts',
    '/api/messages/unread-count',
    '/api/config/company-info',
    '/api/config/audit-pricing',
    '/api/time-alerts',
    `/api/users/${w.users[a.who === 'bloqueado' ? 'operador3' : a.who]}`,
  ].map((url) => ({ label: `propio ${url}`, kind: 'list' as const, method: 'GET', url }));
}

/** Canaries of company `k` found in `body`. */
function canariesIn(body: string, k: Key): string[] {
  const hits = COMPANY_CANARIES[k].filter((c) => body.includes(c));
  if (body.includes(HASH_CANARY)) hits.push(HASH_CANARY);
  for (const amount of amountCanaries[k]) {
    const text = String(amount);
    const re = new RegExp(`(?<![\\d.])${text.replace('.', '\\.')}(?![\\d])`);
    if (re.test(body)) hits.push(`monto ${text}`);
  }
  return hits;
}

async function statementAmounts(k: Key): Promise<Set<number>> {
  const res = await send(w, 'admin', 'GET', { url: `/api/clients/${w.clients[k]}/account-statement` });
  expect(res.statusCode, res.body).toBe(200);
  const amounts = new Set<number>();
  const walk = (v: unknown, key = '') => {
    if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [kk, x] of Object.entries(v)) walk(x, kk);
    else if (typeof v === 'number' && v >= 1000 && !/id$/i.test(key)) amounts.add(v);
  };
  walk(res.json());
  return amounts;
}

beforeAll(async () => {
  w = await buildWorld();
  fingerprint = await fingerprinter(w.t);
  // operador2 works only for Demo Sur: the demo's history of it at Demo Norte goes to operador1, so that whatever
  // operador2 sees of Demo Norte is a leak.
  await w.t.database.db.execute(
    sql`update audits set operador_id = ${w.users.operador1} where operador_id = ${w.users.operador2} and client_id <> ${w.clients.sur}`,
  );
  await w.t.database.db.execute(
    sql`update audits set asignado_por = ${w.users.operador1} where asignado_por = ${w.users.operador2} and client_id <> ${w.clients.sur}`,
  );
  const norte = await statementAmounts('norte');
  const sur = await statementAmounts('sur');
  amountCanaries.norte = [...norte].filter((a) => !sur.has(a));
  amountCanaries.sur = [...sur].filter((a) => !norte.has(a));
}, 120_000);

afterAll(async () => {
  const scanned = bodies.length;
  const hits = bodies.filter((b) => canariesIn(b.body, b.foreign).length > 0).length;
  reportFigure(
    `[seguridad] aislamiento: ${probes} intentos con ids ajenos (${ATTACKERS.length} atacantes), ${leaks.length} filtraciones; canarios: ${scanned} respuestas revisadas, ${hits} con canarios`,
  );
  await w?.t.close();
});

describe('isolation across companies', () => {
  it('the canaries are real: the other company’s data carries them, as an admin sees it', async () => {
    expect(amountCanaries.norte.length).toBeGreaterThan(0);
    expect(amountCanaries.sur.length).toBeGreaterThan(0);
    for (const k of ['norte', 'sur'] as const) {
      const record = await send(w, 'admin', 'GET', { url: `/api/clients/${w.clients[k]}` });
      const hits = canariesIn(record.body, k);
      expect(hits).toContain(k === 'norte' ? 'Demo Norte S.A.' : 'Demo Sur S.R.L.');
      expect(hits).toContain(k === 'norte' ? 'norte-dvr-2026' : 'sur-dvr-clave');
      const statement = await send(w, 'admin', 'GET', {
        url: `/api/clients/${w.clients[k]}/account-statement`,
      });
      expect(canariesIn(statement.body, k).some((h) => h.startsWith('monto '))).toBe(true);
    }
    const [hash] = await sqlRows<{ password_hash: string }>(
      w.t.database.db,
      sql`select password_hash from users limit 1`,
    );
    expect(hash?.password_hash).toContain(HASH_CANARY);
  });

  for (const a of ATTACKERS) {
    it(`${a.who} gets nothing of ${a.foreign === 'norte' ? 'Demo Norte' : 'Demo Sur'} by its ids, and changes nothing`, async () => {
      const list = await probesAgainst(a.foreign);
      for (const p of list) {
        probes++;
        const before = p.kind === 'write' ? await fingerprint() : '';
        const res = await send(w, a.who, p.method, {
          url: p.url,
          payload: p.payload as never,
          headers: p.headers,
        });
        bodies.push({ who: a.who, foreign: a.foreign, label: p.label, body: res.body });
        const tag = `${a.who} ${p.label} (${p.method} ${p.url}): ${res.statusCode} ${res.body.slice(0, 140)}`;
        if (res.statusCode >= 500) leaks.push(`5xx ${tag}`);
        if (p.kind !== 'list') {
          const refused =
            [403, 404].includes(res.statusCode) || (p.refusalCodes ?? []).includes(res.statusCode);
          if (!refused) leaks.push(tag);
        }
        if (p.kind === 'write' && (await fingerprint()) !== before) leaks.push(`cambió datos: ${tag}`);
      }
      for (const p of ownReads(a)) {
        const res = await send(w, a.who, p.method, { url: p.url });
        if (res.statusCode >= 500) leaks.push(`5xx ${a.who} ${p.url}`);
        bodies.push({ who: a.who, foreign: a.foreign, label: p.label, body: res.body });
      }
      expect(leaks).toEqual([]);
    });
  }

  it('no response any attacker got carries a canary of the other company', () => {
    const found = bodies
      .map((b) => ({ ...b, hits: canariesIn(b.body, b.foreign) }))
      .filter((b) => b.hits.length > 0)
      .map((b) => `${b.who} ${b.label}: ${b.hits.join(', ')}`);
    expect(bodies.length).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });
});
