-- Change notifications (LISTEN/NOTIFY), read by every server instance (apps/server/src/events): the server-sent
-- events of the web app and the invalidation of the session cache. pg_notify inside a trigger is delivered at
-- commit (never for a rolled-back change) and identical payloads of one transaction are delivered once. Payloads
-- are compact JSON; one over 7900 bytes is replaced by {"todos":true} (the limit of PostgreSQL is 8000 bytes).
-- Statement-level triggers with transition tables (like 0007): a statement that writes many rows sends one
-- notification. Transition tables need one trigger per event.

-- "auditorias": {"o":[operator ids],"c":[client ids],"q":<the waiting queue changed>} of the changed audits,
-- old and new values. Only the columns the screens list or filter count (state, people, company, queue, money,
-- title, priority): saving the worksheet (hoja, hoja_guardada_en, updated_at) is not a change here.
CREATE TYPE "audit_change" AS (
  "operador_id" integer,
  "client_id" integer,
  "estado" "audit_state",
  "en_transito" boolean,
  "deleted_at" timestamptz
);
--> statement-breakpoint
-- The payload of a set of changed audit rows (old and new values); null when there is none.
CREATE OR REPLACE FUNCTION "audit_change_payload"(rows "audit_change"[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT json_build_object(
    'o', coalesce(array_agg(DISTINCT r."operador_id" ORDER BY r."operador_id") FILTER (WHERE r."operador_id" IS NOT NULL), '{}'),
    'c', coalesce(array_agg(DISTINCT r."client_id" ORDER BY r."client_id") FILTER (WHERE r."client_id" IS NOT NULL), '{}'),
    'q', coalesce(bool_or(
      r."estado" IN ('solicitud', 'pendiente') AND r."operador_id" IS NULL AND r."en_transito" AND r."deleted_at" IS NULL
    ), false)
  )::text
  FROM unnest(rows) AS r
  HAVING count(*) > 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_audits_stmt_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  -- Each branch reads only the transition tables of its event (the others do not exist in that call).
  IF TG_OP = 'TRUNCATE' THEN
    payload := '{"todos":true}';
  ELSIF TG_OP = 'INSERT' THEN
    SELECT "audit_change_payload"(array_agg(ROW(n."operador_id", n."client_id", n."estado", n."en_transito", n."deleted_at")::"audit_change"))
    INTO payload FROM "audit_rows_new" n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT "audit_change_payload"(array_agg(ROW(o."operador_id", o."client_id", o."estado", o."en_transito", o."deleted_at")::"audit_change"))
    INTO payload FROM "audit_rows_old" o;
  ELSE
    -- The rows whose watched columns changed, found by EXCEPT (hashed: a statement over many rows costs
    -- n log n, not a comparison of every old row with every new one), with their old and new values.
    WITH changed AS (
      SELECT n."id", n."operador_id", n."client_id", n."estado", n."en_transito", n."deleted_at", n."prioridad",
        n."titulo", n."supervisor_id", n."estado_pago", n."costo_final", n."aprobada", n."requiere_revision",
        n."fecha_programada", n."gratis_para_cliente"
      FROM "audit_rows_new" n
      EXCEPT
      SELECT o."id", o."operador_id", o."client_id", o."estado", o."en_transito", o."deleted_at", o."prioridad",
        o."titulo", o."supervisor_id", o."estado_pago", o."costo_final", o."aprobada", o."requiere_revision",
        o."fecha_programada", o."gratis_para_cliente"
      FROM "audit_rows_old" o
    )
    SELECT "audit_change_payload"(array_agg(r.c))
    INTO payload
    FROM (
      SELECT ROW(c."operador_id", c."client_id", c."estado", c."en_transito", c."deleted_at")::"audit_change" AS c
      FROM changed c
      UNION ALL
      SELECT ROW(o."operador_id", o."client_id", o."estado", o."en_transito", o."deleted_at")::"audit_change"
      FROM "audit_rows_old" o WHERE o."id" IN (SELECT "id" FROM changed)
    ) r;
  END IF;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('auditorias', CASE WHEN octet_length(payload) > 7900 THEN '{"todos":true}' ELSE payload END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audits_notify_ins" AFTER INSERT ON "audits"
REFERENCING NEW TABLE AS "audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_audits_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_notify_upd" AFTER UPDATE ON "audits"
REFERENCING OLD TABLE AS "audit_rows_old" NEW TABLE AS "audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_audits_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_notify_del" AFTER DELETE ON "audits"
REFERENCING OLD TABLE AS "audit_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_audits_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_notify_trunc" AFTER TRUNCATE ON "audits"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_audits_stmt_trg"();
--> statement-breakpoint

-- "mensajes": {"u":[user ids]}: both people of a new message, of a read change or of a hidden change.
CREATE OR REPLACE FUNCTION "notify_messages_stmt_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  payload text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT p.id ORDER BY p.id) INTO ids
    FROM "message_rows_new" n CROSS JOIN LATERAL (VALUES (n."from_user_id"), (n."to_user_id")) AS p(id);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT p.id ORDER BY p.id) INTO ids
    FROM "message_rows_old" o CROSS JOIN LATERAL (VALUES (o."from_user_id"), (o."to_user_id")) AS p(id);
  ELSE
    SELECT array_agg(DISTINCT p.id ORDER BY p.id) INTO ids
    FROM "message_rows_old" o
    JOIN "message_rows_new" n ON n."id" = o."id"
    CROSS JOIN LATERAL (VALUES (n."from_user_id"), (n."to_user_id")) AS p(id)
    WHERE (o."leido", o."hidden_for_sender", o."hidden_for_recipient")
      IS DISTINCT FROM (n."leido", n."hidden_for_sender", n."hidden_for_recipient");
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  payload := json_build_object('u', ids)::text;
  PERFORM pg_notify('mensajes', CASE WHEN octet_length(payload) > 7900 THEN '{"todos":true}' ELSE payload END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_notify_ins" AFTER INSERT ON "messages"
REFERENCING NEW TABLE AS "message_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_messages_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "messages_notify_upd" AFTER UPDATE ON "messages"
REFERENCING OLD TABLE AS "message_rows_old" NEW TABLE AS "message_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_messages_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "messages_notify_del" AFTER DELETE ON "messages"
REFERENCING OLD TABLE AS "message_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_messages_stmt_trg"();
--> statement-breakpoint

-- "sesiones": whose signed-in context must be read again. {"u":[user ids]} (a session ended or was removed; the
-- user row changed; the companies a group administrator manages changed), {"operadores":true} (operator-client
-- permissions changed, or an operator's role or activity: every operator's claimed clients may change),
-- {"clientes":true} (child businesses changed: the scope of client users).
CREATE OR REPLACE FUNCTION "notify_sessions_stmt_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  operators boolean := false;
  payload text;
BEGIN
  IF TG_TABLE_NAME = 'auth_sessions' THEN
    IF TG_OP = 'UPDATE' THEN
      SELECT array_agg(DISTINCT n."user_id") INTO ids
      FROM "session_rows_old" o JOIN "session_rows_new" n ON n."id" = o."id"
      WHERE n."ended_at" IS NOT NULL AND o."ended_at" IS NULL;
    ELSE
      SELECT array_agg(DISTINCT o."user_id") INTO ids FROM "session_rows_old" o;
    END IF;
  ELSIF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'UPDATE' THEN
      SELECT array_agg(DISTINCT n."id"),
             coalesce(bool_or((o."role", o."is_active", o."deleted_at") IS DISTINCT FROM (n."role", n."is_active", n."deleted_at")), false)
      INTO ids, operators
      FROM "user_rows_old" o JOIN "user_rows_new" n ON n."id" = o."id"
      WHERE (to_jsonb(o) - 'last_login' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'last_login' - 'updated_at');
    ELSE
      SELECT array_agg(DISTINCT o."id"), count(*) > 0 INTO ids, operators FROM "user_rows_old" o;
    END IF;
  ELSIF TG_TABLE_NAME = 'user_administered_clients' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT n."user_id") INTO ids FROM "uac_rows_new" n;
    ELSE
      SELECT array_agg(DISTINCT o."user_id") INTO ids FROM "uac_rows_old" o;
    END IF;
  ELSIF TG_TABLE_NAME = 'operator_client_permissions' THEN
    PERFORM pg_notify('sesiones', '{"operadores":true}');
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'clients' THEN
    IF TG_OP = 'UPDATE' THEN
      SELECT EXISTS (
        SELECT 1 FROM "client_rows_old" o JOIN "client_rows_new" n ON n."id" = o."id"
        WHERE (o."parent_id", o."activo", o."deleted_at") IS DISTINCT FROM (n."parent_id", n."activo", n."deleted_at")
      ) INTO operators;
    ELSIF TG_OP = 'INSERT' THEN
      SELECT EXISTS (SELECT 1 FROM "client_rows_new" n WHERE n."parent_id" IS NOT NULL) INTO operators;
    ELSE
      SELECT EXISTS (SELECT 1 FROM "client_rows_old" o WHERE o."parent_id" IS NOT NULL) INTO operators;
    END IF;
    -- (the variable only carries "a child business changed" here)
    IF operators THEN
      PERFORM pg_notify('sesiones', '{"clientes":true}');
    END IF;
    RETURN NULL;
  END IF;
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  payload := json_build_object('u', ids, 'operadores', operators)::text;
  PERFORM pg_notify('sesiones', CASE WHEN octet_length(payload) > 7900 THEN '{"todos":true}' ELSE payload END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_notify_upd" AFTER UPDATE ON "auth_sessions"
REFERENCING OLD TABLE AS "session_rows_old" NEW TABLE AS "session_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_notify_del" AFTER DELETE ON "auth_sessions"
REFERENCING OLD TABLE AS "session_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_upd" AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS "user_rows_old" NEW TABLE AS "user_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_del" AFTER DELETE ON "users"
REFERENCING OLD TABLE AS "user_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "uac_notify_ins" AFTER INSERT ON "user_administered_clients"
REFERENCING NEW TABLE AS "uac_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "uac_notify_del" AFTER DELETE ON "user_administered_clients"
REFERENCING OLD TABLE AS "uac_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "ocp_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operator_client_permissions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "clients_notify_ins" AFTER INSERT ON "clients"
REFERENCING NEW TABLE AS "client_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "clients_notify_upd" AFTER UPDATE ON "clients"
REFERENCING OLD TABLE AS "client_rows_old" NEW TABLE AS "client_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "clients_notify_del" AFTER DELETE ON "clients"
REFERENCING OLD TABLE AS "client_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_stmt_trg"();
