// `npm run bench:data`: fills the PostgreSQL database of DATABASE_URL with the volume of a grown company
// (300 client companies, 3,000 branches, 150 operators, 1,000,000 audits over ~5 years, 200,000 messages),
// realistic in shape, for `npm run bench`. Everything big is generated inside PostgreSQL (generate_series,
// insert ... select); randomness is a hash of (seed, row, stream), so the same seed gives the same data
// whatever the plan or the order of rows. Dates are relative to the current hour.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_1m npm run bench:data
//   options: --audits N (default 1000000)  --messages N (default 200000)  --seed N (default 20261123)  --reset
//
// Refuses to run without DATABASE_URL, and on a database that already has tables unless --reset (which drops
// the public and drizzle schemas first). Applies the migrations, creates the demo users (seedDemo, so the demo
// logins work; every generated user also signs in with the demo password) and checks the invariants at the end.
// EXPLAIN_STEP=<title of a step> prints that step's plan (e.g. EXPLAIN_STEP=auditorías).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { hashPassword } from '../src/lib/passwords';
import { loadSecretsKey, secretBox } from '../src/lib/secrets';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';

const { values: args } = parseArgs({
  options: {
    audits: { type: 'string', default: '1000000' },
    messages: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '20261123' },
    reset: { type: 'boolean', default: false },
  },
});

const N_AUDITS = Number(args.audits);
const N_MESSAGES = Number(args.messages);
const SEED = Number(args.seed);
const N_CLIENTS = 300;
const N_BRANCHES = 3000;
const N_OPERATORS = 150;
const N_SUPERVISORS = 10;
for (const [name, value] of Object.entries({ audits: N_AUDITS, messages: N_MESSAGES, seed: SEED })) {
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} debe ser un entero no negativo`);
    process.exit(2);
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'Falta DATABASE_URL: indicá la base a llenar, p. ej. DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_1m',
  );
  process.exit(2);
}

const started = Date.now();
const client = new pg.Client({ connectionString: url });
await client.connect();

async function step(title: string, text: string, values: unknown[] = []) {
  const t0 = Date.now();
  if (process.env.EXPLAIN_STEP === title) {
    // Diagnostics: the plan with real timings, in a transaction rolled back before the step runs for real.
    await client.query('begin');
    const plan = await client.query(`explain (analyze, costs off) ${text}`, values);
    await client.query('rollback');
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const result = await client.query(text, values);
  const rows = result.rowCount != null && result.command !== 'SELECT' ? ` (${result.rowCount} filas)` : '';
  console.log(`  ${title}${rows}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

// ---- refuse a database in use ----
const existing = await client.query<{ n: number }>(
  `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
);
if ((existing.rows[0]?.n ?? 0) > 0) {
  if (!args.reset) {
    console.error(
      'La base no está vacía: usá --reset para borrar todo su contenido (esquemas public y drizzle) y regenerarla.',
    );
    await client.end();
    process.exit(2);
  }
  console.log('--reset: se borran los esquemas public y drizzle');
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
}

// ---- migrations and the demo users ----
const config = loadConfig({ ...process.env, DATABASE_URL: url, SEED: 'demo' });
const secrets = secretBox(loadSecretsKey(config));
{
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await runMigrations(database);
    await seedDemo(database.db, secrets);
  } finally {
    await database.close();
  }
}
console.log(
  `Generando en ${new URL(url).pathname.slice(1)}: ${N_AUDITS} auditorías, ${N_MESSAGES} mensajes, semilla ${SEED}`,
);

await client.query(`set synchronous_commit = off`);
// JIT compiling these long expression lists costs seconds per statement and gains little here.
await client.query(`set jit = off`);
await client.query(`set work_mem = '256MB'`);
await client.query(`set maintenance_work_mem = '1GB'`);
await client.query(`set max_parallel_maintenance_workers = 2`);

// r(stream, i): uniform in [0, 1), a hash of the seed, the row and the stream (no state: any plan, same data).
await client.query(`
  create function pg_temp.r(k int, i bigint) returns float8 language sql immutable parallel safe as $$
    select ((hashint8extended($2 * 64 + $1, ${SEED}::bigint) >> 11) & 9007199254740991)::float8 / 9007199254740992.0
  $$`);
// pick(array, u): one element of a text array.
await client.query(`
  create function pg_temp.pick(a text[], u float8) returns text language sql immutable parallel safe as $$
    select $1[1 + floor($2 * array_length($1, 1))::int]
  $$`);
await client.query(`create temp table gen_anchor as select date_trunc('hour', now()) as t`);

const hash = await hashPassword(DEMO_PASSWORD);

// ---- clients (300 with the demo ones), some child businesses, a few inactive or deleted ----
console.log('Empresas, sucursales y usuarios');
const demo = await client.query<{ clients: number; branches: number }>(
  `select (select count(*)::int from clients) as clients, (select count(*)::int from branches) as branches`,
);
const nNewClients = N_CLIENTS - (demo.rows[0]?.clients ?? 0);
const nNewBranches = N_BRANCHES - (demo.rows[0]?.branches ?? 0);
await step(
  'empresas',
  `
  insert into clients (nombre, empresa, email, cuit, telefono, direccion, contacto_principal, activo,
    condiciones_pago, costo_auditoria, tiempo_estimado_min, comision_operador, monto_fijo_operador, tipo_comision,
    limite_dias, auditoria_fija_mes, tipo_auditoria_default, tiempo_auditoria_cliente, dvr_id_principal,
    instrucciones_operador, contrato_fecha_firma, descuento_volumen, modalidad, dias_auditoria, deleted_at,
    created_at, updated_at)
  select nombre, nombre || case when pg_temp.r(2, g) < 0.5 then ' S.A.' else ' S.R.L.' end,
    'administracion@' || slug || '.com.ar',
    '30-' || (70000000 + g * 7919 % 9999999)::text || '-' || (g % 10)::text,
    '+54 11 4' || lpad((g * 2711 % 1000)::text, 3, '0') || '-' || lpad((g * 131 % 10000)::text, 4, '0'),
    pg_temp.pick(array['Av. Corrientes','Av. Rivadavia','Av. Cabildo','Av. Santa Fe','Av. Belgrano','Av. San Martín',
      'Av. Mitre','Calle 7','Bv. Oroño','Av. Colón'], pg_temp.r(3, g)) || ' ' || (100 + g * 37 % 8000)::text
      || ', ' || pg_temp.pick(array['CABA','La Plata','Rosario','Córdoba','Mar del Plata','Quilmes','Lanús',
      'Mendoza','San Isidro','Morón'], pg_temp.r(4, g)),
    pg_temp.pick(array['María','Juan','Lucía','Diego','Sofía','Martín','Valeria','Pablo','Florencia','Gustavo'],
      pg_temp.r(5, g)) || ' ' || pg_temp.pick(array['Gómez','Fernández','López','Martínez','Pérez','Romero',
      'Sosa','Álvarez','Torres','Ruiz'], pg_temp.r(6, g)),
    g % 61 <> 0,
    (enum_range(null::payment_term))[1 + floor(pg_temp.r(7, g) * 5)::int],
    (10 + floor(pg_temp.r(8, g) * 50)::int) * 50000,
    120 + floor(pg_temp.r(9, g) * 5)::int * 30,
    30 + floor(pg_temp.r(10, g) * 5)::int * 5,
    (4 + floor(pg_temp.r(11, g) * 8)::int) * 100000,
    case when pg_temp.r(12, g) < 0.7 then 'porcentaje' else 'fijo' end::commission_type,
    30, pg_temp.r(13, g) < 0.15,
    case when pg_temp.r(14, g) < 0.8 then 'normal' when pg_temp.r(14, g) < 0.95 then 'prioritaria' else 'urgente' end::priority,
    120,
    case when pg_temp.r(15, g) < 0.8 then '190.' || (g % 250)::text || '.' || (g * 7 % 250)::text || '.'
      || (g * 13 % 250)::text || ':8000' end,
    case when pg_temp.r(16, g) < 0.5 then 'Revisar apertura, cierre de caja y presencia del personal.' end,
    (anchor.t - interval '1 day' * floor(400 + pg_temp.r(17, g) * 1400))::date,
    case when g % 10 = 0 then 5 else 0 end,
    case when pg_temp.r(18, g) < 0.85 then 'manual' when pg_temp.r(18, g) < 0.97 then 'por_dias'
      else 'fecha_exacta' end::audit_modality,
    case when pg_temp.r(18, g) >= 0.85 and pg_temp.r(18, g) < 0.97
      then array['Lunes','Miércoles','Viernes'] else '{}'::text[] end,
    case when g % 97 = 0 then anchor.t - interval '200 days' end,
    anchor.t - interval '1 day' * floor(400 + pg_temp.r(19, g) * 1400),
    anchor.t - interval '1 day' * floor(pg_temp.r(20, g) * 300)
  from generate_series(1, $1::int) g, gen_anchor anchor,
  lateral (select pg_temp.pick(array['Supermercado','Farmacia','Autoservicio','Ferretería','Estación de Servicio',
      'Panadería','Distribuidora','Óptica','Librería','Carnicería','Heladería','Electro','Pinturería','Restaurante',
      'Gimnasio','Cadena'], pg_temp.r(0, g)) || ' ' || pg_temp.pick(array['del Sur','Belgrano','San Martín',
      'Los Andes','Del Plata','Norte','Oeste','Patagonia','Litoral','Central','Pampa','La Esquina','El Sol',
      'Mediterránea','Atlántica','Del Parque'], pg_temp.r(1, g)) || ' ' || g::text as nombre,
    'cliente' || g::text as slug) n`,
  [nNewClients],
);
await client.query(`
  create temp table gen_clients as
  select row_number() over (order by id)::int as ord, id, costo_auditoria from clients where deleted_at is null`);
await client.query(`create unique index on gen_clients (ord)`);
await client.query(`analyze gen_clients`);
// About one company in ten is a child business of one of the first fifty (chains with franchises).
await step(
  'negocios hijos',
  `update clients c set parent_id = p.id
   from gen_clients k, gen_clients p
   where k.id = c.id and k.ord > 3 and k.ord % 10 = 7 and c.parent_id is null
     and p.ord = 4 + (k.ord * 31) % 47 and p.id <> c.id`,
);

// Branches: every generated company has one; the rest go mostly to the big chains.
await step(
  'sucursales',
  `
  insert into branches (client_id, nombre, direccion, telefono, activa, dvr_id, tiempo_auditoria,
    precio_urgente, modalidad, dias_auditoria, created_at, updated_at)
  select k.id,
    'Sucursal ' || pg_temp.pick(array['Belgrano','Palermo','Caballito','Flores','Centro','Norte','Sur','Once',
      'Villa Urquiza','Devoto','Quilmes','Avellaneda','Lomas','Banfield','Pilar','Tigre','Rosario Centro',
      'Nueva Córdoba','Godoy Cruz','Punta Mogotes'], pg_temp.r(30, g)) || ' ' || g::text,
    pg_temp.pick(array['Av. Corrientes','Av. Rivadavia','Av. Cabildo','Av. Santa Fe','Av. Belgrano',
      'Av. San Martín','Av. Mitre','Calle 7','Bv. Oroño','Av. Colón','Av. Maipú','Av. Libertador'],
      pg_temp.r(31, g)) || ' ' || (100 + g * 53 % 9000)::text,
    '+54 11 4' || lpad((g * 389 % 1000)::text, 3, '0') || '-' || lpad((g * 97 % 10000)::text, 4, '0'),
    g % 73 <> 0,
    case when pg_temp.r(32, g) < 0.85 then '181.' || (g % 250)::text || '.' || (g * 11 % 250)::text || '.'
      || (g * 17 % 250)::text || ':37777' end,
    case when pg_temp.r(33, g) < 0.3 then 60 + floor(pg_temp.r(34, g) * 5)::int * 30 end,
    case when pg_temp.r(35, g) < 0.1 then (30 + floor(pg_temp.r(36, g) * 40)::int) * 100000 end,
    null, null,
    anchor.t - interval '1 day' * floor(100 + pg_temp.r(37, g) * 1500),
    anchor.t - interval '1 day' * floor(pg_temp.r(38, g) * 90)
  from generate_series(1, $1::int) g
  cross join gen_anchor anchor
  join gen_clients k on k.ord = case
    when g <= $2::int - 3 then 3 + g
    else 1 + floor(power(pg_temp.r(39, g), 2.2) * $2::int)::int end`,
  [nNewBranches, Number((await client.query('select count(*)::int as n from gen_clients')).rows[0]?.n)],
);

// DVR passwords are sealed with the installation key, as the product stores them (never in clear).
{
  const t0 = Date.now();
  for (const [table, column, idColumn, source] of [
    ['clients', 'dvr_password_principal_enc', 'id', 'dvr_id_principal'],
    ['branches', 'dvr_password_enc', 'id', 'dvr_id'],
  ] as const) {
    const rows = await client.query<{ id: number }>(
      `select ${idColumn} as id from ${table} where ${source} is not null and ${column} is null order by id`,
    );
    const ids = rows.rows.map((r) => r.id);
    const sealed = ids.map((id) => secrets.seal(`dvr-${SEED % 1000}-${id}`));
    await client.query(
      `update ${table} t set ${column} = s.enc from unnest($1::int[], $2::text[]) s(id, enc) where t.id = s.id`,
      [ids, sealed],
    );
  }
  console.log(`  claves DVR cifradas: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

// ---- users of every role (all sign in with the demo password) ----
const demoCounts = await client.query<{ role: string; n: number }>(
  `select role::text as role, count(*)::int as n from users group by role`,
);
const have = (role: string) => demoCounts.rows.find((r) => r.role === role)?.n ?? 0;
await step(
  'personal',
  `
  insert into users (name, email, username, password_hash, role, is_active, last_login, deleted_at, created_at,
    updated_at)
  select pg_temp.pick(array['María','Juan','Lucía','Diego','Sofía','Martín','Valeria','Pablo','Florencia',
      'Gustavo','Camila','Nicolás','Agustina','Federico','Julieta','Matías','Carolina','Leandro','Paula','Ramiro'],
      pg_temp.r(40, g)) || ' ' || pg_temp.pick(array['Gómez','Fernández','López','Martínez','Pérez','Romero',
      'Sosa','Álvarez','Torres','Ruiz','Díaz','Acosta','Benítez','Medina','Herrera','Aguirre','Giménez','Molina'],
      pg_temp.r(41, g)),
    role.prefix || role.n::text || '@bench.ar', role.prefix || role.n::text, $1, role.role::role,
    true, anchor.t - interval '1 minute' * floor(pg_temp.r(42, g) * 20000), null,
    anchor.t - interval '1 day' * floor(30 + pg_temp.r(43, g) * 1600), anchor.t
  from gen_anchor anchor, (
    select 'operador' as prefix, 'operador' as role, n from generate_series($2::int + 1, $3::int) n
    union all select 'supervisor', 'supervisor', n from generate_series($4::int + 1, $5::int) n
    union all select 'admin', 'admin', n from generate_series($6::int + 1, 3) n
    union all select 'contable', 'contable', n from generate_series($7::int + 1, 3) n
    union all select 'auditor', 'auditor', n from generate_series(1, 2) n
  ) role, lateral (select hashtext(role.prefix || role.n)::bigint as g) h`,
  [hash, have('operador'), N_OPERATORS, have('supervisor'), N_SUPERVISORS, have('admin'), have('contable')],
);
// A few former staff: inactive or deleted (they keep their history).
await client.query(`update users set is_active = false where username in ('operador149', 'supervisor10')`);
await client.query(
  `
  insert into users (name, email, username, password_hash, role, is_active, deleted_at, created_at)
  select 'Ex Operador ' || n, 'ex' || n || '@bench.ar', null, $1, 'operador', false, now() - interval '300 days',
    now() - interval '900 days'
  from generate_series(1, 5) n`,
  [hash],
);
// Client users: one to three per company (usernames cliente<ord>_<k>), plus group administrators.
await step(
  'usuarios de empresas',
  `
  insert into users (name, email, username, password_hash, role, cliente_id, last_login, created_at, updated_at)
  select 'Contacto ' || k.ord || '-' || j, 'cliente' || k.ord || '_' || j || '@bench.ar',
    'cliente' || k.ord || '_' || j, $1, 'cliente', k.id,
    anchor.t - interval '1 hour' * floor(pg_temp.r(44, k.ord * 4 + j) * 2000),
    anchor.t - interval '1 day' * floor(30 + pg_temp.r(45, k.ord * 4 + j) * 1000), anchor.t
  from gen_clients k, gen_anchor anchor, generate_series(1, 3) j
  where k.ord > 3 and j <= 1 + floor(pg_temp.r(46, k.ord) * 3)`,
  [hash],
);
await step(
  'administradores de grupo',
  `
  with parents as (
    select distinct c.parent_id as id from clients c where c.parent_id is not null
  ), g as (
    insert into users (name, email, username, password_hash, role, cliente_id, es_administrador_grupo,
      nombre_grupo, created_at)
    select 'Gerencia ' || p.nombre, 'grupo' || k.ord || '@bench.ar', 'grupo' || k.ord, $1, 'cliente', p.id, true,
      'Grupo ' || p.nombre, now() - interval '400 days'
    from parents pp join clients p on p.id = pp.id join gen_clients k on k.id = p.id
    returning id, cliente_id
  )
  insert into user_administered_clients (user_id, client_id)
  select g.id, c.id from g join clients c on c.parent_id = g.cliente_id or c.id = g.cliente_id`,
  [hash],
);

await client.query(`
  create temp table gen_ops as
  select row_number() over (order by id)::int as ord, id from users
  where role = 'operador' and deleted_at is null`);
await client.query(`
  create temp table gen_sups as
  select row_number() over (order by id)::int as ord, id from users
  where role = 'supervisor' and deleted_at is null`);
await client.query(`
  create temp table gen_admins as
  select row_number() over (order by id)::int as ord, id from users where role = 'admin' and deleted_at is null`);

// Operator assignments (exclusive) for some companies and blocks for others.
await step(
  'asignaciones y bloqueos de operadores',
  `
  insert into operator_client_permissions (operator_id, client_id, status, reason, created_by, created_at)
  select o.id, k.id, s.status::operator_client_status,
    case when s.status = 'bloqueado' then 'Pedido del cliente' end, (select min(id) from gen_admins),
    now() - interval '1 day' * (k.ord % 200)
  from gen_clients k
  cross join lateral (
    select case when k.ord % 9 = 4 then 'asignado' when k.ord % 13 = 6 then 'bloqueado' end as status,
      case when k.ord % 9 = 4 then 2 + k.ord % 4 else 1 + k.ord % 2 end as n
  ) s
  cross join lateral generate_series(1, s.n) j
  join gen_ops o on o.ord = 3 + (k.ord * 17 + j * 29) % ((select count(*) from gen_ops)::int - 2)
  where s.status is not null and k.ord > 3
  on conflict do nothing`,
);
await client.query(`
  create temp table gen_client_ops as
  select client_id, array_agg(operator_id order by operator_id) as ops from operator_client_permissions
  where status = 'asignado' group by client_id`);
await client.query(`
  create temp table gen_client_users as
  select cliente_id as client_id, array_agg(id order by id) as ids from users
  where role = 'cliente' and cliente_id is not null and deleted_at is null group by cliente_id`);
await client.query(`
  create temp table gen_branches as
  select row_number() over (order by b.id)::int as ord, b.id, b.client_id, b.nombre, b.direccion,
    k.costo_auditoria, coalesce(b.tiempo_auditoria, 120) as minutos
  from branches b join gen_clients k on k.id = b.client_id where b.deleted_at is null`);
await client.query(`create unique index on gen_branches (ord)`);

// Worksheet templates: varied sets of one to four events, picked by hash per audit.
await client.query(`
  create temp table gen_sheets as
  select t as ord, (
    select jsonb_agg(jsonb_build_object(
      'id', 'e' || t || '-' || e, 'numero', e,
      'timestamp', lpad((8 + (t * 7 + e * 3) % 13)::text, 2, '0') || ':' || lpad(((t * 13 + e * 17) % 60)::text, 2, '0'),
      'descripcion', pg_temp.pick(array['Empleado usando el celular en caja','Puerta de depósito abierta sin supervisión',
        'Cámara sin imagen durante 15 minutos','Cliente atendido sin ticket','Cierre de caja antes de horario',
        'Personal sin uniforme','Ingreso de mercadería sin remito a la vista','Góndola desabastecida',
        'Salida de emergencia obstruida','Arqueo de caja sin testigo','Empleado fuera de su puesto',
        'Movimiento en perímetro, sin intrusión'], pg_temp.r(50, t * 8 + e)),
      'observaciones', case when pg_temp.r(51, t * 8 + e) < 0.5 then ''
        else pg_temp.pick(array['Durante 6 minutos con clientes en fila','Confirmar con encargado','Caja 2',
          'Revisar alimentación','Se repite respecto del mes anterior'], pg_temp.r(52, t * 8 + e)) end,
      'tipoEvento', (array['infraccion-menor','infraccion-menor','infraccion-grave','problema-tecnico'])[1 + (t + e) % 4],
      'imagenes', '[]'::jsonb) order by e)
    from generate_series(1, 1 + t % 4) e
  ) as eventos
  from generate_series(1, 400) t`);

// ---- bulk tables: drop their secondary indexes and foreign keys, load, then rebuild them in one pass ----
const BULK_TABLES = ['audits', 'audit_timeline', 'audit_work_periods', 'messages'];
const saved = await client.query<{ kind: string; tbl: string; name: string; def: string }>(
  `
  select 'fk' as kind, c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def
  from pg_constraint c where c.contype = 'f' and c.conrelid = any($1::regclass[])
  union all
  select 'index', i.indrelid::regclass::text, ci.relname, pg_get_indexdef(i.indexrelid)
  from pg_index i join pg_class ci on ci.oid = i.indexrelid
  where i.indrelid = any($1::regclass[]) and not i.indisprimary
    and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  [BULK_TABLES],
);
for (const row of saved.rows) {
  if (row.kind === 'fk') await client.query(`alter table ${row.tbl} drop constraint "${row.name}"`);
  else await client.query(`drop index "${row.name}"`);
}

// ---- audits ----
// Row g: the newer the higher g (the company grew: density rises towards today). The newest ~0.9 % are the live
// work (waiting, assigned, in progress, paused, finished, in review, in the management queue); older ones were
// delivered and, mostly, invoiced and paid. A few hundred historical ones are soft-deleted.
console.log('Auditorías');
// The staff day totals are added up once at the end (staff_day_stats_rebuild), not by their triggers per statement.
await client.query('alter table audits disable trigger audits_staff_day_ins');
await client.query('alter table ledger_lines disable trigger ledger_lines_staff_day_ins');
for (const table of ['gen_ops', 'gen_sups', 'gen_admins', 'gen_branches', 'gen_sheets']) {
  if (table !== 'gen_branches') await client.query(`create unique index on ${table} (ord)`);
  await client.query(`analyze ${table}`);
}
await client.query('analyze gen_client_ops');
await client.query('analyze gen_client_users');
const count = async (table: string) =>
  Number((await client.query(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0);
const demoAudits = Number(
  (await client.query(`select coalesce(max(id), 0)::int as n from audits`)).rows[0]?.n ?? 0,
);
const D = 1826; // ~5 years in days
await step(
  'auditorías',
  `
  insert into audits (titulo, descripcion, estado, prioridad, origen, en_transito, client_id, branch_id, sucursal,
    direccion, localidad, fecha_solicitada, fecha_programada, fecha_asignacion, fecha_inicio, fecha_pausa,
    razon_pausa, fecha_terminacion, fecha_aprobacion, fecha_entrega, operador_id, supervisor_id, asignado_por,
    creado_por, horas_estimadas, costo_estimado, costo_final, gratis_para_cliente, motivo_gratis, aprobada,
    observaciones_operador, observaciones_supervisor, hoja, hoja_guardada_en, estado_pago, fecha_pago,
    deleted_at, created_at, updated_at)
  select
    pg_temp.pick(array['Control de apertura de cajas','Revisión de reposición nocturna','Atención al cliente en salón',
      'Control de stock en depósito','Cierre de caja y retiro de valores','Auditoría de procedimientos de caja',
      'Control de uniformes y presencia','Auditoría integral de sucursal','Control de seguridad perimetral',
      'Ronda mensual programada','Control de horarios del personal','Revisión de ingreso de mercadería'],
      pg_temp.r(1, g)),
    case when pg_temp.r(2, g) < 0.3 then 'Verificar horario de apertura y arqueo inicial.' end,
    -- 'facturada' only once collected, as the product does (docs/decisions.md 'Conciliación'): a delivered audit still
    -- owed stays 'entregada'.
    case when s.estado = 'facturada' and not (t.aprobacion + interval '1 day' * (10 + g % 50) < anchor.t
      and pg_temp.r(12, g) < 0.97) then 'entregada' else s.estado end::audit_state, s.prioridad::priority, s.origen::audit_origin, not s.cola,
    b.client_id, b.id, b.nombre, b.direccion,
    pg_temp.pick(array['CABA','La Plata','Rosario','Córdoba','Quilmes','Lanús','Mendoza','San Isidro'], pg_temp.r(3, g)),
    t.created::date,
    case when s.cola then (anchor.t + interval '1 day' * (1 + g % 10))::date
      when s.origen = 'programada' then t.created::date end,
    case when s.rank >= 2 then t.asignacion end,
    case when s.rank >= 3 then t.inicio end,
    case when s.estado = 'pausada' then t.pausa end,
    case when s.estado = 'pausada' then pg_temp.pick(array['Grabación del DVR no disponible, se reintenta más tarde',
      'Sin conexión con el DVR','El cliente pidió reprogramar'], pg_temp.r(4, g)) end,
    case when s.rank >= 5 then t.terminacion end,
    case when s.rank >= 7 then t.aprobacion end,
    case when s.rank >= 8 then t.aprobacion + interval '5 minutes' end,
    case when s.rank >= 2 then coalesce(co.ops[1 + floor(pg_temp.r(5, g) * array_length(co.ops, 1))::int], o.id) end,
    case when s.rank >= 6 then sup.id end,
    case when s.rank >= 2 then case when pg_temp.r(6, g) < 0.7
      then coalesce(co.ops[1 + floor(pg_temp.r(5, g) * array_length(co.ops, 1))::int], o.id) else sup.id end end,
    case when s.origen = 'cliente' then cu.ids[1 + floor(pg_temp.r(7, g) * array_length(cu.ids, 1))::int]
      when s.origen = 'normal' then adm.id end,
    1.5 + floor(pg_temp.r(8, g) * 6) * 0.5,
    case when pg_temp.r(9, g) < 0.2 then b.costo_auditoria end,
    case when s.rank >= 8 then case when s.gratis then 0 else
      round(b.costo_auditoria * case s.prioridad when 'urgente' then 2 when 'prioritaria' then 1.5 else 1 end)::bigint end end,
    s.gratis, case when s.gratis then 'Bonificada por reclamo' end,
    s.rank >= 7,
    case when s.rank >= 5 and pg_temp.r(10, g) < 0.3 then 'Sin novedades adicionales.' end,
    case when s.rank >= 6 and pg_temp.r(11, g) < 0.25 then 'Informe revisado; se recomienda capacitación en caja.' end,
    case when s.rank >= 3 then jsonb_build_object(
      'eventos', case when s.rank >= 5 then h.eventos else jsonb_build_array(h.eventos -> 0) end,
      'observacionesFinales', case when s.rank >= 5 then 'Sucursal en orden general.' else '' end,
      'sucursalDetails', 'Local de 120 m², 3 cajas, depósito al fondo.',
      'canalesVision', 'Canales 1 (cajas), 2 (salón), 4 (depósito)') end,
    case when s.rank >= 5 then t.terminacion when s.rank >= 3 then t.inicio + interval '10 minutes' end,
    case when s.rank >= 8 then case when s.estado = 'facturada' and t.aprobacion + interval '1 day' * (10 + g % 50) < anchor.t
      and pg_temp.r(12, g) < 0.97 then 'pagada' else 'pendiente' end::payment_state end,
    case when s.rank >= 8 and s.estado = 'facturada' and t.aprobacion + interval '1 day' * (10 + g % 50) < anchor.t
      and pg_temp.r(12, g) < 0.97 then t.aprobacion + interval '1 day' * (10 + g % 50) end,
    case when s.borrada then t.created + interval '2 days' end,
    t.created,
    greatest(t.created, case s.rank when 1 then t.created when 2 then t.asignacion when 3 then t.inicio
      when 4 then t.inicio + interval '30 minutes' when 5 then t.terminacion when 6 then t.terminacion + interval '1 hour'
      else t.aprobacion end)
  from generate_series(1, $1::int) g
  cross join gen_anchor anchor
  cross join lateral (select 1.0 - g::float8 / $1::int as p) x
  cross join lateral (
    select case when x.p < 0.009 then pg_temp.r(20, g) else 2 + pg_temp.r(20, g) end as u,
      pg_temp.r(21, g) as v
    offset 0
  ) uu
  cross join lateral (
    select
      case
        when uu.u < 0.12 then 'solicitud' when uu.u < 0.34 then 'pendiente'
        when uu.u < 0.39 then case when g % 3 = 0 then 'solicitud' else 'pendiente' end
        when uu.u < 0.57 then 'asignada'
        when uu.u < 0.585 then 'en_proceso' when uu.u < 0.675 then 'pausada' when uu.u < 0.845 then 'terminada'
        when uu.u < 0.875 then 'guardado_supervisor' when uu.u < 0.89 then 'aprobada' when uu.u < 2 then 'entregada'
        when x.p < 0.03 then case when uu.v < 0.75 then 'entregada' else 'facturada' end
        when uu.v < 0.035 then 'entregada' else 'facturada' end as estado,
      -- the management queue: requests and scheduled audits held out of transit (a few hundred per million)
      uu.u >= 0.34 and uu.u < 0.39 as cola,
      case when pg_temp.r(22, g) < 0.75 then 'normal' when pg_temp.r(22, g) < 0.93 then 'prioritaria'
        else 'urgente' end as prioridad,
      case when uu.u >= 0.34 and uu.u < 0.39 then case when g % 3 = 0 then 'cliente' else 'programada' end
        when uu.u < 0.12 then 'cliente'
        when pg_temp.r(23, g) < 0.3 then 'cliente' when pg_temp.r(23, g) < 0.85 then 'normal' else 'programada' end
        as origen,
      uu.u >= 2 and pg_temp.r(24, g) < 0.01 as gratis,
      uu.u >= 2 and x.p > 0.05 and pg_temp.r(25, g) < 0.004 as borrada
    offset 0
  ) s0
  cross join lateral (
    select s0.*, case s0.estado when 'solicitud' then 1 when 'pendiente' then 1 when 'asignada' then 2
      when 'en_proceso' then 3 when 'pausada' then 4 when 'terminada' then 5 when 'guardado_supervisor' then 6
      when 'aprobada' then 7 else 8 end as rank
    offset 0
  ) s
  cross join lateral (
    select least(anchor.t - interval '1 day' * ($2::int * (1 - sqrt(1 - x.p)))
      - interval '1 minute' * floor(pg_temp.r(26, g) * 600), now() - interval '10 minutes') as created
    offset 0
  ) c
  cross join lateral (
    select c.created,
      least(c.created + interval '1 minute' * (30 + floor(pg_temp.r(27, g) * 1500)), now() - interval '8 minutes')
        as asignacion
    offset 0
  ) t0
  cross join lateral (
    select t0.*,
      least(t0.asignacion + interval '1 minute' * (5 + floor(pg_temp.r(28, g) * 600)), now() - interval '6 minutes')
        as inicio
    offset 0
  ) t1
  cross join lateral (
    select t1.*,
      least(t1.inicio + interval '1 minute' * (60 + floor(pg_temp.r(29, g) * 180)), now() - interval '4 minutes')
        as terminacion,
      least(t1.inicio + interval '1 minute' * (20 + g % 90), now() - interval '4 minutes') as pausa
    offset 0
  ) t2
  cross join lateral (
    select t2.*,
      least(t2.terminacion + interval '1 minute' * (30 + floor(pg_temp.r(30, g) * 2800)), now() - interval '2 minutes')
        as aprobacion
    offset 0
  ) t
  cross join lateral (
    select 1 + floor(power(pg_temp.r(31, g), 1.3) * $3::int)::int as b, 1 + floor(pg_temp.r(32, g) * $4::int)::int as o,
      1 + floor(pg_temp.r(33, g) * $5::int)::int as sup, 1 + floor(pg_temp.r(34, g) * $6::int)::int as adm,
      1 + floor(pg_temp.r(35, g) * 400)::int as h
    offset 0
  ) pick
  join gen_branches b on b.ord = pick.b
  join gen_ops o on o.ord = pick.o
  join gen_sups sup on sup.ord = pick.sup
  join gen_admins adm on adm.ord = pick.adm
  join gen_sheets h on h.ord = pick.h
  left join gen_client_ops co on co.client_id = b.client_id
  left join gen_client_users cu on cu.client_id = b.client_id`,
  [
    N_AUDITS,
    D,
    await count('gen_branches'),
    await count('gen_ops'),
    await count('gen_sups'),
    await count('gen_admins'),
  ],
);
// An operator works on one audit at a time: the audits in progress go to distinct operators.
await step(
  'auditorías en proceso: una por operador',
  `
  with p as (select id, row_number() over (order by id) as n from audits where estado = 'en_proceso' and deleted_at is null)
  update audits a set operador_id = o.id, asignado_por = o.id
  from p join gen_ops o on o.ord = 1 + (p.n - 1) % (select count(*) from gen_ops)
  where a.id = p.id`,
);
await step(
  'programación de la cola de gestión',
  `
  with q as (
    select distinct on (branch_id, fecha_programada) id, branch_id, fecha_programada from audits
    where not en_transito and origen = 'programada' and deleted_at is null order by branch_id, fecha_programada, id
  )
  update audits a set programacion_clave = 'branch:' || q.branch_id || ':' || q.fecha_programada
  from q where a.id = q.id`,
);

// Timeline: the transitions each audit went through (creada, tomada/asignada, iniciada, pausada, terminada,
// guardada por supervisor, aprobada y enviada, facturada).
await step(
  'historial (timeline)',
  `
  insert into audit_timeline (audit_id, at, actor_id, action, from_estado, to_estado, note)
  select a.id, e.at, e.actor, e.action, e.from_estado::audit_state, e.to_estado::audit_state, e.note
  from audits a
  cross join lateral (values
    (true, a.created_at, a.creado_por, 'creada', null,
      case when a.origen = 'cliente' then 'solicitud' else 'pendiente' end,
      case when not a.en_transito then 'En la cola de gestión' end),
    (a.fecha_asignacion is not null, a.fecha_asignacion, a.asignado_por,
      case when a.asignado_por = a.operador_id then 'tomada' else 'asignada' end,
      case when a.origen = 'cliente' then 'solicitud' else 'pendiente' end, 'asignada', null),
    (a.fecha_inicio is not null, a.fecha_inicio, a.operador_id, 'iniciada', 'asignada', 'en_proceso', null),
    (a.fecha_pausa is not null, a.fecha_pausa, a.operador_id, 'pausada', 'en_proceso', 'pausada', a.razon_pausa),
    (a.fecha_terminacion is not null, a.fecha_terminacion, a.operador_id, 'terminada', 'en_proceso', 'terminada', null),
    (a.estado = 'guardado_supervisor', a.fecha_terminacion + interval '1 hour', a.supervisor_id,
      'guardada_supervisor', 'terminada', 'guardado_supervisor', null),
    (a.estado = 'aprobada', a.fecha_aprobacion, a.supervisor_id, 'aprobada', 'terminada', 'aprobada', null),
    (a.fecha_entrega is not null, a.fecha_entrega, a.supervisor_id, 'aprobada_enviada', 'terminada', 'entregada', null),
    (a.estado = 'facturada', a.fecha_entrega + interval '3 days', null::int, 'facturada', 'entregada', 'facturada', null)
  ) e(ok, at, actor, action, from_estado, to_estado, note)
  where e.ok and a.id > $1::int`,
  [demoAudits],
);
await step(
  'períodos de trabajo',
  `
  insert into audit_work_periods (audit_id, user_id, started_at, ended_at)
  select id, operador_id, fecha_inicio,
    case when estado = 'en_proceso' then null else coalesce(fecha_pausa, fecha_terminacion) end
  from audits where fecha_inicio is not null and operador_id is not null
    and id > $1::int`,
  [demoAudits],
);

// ---- the ledger: every delivered audit's delivery entry and every paid audit's collection, in SQL ----
// One insert of the entries and one of their lines per kind (a data-modifying CTE hands the new entry ids to the
// lines). The deferred balance trigger checks each entry at commit and the statement-level trigger folds all the
// lines into ledger_month_balances in one grouped upsert. Operator pay follows the client's commission (the
// branches' own prices and pays are left out here: the figures only need the right shape and volume).
console.log('Libro diario');
await step(
  'asientos de entrega',
  `
  with e as (
    insert into ledger_entries (kind, occurred_on, created_at, created_by, description, audit_id, client_id, branch_id)
    select 'entrega', (a.fecha_entrega at time zone 'America/Argentina/Buenos_Aires')::date, a.fecha_entrega,
      a.supervisor_id, 'Entrega: ' || a.titulo, a.id, a.client_id, a.branch_id
    from audits a
    where a.id > $1::int and a.fecha_entrega is not null and a.aprobada and a.deleted_at is null
    returning id, audit_id
  )
  insert into ledger_lines (entry_id, account, client_id, user_id, audit_id, amount)
  select e.id, v.account, a.client_id, v.user_id, a.id, v.amount
  from e join audits a on a.id = e.audit_id join clients c on c.id = a.client_id
  cross join lateral (
    select case when c.tipo_comision = 'fijo' then c.monto_fijo_operador
      else round(round(c.costo_auditoria * case a.prioridad when 'urgente' then 2 when 'prioritaria' then 1.5 else 1 end)
        * c.comision_operador / 100)::bigint end as pay
  ) p
  cross join lateral (values
    ('1201', null::int, coalesce(a.costo_final, 0)), ('4101', null::int, -coalesce(a.costo_final, 0)),
    ('5101', a.operador_id, case when a.operador_id is null then 0 else p.pay end),
    ('2101', a.operador_id, case when a.operador_id is null then 0 else -p.pay end)
  ) v(account, user_id, amount)
  where v.amount <> 0`,
  [demoAudits],
);
await step(
  'asientos de cobro',
  `
  with e as (
    insert into ledger_entries (kind, occurred_on, created_at, created_by, description, audit_id, client_id, meta)
    select 'cobro', (a.fecha_pago at time zone 'America/Argentina/Buenos_Aires')::date, a.fecha_pago, null,
      'Cobro: ' || a.titulo, a.id, a.client_id, '{"tarifa": null, "parcial": false}'::jsonb
    from audits a
    where a.id > $1::int and a.estado_pago = 'pagada' and a.fecha_pago is not null and a.costo_final > 0
      and a.aprobada and a.deleted_at is null
    returning id, audit_id
  )
  insert into ledger_lines (entry_id, account, client_id, audit_id, amount)
  select e.id, v.account, a.client_id, a.id, v.amount
  from e join audits a on a.id = e.audit_id
  cross join lateral (values ('1101', a.costo_final), ('1201', -a.costo_final)) v(account, amount)`,
  [demoAudits],
);
// Most operators (85 %) are paid their commissions monthly, as the accountant does with 'Pagar comisiones': on the
// 5th of the next month, what the month's deliveries accrued (2101 against cash out). The rest keep theirs owed,
// so a generated company shows both and its pending commissions do not grow forever. One insert of each.
await step(
  'pagos de comisiones',
  `
  with owed as (
    select l.user_id, date_trunc('month', e.occurred_on)::date as month, -sum(l.amount) as monto
    from ledger_lines l join ledger_entries e on e.id = l.entry_id
    where l.account = '2101' and l.user_id is not null and l.audit_id > $1::int and e.kind = 'entrega'
      and pg_temp.r(81, l.user_id) < 0.85
    group by 1, 2
    having -sum(l.amount) > 0
  ), pay as materialized (
    -- The entry's id is taken here, so its lines need no join back to what the insert returns.
    select nextval(pg_get_serial_sequence('ledger_entries', 'id')) as id, o.user_id, o.month, o.monto,
      (o.month + interval '1 month 4 days')::date as day
    from owed o
    where (o.month + interval '1 month 4 days')::date <= (now() at time zone 'America/Argentina/Buenos_Aires')::date
  ), e as (
    insert into ledger_entries (id, kind, occurred_on, created_at, created_by, description, meta)
    overriding system value
    select p.id, 'comision_pago', p.day, (p.day + time '12:00') at time zone 'America/Argentina/Buenos_Aires', null,
      'Pago de comisiones de ' || to_char(p.month, 'MM/YYYY') || ' — ' || u.name,
      jsonb_build_object('operadorId', p.user_id, 'tipoPago', 'Pago Parcial')
    from pay p join users u on u.id = p.user_id
    returning id
  )
  insert into ledger_lines (entry_id, account, user_id, amount)
  select p.id, v.account, p.user_id, v.amount
  from pay p
  cross join lateral (values ('2101', p.monto), ('1102', -p.monto)) v(account, amount)`,
  [demoAudits],
);
{
  const unbalanced = await client.query<{ n: number }>(`
    select count(*)::int as n from (
      select account, sum(amount) as s from ledger_lines group by account
    ) l full join (
      select account, sum(amount) as s from ledger_month_balances where client_id = -1 group by account
    ) b using (account) where l.s is distinct from b.s`);
  if ((unbalanced.rows[0]?.n ?? 0) > 0) {
    console.error('Los saldos mensuales no coinciden con las líneas del libro diario');
    process.exit(1);
  }
}

// ---- messages among users: staff with staff, and companies with the office; recent ones still unread ----
await client.query('alter table audits enable trigger audits_staff_day_ins');
await client.query('alter table ledger_lines enable trigger ledger_lines_staff_day_ins');
await step('totales diarios del personal', 'select staff_day_stats_rebuild()');
console.log('Mensajes');
await client.query(`
  create temp table gen_staff as
  select row_number() over (order by id)::int as ord, id from users
  where role in ('admin', 'supervisor', 'operador', 'contable') and deleted_at is null and is_active`);
await client.query(`
  create temp table gen_cli as
  select row_number() over (order by id)::int as ord, id from users
  where role = 'cliente' and deleted_at is null`);
for (const table of ['gen_staff', 'gen_cli']) {
  await client.query(`create unique index on ${table} (ord)`);
  await client.query(`analyze ${table}`);
}
await step(
  'mensajes',
  `
  insert into messages (from_user_id, to_user_id, contenido, tipo, prioridad, leido, read_at, created_at,
    hidden_for_sender, hidden_for_recipient)
  select p.from_id, p.to_id,
    pg_temp.pick(array['¿Podés revisar la auditoría de hoy?','Listo, ya la terminé.','El DVR no responde, la pauso.',
      'Gracias por el aviso.','¿Cuándo tienen el informe?','Ya se envió el informe final.',
      'Hay una urgente en la cola.','Reprogramamos para mañana a primera hora.','Revisá las observaciones, por favor.',
      'Confirmado.'], pg_temp.r(61, 1000000000 + g)),
    case when pg_temp.r(62, 1000000000 + g) < 0.05 then 'alerta' else 'mensaje' end::message_type,
    case when pg_temp.r(63, 1000000000 + g) < 0.1 then 'alta' else 'normal' end::message_priority,
    not m.unread, case when not m.unread then m.at + interval '1 minute' * (1 + g % 600) end, m.at,
    pg_temp.r(64, 1000000000 + g) < 0.02, pg_temp.r(65, 1000000000 + g) < 0.02
  from generate_series(1, $1::int) g
  cross join gen_anchor anchor
  cross join lateral (
    select least(anchor.t - interval '1 day' * (730 * (1 - sqrt(g::float8 / $1::int)))
      - interval '1 minute' * floor(pg_temp.r(66, 1000000000 + g) * 1440), now() - interval '1 minute') as at
    offset 0
  ) m0
  cross join lateral (
    select m0.at, m0.at > now() - interval '7 days' and pg_temp.r(67, 1000000000 + g) < 0.6 as unread
    offset 0
  ) m
  cross join lateral (
    select pg_temp.r(68, 1000000000 + g) as kind,
      1 + floor(pg_temp.r(69, 1000000000 + g) * $2::int)::int as a,
      1 + floor(pg_temp.r(70, 1000000000 + g) * $2::int)::int as b0,
      1 + floor(pg_temp.r(71, 1000000000 + g) * $3::int)::int as c
    offset 0
  ) k0
  cross join lateral (select k0.*, case when k0.b0 = k0.a then k0.b0 % $2::int + 1 else k0.b0 end as b offset 0) k
  join gen_staff sa on sa.ord = k.a
  join gen_staff sb on sb.ord = k.b
  join gen_cli cl on cl.ord = k.c
  cross join lateral (
    select case when k.kind < 0.8 then sa.id when k.kind < 0.9 then cl.id else sa.id end as from_id,
      case when k.kind < 0.8 then sb.id when k.kind < 0.9 then sa.id else cl.id end as to_id
  ) p
`,
  [N_MESSAGES, await count('gen_staff'), await count('gen_cli')],
);

// ---- rebuild indexes and foreign keys, then statistics ----
console.log('Índices y claves foráneas');
{
  const t0 = Date.now();
  for (const row of saved.rows.filter((r) => r.kind === 'index')) await client.query(row.def);
  console.log(`  índices: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const t1 = Date.now();
  for (const row of saved.rows.filter((r) => r.kind === 'fk'))
    await client.query(`alter table ${row.tbl} add constraint "${row.name}" ${row.def}`);
  console.log(`  claves foráneas (validadas): ${((Date.now() - t1) / 1000).toFixed(1)} s`);
}
await step('vacuum analyze', 'vacuum (analyze)');

// ---- invariants ----
const mismatch = await client.query(`
  select k.estado, k.n, coalesce(r.n, 0) as real from audit_state_counts k
  left join (select estado, count(*) as n from audits where deleted_at is null group by estado) r using (estado)
  where k.n <> coalesce(r.n, 0)`);
if (mismatch.rowCount) {
  console.error('Los contadores por estado no coinciden con los conteos reales:', mismatch.rows);
  process.exit(1);
}
const summary = await client.query<{ what: string; n: string }>(`
  select 'empresas' as what, count(*)::text as n from clients
  union all select 'sucursales', count(*)::text from branches
  union all select 'usuarios', count(*)::text from users
  union all select 'operadores', count(*)::text from users where role = 'operador' and deleted_at is null
  union all select 'auditorías', count(*)::text from audits
  union all select 'historial', count(*)::text from audit_timeline
  union all select 'períodos de trabajo', count(*)::text from audit_work_periods
  union all select 'mensajes', count(*)::text from messages
  union all select 'asientos del libro diario', count(*)::text from ledger_entries
  union all select 'tamaño de la base', pg_size_pretty(pg_database_size(current_database()))`);
const states = await client.query<{ estado: string; n: string }>(
  `select estado::text, n::text from audit_state_counts order by estado`,
);
console.log(summary.rows.map((r) => `  ${r.what}: ${r.n}`).join('\n'));
console.log(`  por estado: ${states.rows.map((r) => `${r.estado} ${r.n}`).join(', ')}`);
const queue = await client.query<{ n: string }>(
  `select count(*)::text as n from audits where not en_transito and deleted_at is null`,
);
console.log(`  en la cola de gestión: ${queue.rows[0]?.n}`);
console.log(`Listo en ${((Date.now() - started) / 1000).toFixed(0)} s (contadores por estado verificados).`);
await client.end();
