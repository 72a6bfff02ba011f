-- Versions of what polls depend on, the same on every server instance and after a restart (docs/decisions.md,
-- "Shared list answers"): each notification of a change (0009, 0022, 0023, and "alertas" from the time-alerts
-- service) now goes through "notify_change", which also notes the scopes it touches (the same scopes
-- events/poll-versions.ts derives its ETags from). At the commit of the transaction, one deferred trigger bumps
-- those scopes' rows of "change_versions" (in the order of their names, so two transactions never wait for each
-- other in a cycle) and announces their new values on the channel "versiones": every instance keeps a copy in
-- memory, read from this table when it starts or its listening connection comes back.
CREATE TABLE "change_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- "base" is part of every ETag: bumped when a change of everything is announced ({"todos":true}); its first value
-- is random, so a database created again never gives back the ETags of the previous one.
INSERT INTO "change_versions" ("scope", "version") VALUES ('base', floor(random() * 1000000000)::bigint);
--> statement-breakpoint
-- One row per transaction that noted changes, inserted by its first "notify_change" and deleted at its commit: the
-- row's deferred trigger is what runs at the commit. Unlogged: its rows never outlive their transaction.
CREATE UNLOGGED TABLE "change_version_marks" ("id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY);
--> statement-breakpoint
-- pg_notify(channel, payload), and the scopes the payload touches noted in the transaction-local setting
-- "auditorias.cambios" (names separated by spaces; over 64 kB it becomes "base", everything).
CREATE OR REPLACE FUNCTION "notify_change"(channel text, payload text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  body jsonb := payload::jsonb;
  scopes text[];
  pending text := coalesce(current_setting('auditorias.cambios', true), '');
BEGIN
  PERFORM pg_notify(channel, payload);
  IF jsonb_typeof(body) IS DISTINCT FROM 'object' OR (body->>'todos') = 'true' THEN
    scopes := ARRAY['base'];
  ELSIF channel = 'auditorias' THEN
    scopes := ARRAY['auditorias']
      || CASE WHEN (body->>'q') = 'true' THEN ARRAY['cola'] ELSE ARRAY[]::text[] END
      || ARRAY(SELECT 'operador:' || x FROM jsonb_array_elements_text(coalesce(body->'o', '[]')) x)
      || ARRAY(SELECT 'cliente:' || x FROM jsonb_array_elements_text(coalesce(body->'c', '[]')) x);
  ELSIF channel = 'mensajes' THEN
    scopes := ARRAY(SELECT 'mensajes:' || x FROM jsonb_array_elements_text(coalesce(body->'u', '[]')) x);
  ELSIF channel = 'sesiones' THEN
    scopes := ARRAY(SELECT 'acceso:' || x FROM jsonb_array_elements_text(coalesce(body->'u', '[]')) x)
      || CASE WHEN (body->>'operadores') = 'true' THEN ARRAY['acceso:operadores'] ELSE ARRAY[]::text[] END
      || CASE WHEN (body->>'clientes') = 'true' THEN ARRAY['acceso:clientes'] ELSE ARRAY[]::text[] END;
  ELSE
    scopes := ARRAY[channel];
  END IF;
  IF cardinality(scopes) = 0 THEN
    RETURN;
  END IF;
  IF pending = '' THEN
    INSERT INTO "change_version_marks" DEFAULT VALUES;
  END IF;
  pending := pending || ' ' || array_to_string(scopes, ' ');
  IF octet_length(pending) > 65536 THEN
    pending := ' base';
  END IF;
  PERFORM set_config('auditorias.cambios', pending, true);
END
$$;
--> statement-breakpoint
-- At the commit: the noted scopes bumped once each, their new versions announced on "versiones" ({"todos":true}
-- when the payload would pass the 8000 bytes of pg_notify: every instance reads the table again).
CREATE OR REPLACE FUNCTION "apply_change_versions_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending text := coalesce(current_setting('auditorias.cambios', true), '');
  payload text;
BEGIN
  DELETE FROM "change_version_marks" WHERE "id" = NEW."id";
  PERFORM set_config('auditorias.cambios', '', true);
  IF pending = '' THEN
    RETURN NULL;
  END IF;
  WITH bumped AS (
    INSERT INTO "change_versions" AS v ("scope", "version")
    SELECT s.scope, 1 FROM (SELECT DISTINCT unnest(string_to_array(trim(pending), ' ')) AS scope) s
    WHERE s.scope <> '' ORDER BY s.scope
    ON CONFLICT ("scope") DO UPDATE SET "version" = v."version" + 1
    RETURNING v."scope", v."version"
  )
  SELECT json_object_agg(b."scope", b."version")::text INTO payload FROM bumped b;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('versiones', CASE WHEN octet_length(payload) > 7900 THEN '{"todos":true}' ELSE payload END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "change_version_marks_apply" AFTER INSERT ON "change_version_marks"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "apply_change_versions_trg"();
--> statement-breakpoint
-- The notifying triggers of 0009 and 0022 (0023 reuses the one of 0022), the same but through "notify_change".
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
    PERFORM "notify_change"('auditorias', CASE WHEN octet_length(payload) > 7900 THEN '{"todos":true}' ELSE payload END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
  PERFORM "notify_change"('mensajes', CASE WHEN octet_length(payload) > 7900 THEN '{"todos":true}' ELSE payload END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
    PERFORM "notify_change"('sesiones', '{"operadores":true}');
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
      PERFORM "notify_change"('sesiones', '{"clientes":true}');
    END IF;
    RETURN NULL;
  END IF;
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  payload := json_build_object('u', ids, 'operadores', operators)::text;
  PERFORM "notify_change"('sesiones', CASE WHEN octet_length(payload) > 7900 THEN '{"todos":true}' ELSE payload END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_finanzas_stmt_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_change"('finanzas', '{}');
  RETURN NULL;
END
$$;
