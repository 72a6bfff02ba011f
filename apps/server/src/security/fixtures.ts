import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { audits } from '../db/schema/index';
import {
  call,
  createTestApp,
  DEMO_USERS,
  idsByName,
  loginAs,
  multipartFile,
  multipartForm,
  SAMPLE_PDF,
  signInEach,
  type TestContext,
} from '../test/app';
import { sqlRows } from '../test/database';

/**
 * The principals and demo objects the security suites share: every signed-in kind of caller the issue names
 * (each role, a restricted operator, an operator blocked from Demo Norte, a client of the other company, the group
 * administrator, an admin impersonating the Demo Norte client) and the dead tokens (expired, revoked, forged).
 */
export const SIGNED_IN = [
  'admin',
  'supervisor',
  'operador1',
  'contable',
  'cliente',
  'grupo',
  'operador2',
  'bloqueado',
  'cliente2',
  'impersonando',
] as const;
export const DEAD = ['anonimo', 'vencido', 'revocado', 'falsificado'] as const;
export type SignedIn = (typeof SIGNED_IN)[number];
export type Principal = SignedIn | (typeof DEAD)[number];
export const PRINCIPALS: readonly Principal[] = [...DEAD, ...SIGNED_IN];

export interface World {
  t: TestContext;
  tokens: Record<Principal, string | null>;
  users: Record<string, number>;
  clients: { norte: number; sur: number; kiosco: number; tercera: number };
  branches: { belgrano: number; nunez: number; lomas: number };
  /** Demo audits by company and state (the seed's), plus ones with an attachment made here. */
  audits: Record<'norte' | 'sur', Record<string, number>>;
  attachment: Record<'norte' | 'sur', { auditId: number; fileName: string }>;
}

/** A response's class for the matrix: success, refusal (401/403/404), or another answer (validation, conflict). */
export type Outcome = 'ok' | 'refused' | 'other';
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 400) return 'ok';
  if (status === 401 || status === 403 || status === 404) return 'refused';
  return 'other';
}

export async function buildWorld(): Promise<World> {
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const db = t.database.db;
  const tokens = {} as Record<Principal, string | null>;
  const users: Record<string, number> = {};
  // Every demo user is one of the signed-in principals.
  await signInEach(t.app, DEMO_USERS satisfies readonly SignedIn[], tokens as Record<string, string>, users);
  const [third] = await sqlRows<{ id: number }>(
    db,
    sql`insert into clients (nombre, email, dvr_id_principal) values ('Tercera Empresa S.A.', 'tercera@demo.ar', '10.9.9.9') returning id`,
  );
  const { clients: c, branches: b } = await idsByName(t.database);
  const clients = {
    norte: c['Demo Norte S.A.'] ?? 0,
    sur: c['Demo Sur S.R.L.'] ?? 0,
    kiosco: c['Norte Kiosco 24h'] ?? 0,
    tercera: third?.id ?? 0,
  };
  const branches = {
    belgrano: b['Sucursal Belgrano'] ?? 0,
    nunez: b['Sucursal Núñez'] ?? 0,
    lomas: b['Sucursal Lomas'] ?? 0,
  };
  const admin = tokens.admin;
  // Audits made here go straight to the operators' queue (no audit days to wait for).
  await db.execute(sql`update clients set modalidad = 'manual', dias_auditoria = '{}'`);
  // An operator blocked from Demo Norte (through the API), signed in.
  const created = await call(t.app, admin, {
    method: 'POST',
    url: '/api/users',
    payload: {
      email: 'operador3@demo.ar',
      username: 'operador3',
      password: 'demo123',
      name: 'Omar Bloqueado',
      role: 'operador',
    },
  });
  if (created.statusCode !== 201) throw new Error(`operador3: ${created.statusCode} ${created.body}`);
  users.operador3 = created.json().data?.id ?? created.json().user?.id;
  const blocked = await call(t.app, admin, {
    method: 'POST',
    url: '/api/operator-permissions/block-operator',
    payload: { operatorId: users.operador3, clientId: clients.norte, reason: 'Prueba de seguridad' },
  });
  if (blocked.statusCode >= 300) throw new Error(`block: ${blocked.statusCode} ${blocked.body}`);
  tokens.bloqueado = (await loginAs(t.app, 'operador3')).token;
  // The admin impersonating the Demo Norte client.
  const imp = await call(t.app, admin, {
    method: 'POST',
    url: '/api/impersonation/start',
    payload: { userId: users.cliente },
  });
  if (imp.statusCode !== 200) throw new Error(`impersonation: ${imp.statusCode} ${imp.body}`);
  tokens.impersonando = imp.json().token;
  // Dead tokens: one past its limits, one logged out, one never issued.
  tokens.anonimo = null;
  const expired = await loginAs(t.app, 'supervisor');
  await db.execute(
    sql`update auth_sessions set created_at = now() - interval '90 days', last_seen_at = now() - interval '90 days'
        where id = (select max(id) from auth_sessions where user_id = ${users.supervisor})`,
  );
  tokens.vencido = expired.token;
  const revoked = await loginAs(t.app, 'operador1');
  await call(t.app, revoked.token, { method: 'POST', url: '/api/auth/logout' });
  tokens.revocado = revoked.token;
  tokens.falsificado = `${expired.token.slice(0, -6)}AAAAAA`;

  const auditRows = await sqlRows<{ id: number; client_id: number; estado: string }>(
    db,
    sql`select id, client_id, estado from audits order by id`,
  );
  const auditsBy: World['audits'] = { norte: {}, sur: {} };
  for (const r of auditRows) {
    const key = r.client_id === clients.sur ? 'sur' : r.client_id === clients.norte ? 'norte' : null;
    if (key && auditsBy[key][r.estado] === undefined) auditsBy[key][r.estado] = r.id;
  }
  const attachment = {} as World['attachment'];
  for (const [key, clientId, branchId] of [
    ['norte', clients.norte, branches.belgrano],
    ['sur', clients.sur, branches.lomas],
  ] as const) {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/audits',
      ...multipartForm(
        { clienteId: String(clientId), branchId: String(branchId), titulo: `Con adjunto ${key}` },
        [{ field: 'files', fileName: `instructivo-${key}.pdf`, content: SAMPLE_PDF }],
      ),
    });
    if (res.statusCode !== 201) throw new Error(`audit ${key}: ${res.statusCode} ${res.body}`);
    const auditId = res.json().data.id as number;
    const [file] = await sqlRows<{ file_name: string }>(
      db,
      sql`select f.nombre_original as file_name from audit_attachments a join stored_files f on f.id = a.file_id where a.audit_id = ${auditId} limit 1`,
    );
    attachment[key] = { auditId, fileName: file?.file_name ?? '' };
  }
  // A contract and a procedure file on both companies, so that the downloads have something to serve.
  for (const [key, id] of [
    ['norte', clients.norte],
    ['sur', clients.sur],
  ] as const) {
    const contrato = await upload(t, admin, 'contrato', `contrato-${key}.pdf`);
    const procedimiento = await upload(t, admin, 'procedimiento', `procedimiento-${key}.pdf`);
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/clients/${id}`,
      payload: { contratoArchivoId: contrato, archivoProcedimientoId: procedimiento },
    });
    if (res.statusCode !== 200) throw new Error(`files ${key}: ${res.statusCode} ${res.body}`);
    const branchId = key === 'norte' ? branches.belgrano : branches.lomas;
    const branch = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/clients/${id}/branches/${branchId}`,
      payload: {
        nombre: key === 'norte' ? 'Sucursal Belgrano' : 'Sucursal Lomas',
        archivoProcedimientoId: await upload(t, admin, 'procedimiento', `procedimiento-sucursal-${key}.pdf`),
      },
    });
    if (branch.statusCode !== 200) throw new Error(`branch ${key}: ${branch.statusCode} ${branch.body}`);
  }
  return { t, tokens, users, clients, branches, audits: auditsBy, attachment };
}

export async function upload(t: TestContext, token: string | null, kind: string, fileName: string) {
  const res = await call(t.app, token, {
    method: 'POST',
    url: `/api/files?kind=${kind}`,
    ...multipartFile(fileName, SAMPLE_PDF),
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

/** The demo price per audit of each company (centavos), for copies moved to it. */
const PRICE: Record<'norte' | 'sur', number> = { norte: 2_500_000, sur: 1_800_000 };

/**
 * A copy of a demo audit (its people, worksheet and money) in another state, for calls that change state. With
 * `company`, the copy belongs to that company: its client, its first branch (name and address) and its price, so
 * that nothing of the source's company travels with it.
 */
export async function cloneAudit(
  world: World,
  sourceId: number,
  overrides: Partial<typeof audits.$inferInsert> = {},
  company?: 'norte' | 'sur',
): Promise<number> {
  const db = world.t.database.db;
  const [row] = await db.select().from(audits).where(eq(audits.id, sourceId));
  if (!row) throw new Error(`audit ${sourceId} missing`);
  const { id: _id, programacionClave: _k, ...rest } = row;
  const place = company
    ? {
        clientId: world.clients[company],
        branchId: company === 'norte' ? world.branches.belgrano : world.branches.lomas,
        sucursal: company === 'norte' ? 'Sucursal Belgrano' : 'Sucursal Lomas',
        direccion:
          company === 'norte' ? 'Av. Cabildo 2040, CABA' : 'Av. Hipólito Yrigoyen 8500, Lomas de Zamora',
        costoFinal: row.costoFinal === null ? null : PRICE[company],
        costoEstimado: row.costoEstimado === null ? null : PRICE[company],
      }
    : {};
  const [copy] = await db
    .insert(audits)
    .values({ ...rest, ...place, ...overrides })
    .returning({ id: audits.id });
  return copy?.id ?? 0;
}

/**
 * A write counter on every table a request could change: a row trigger counts each inserted, updated or deleted
 * row per table, so that "did this refused request change anything" is one cheap read. Left out: sessions (their
 * last-seen time moves on every call, and a dead token's session is closed when it is refused), sign-in attempts,
 * scheduler bookkeeping, and the impersonation trail (every write tried while impersonating is recorded, refused
 * or not — that record is the point).
 */
export async function fingerprinter(t: TestContext) {
  const db = t.database.db;
  const tables = (
    await sqlRows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public'
          and tablename not in ('auth_sessions', 'job_runs', 'login_attempts', 'login_history', '__drizzle_migrations')
          and tablename not like 'instance%' order by tablename`,
    )
  ).map((r) => r.tablename);
  await db.execute(
    sql.raw(`create table if not exists prueba_escrituras (tabla text primary key, filas bigint not null default 0);
    create or replace function prueba_contar_escritura() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'activity_log' and tg_op = 'INSERT' then
        if to_jsonb(new) ->> 'action' = 'escritura_impersonada' then
          return null;
        end if;
      end if;
      insert into prueba_escrituras (tabla, filas) values (tg_table_name, 1)
        on conflict (tabla) do update set filas = prueba_escrituras.filas + 1;
      return null;
    end $$;`),
  );
  for (const name of tables)
    await db.execute(
      sql.raw(`create trigger prueba_escritura after insert or update or delete on "${name}"
               for each row execute function prueba_contar_escritura()`),
    );
  return async (): Promise<string> => {
    const rows = await sqlRows<{ tabla: string; filas: string }>(
      db,
      sql`select tabla, filas::text from prueba_escrituras order by tabla`,
    );
    return rows.map((r) => `${r.tabla}:${r.filas}`).join('|');
  };
}

/** A user made straight in the database (no password hashing), for calls that change or delete one. */
export async function insertUser(world: World, role: string, name: string, clienteId: number | null = null) {
  const [row] = await sqlRows<{ id: number }>(
    world.t.database.db,
    sql`insert into users (email, username, name, role, password_hash, cliente_id)
        select ${`${name}@demo.ar`}, ${name}, ${name}, ${role}, password_hash, ${clienteId}
        from users where username = 'operador1' returning id`,
  );
  return row?.id ?? 0;
}

export function send(world: World, who: Principal, method: string, options: Omit<InjectOptions, 'method'>) {
  return call(world.t.app, world.tokens[who], { ...options, method: method as InjectOptions['method'] });
}

export type Response = LightMyRequestResponse;
