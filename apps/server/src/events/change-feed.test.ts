import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadSecretsKey, secretBox } from '../lib/secrets';
import { seedDemo } from '../seed/demo';
import { testEnv } from '../test/app';
import { openTestDatabase, sqlRows } from '../test/database';
import { type ChangeFeed, createChangeFeed } from './change-feed';
import { type ChangeMap, type Channel, parseChange } from './changes';

/** Collects what a feed delivers, by channel. */
function record(feed: ChangeFeed) {
  const got: { [C in Channel]: ChangeMap[C][] } = {
    auditorias: [],
    mensajes: [],
    sesiones: [],
    alertas: [],
    finanzas: [],
    versiones: [],
  };
  feed.on('auditorias', (c) => got.auditorias.push(c));
  feed.on('mensajes', (c) => got.mensajes.push(c));
  feed.on('sesiones', (c) => got.sesiones.push(c));
  feed.on('alertas', (c) => got.alertas.push(c));
  feed.on('finanzas', (c) => got.finanzas.push(c));
  feed.on('versiones', (c) => got.versiones.push(c));
  return got;
}

async function settle(ms = 150) {
  await new Promise((r) => setTimeout(r, ms));
}

describe('parseChange', () => {
  it('reads the payloads of the triggers and treats anything else as "everything changed"', () => {
    expect(parseChange('auditorias', '{"o":[3],"c":[1,2],"q":true}')).toEqual({
      all: false,
      operatorIds: [3],
      clientIds: [1, 2],
      queue: true,
    });
    expect(parseChange('sesiones', '{"u":[5],"operadores":false}')).toEqual({
      all: false,
      userIds: [5],
      operators: false,
      clients: false,
    });
    expect(parseChange('sesiones', '{"operadores":true}')).toMatchObject({ all: false, operators: true });
    expect(parseChange('mensajes', '{"u":[1,2]}')).toEqual({ all: false, userIds: [1, 2] });
    expect(parseChange('alertas', '{}')).toEqual({ all: false });
    expect(parseChange('finanzas', '{}')).toEqual({ all: false });
    for (const bad of ['', 'no', '[]', 'null', '{"todos":true}']) {
      expect(parseChange('auditorias', bad).all, bad).toBe(true);
      expect(parseChange('mensajes', bad).all, bad).toBe(true);
      expect(parseChange('sesiones', bad).all, bad).toBe(true);
      expect(parseChange('alertas', bad).all, bad).toBe(true);
      expect(parseChange('finanzas', bad).all, bad).toBe(true);
      expect(parseChange('versiones', bad).all, bad).toBe(true);
    }
    expect(parseChange('versiones', '{"auditorias":4,"operador:3":1}')).toEqual({
      all: false,
      versions: { auditorias: 4, 'operador:3': 1 },
    });
    expect(parseChange('versiones', '{"auditorias":"4"}').all).toBe(true);
    expect(parseChange('auditorias', '{"o":1}').all).toBe(true);
    expect(parseChange('auditorias', '{"c":["2"]}').all).toBe(true);
    expect(parseChange('sesiones', '{"u":["1"]}').all).toBe(true);
    expect(parseChange('mensajes', '{"u":[1.5]}').all).toBe(true);
  });
});

describe('change notifications on PostgreSQL', () => {
  let database: Database;
  let feed: ChangeFeed;
  let got: ReturnType<typeof record>;
  const ids: Record<string, number> = {};
  const clients: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig(testEnv());
    await seedDemo(database.db, secretBox(loadSecretsKey(config)));
    feed = createChangeFeed(database);
    await feed.start();
    got = record(feed);
    for (const r of await sqlRows<{ id: number; username: string }>(
      database.db,
      sql`select id, username from users`,
    ))
      ids[r.username] = r.id;
    for (const r of await sqlRows<{ id: number; nombre: string }>(
      database.db,
      sql`select id, nombre from clients`,
    ))
      clients[r.nombre] = r.id;
  });
  afterAll(async () => {
    await feed?.stop();
    await database?.close();
  });

  it('a statement over many audits sends one notification with old and new operators and companies', async () => {
    got.auditorias.length = 0;
    const op1 = ids.operador1 ?? 0;
    const op2 = ids.operador2 ?? 0;
    await database.db.execute(
      sql`update audits set operador_id = case when operador_id = ${op1} then ${op2} else operador_id end,
          titulo = titulo || '' where deleted_at is null`,
    );
    await settle();
    expect(got.auditorias).toHaveLength(1);
    const change = got.auditorias[0];
    expect(change?.all).toBe(false);
    const expectedClients = await sqlRows<{ id: number }>(
      database.db,
      sql`select distinct client_id as id from audits where deleted_at is null order by 1`,
    );
    // Only rows whose content changed count: the titles did not change, the operator did on some rows.
    expect(change?.operatorIds).toContain(op2);
    expect(change?.clientIds.every((id) => expectedClients.some((r) => r.id === id))).toBe(true);
  });

  it('saving only the worksheet is no change; a rolled-back change sends nothing', async () => {
    got.auditorias.length = 0;
    await database.db.execute(
      sql`update audits set hoja_guardada_en = now(), updated_at = now() where deleted_at is null`,
    );
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update audits set estado = 'pendiente' where deleted_at is null`);
        throw new Error('rollback');
      })
      .catch(() => {});
    await settle();
    expect(got.auditorias).toEqual([]);
  });

  it('marks queue changes: an audit leaving the waiting queue', async () => {
    const [waiting] = await sqlRows<{ id: number; client_id: number }>(
      database.db,
      sql`select id, client_id from audits where estado in ('solicitud', 'pendiente') and operador_id is null
          and en_transito and deleted_at is null limit 1`,
    );
    if (!waiting) throw new Error('no waiting audit in the demo');
    got.auditorias.length = 0;
    await database.db.execute(
      sql`update audits set operador_id = ${ids.operador1 ?? 0}, estado = 'asignada' where id = ${waiting.id}`,
    );
    await settle();
    expect(got.auditorias).toEqual([
      { all: false, operatorIds: [ids.operador1], clientIds: [waiting.client_id], queue: true },
    ]);
  });

  it('a payload too big for NOTIFY becomes "everything changed"', async () => {
    const clientId = clients['Demo Sur S.R.L.'] ?? 0;
    got.auditorias.length = 0;
    // One statement over audits of 3,000 companies: their ids do not fit in 8000 bytes.
    await database.db.execute(sql`
      with many as (
        insert into clients (nombre, email)
        select 'Empresa ' || g, 'e' || g || '@prueba.ar' from generate_series(1, 3000) g
        returning id
      )
      insert into audits (titulo, estado, client_id, fecha_solicitada)
      select 'Masiva', 'solicitud', id, current_date from many`);
    await settle(300);
    expect(got.auditorias).toHaveLength(1);
    expect(got.auditorias[0]?.all).toBe(true);
    expect(clientId).toBeGreaterThan(0);
  });

  it('messages name both people; sessions, users and operator permissions name whose context changed', async () => {
    got.mensajes.length = 0;
    got.sesiones.length = 0;
    const admin = ids.admin ?? 0;
    const op = ids.operador1 ?? 0;
    await database.db.execute(
      sql`insert into messages (from_user_id, to_user_id, contenido) values (${admin}, ${op}, 'hola')`,
    );
    await database.db.execute(
      sql`update messages set leido = true where to_user_id = ${op} and from_user_id = ${admin} and not leido`,
    );
    await database.db.execute(sql`update users set last_login = now() where id = ${op}`); // not a change
    await database.db.execute(sql`update users set is_active = false where id = ${op}`);
    await database.db.execute(sql`update users set is_active = true where id = ${op}`);
    await database.db.execute(
      sql`insert into auth_sessions (user_id, token_hash) values (${op}, 'prueba-hash')`, // not a change
    );
    await database.db.execute(
      sql`update auth_sessions set ended_at = now() where token_hash = 'prueba-hash'`,
    );
    await database.db.execute(sql`delete from operator_client_permissions`);
    await settle();
    expect(got.mensajes).toEqual([
      { all: false, userIds: [admin, op].sort((x, y) => x - y) },
      { all: false, userIds: [admin, op].sort((x, y) => x - y) },
    ]);
    expect(got.sesiones).toEqual([
      { all: false, userIds: [op], operators: true, clients: false },
      { all: false, userIds: [op], operators: true, clients: false },
      { all: false, userIds: [op], operators: false, clients: false },
      { all: false, userIds: [], operators: true, clients: false },
    ]);
  });
});

describe('change notifications on PGlite', () => {
  it("delivers through PGlite's own listen API", async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await runMigrations(database);
      const feed = createChangeFeed(database);
      await feed.start();
      expect(feed.live).toBe(true);
      const got = record(feed);
      await database.db.execute(
        sql`insert into clients (nombre, email) values ('Empresa PGlite', 'pglite@prueba.ar')`,
      );
      await database.db.execute(sql`
        insert into audits (titulo, estado, client_id, fecha_solicitada)
        select 'Una', 'solicitud', id, current_date from clients where nombre = 'Empresa PGlite'`);
      await settle(100);
      expect(got.auditorias).toHaveLength(1);
      expect(got.auditorias[0]).toMatchObject({ all: false, queue: true, operatorIds: [] });
      await feed.stop();
      expect(feed.live).toBe(false);
    } finally {
      await database.close();
    }
  });
});
