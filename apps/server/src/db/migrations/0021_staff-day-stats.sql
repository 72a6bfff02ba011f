CREATE TABLE "staff_day_stats" (
	"user_id" integer NOT NULL,
	"dia" date NOT NULL,
	"auditorias" integer DEFAULT 0 NOT NULL,
	"correcciones" integer DEFAULT 0 NOT NULL,
	"ganado" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_day_stats_user_id_dia_pk" PRIMARY KEY("user_id","dia")
);
--> statement-breakpoint
-- The staff cards' day totals (docs/decisions.md, "Staff day totals"). An audit counts on the Argentine day of its
-- delivery while it is delivered or invoiced and not deleted: +1 audit for its operator, +1 review (correccion) for
-- its supervisor. Operator pay counts on the day of each delivery entry (reversals on theirs), from its 2101 lines.
CREATE OR REPLACE FUNCTION "staff_day_stats_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "staff_day_stats";
  INSERT INTO "staff_day_stats" ("user_id", "dia", "auditorias", "correcciones", "ganado")
  SELECT "user_id", "dia", sum("a")::int, sum("c")::int, sum("g")::bigint FROM (
    SELECT a."operador_id" AS "user_id", (a."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS "dia",
           1 AS "a", 0 AS "c", 0::bigint AS "g"
    FROM "audits" a
    WHERE a."operador_id" IS NOT NULL AND a."deleted_at" IS NULL AND a."estado" IN ('entregada', 'facturada')
      AND a."fecha_entrega" IS NOT NULL
    UNION ALL
    SELECT a."supervisor_id", (a."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, 0, 1, 0
    FROM "audits" a
    WHERE a."supervisor_id" IS NOT NULL AND a."deleted_at" IS NULL AND a."estado" IN ('entregada', 'facturada')
      AND a."fecha_entrega" IS NOT NULL
    UNION ALL
    SELECT l."user_id", e."occurred_on", 0, 0, -l."amount"
    FROM "ledger_lines" l JOIN "ledger_entries" e ON e."id" = l."entry_id"
    WHERE l."account" = '2101' AND l."user_id" IS NOT NULL AND e."kind" = 'entrega'
  ) d
  GROUP BY "user_id", "dia";
$$;
--> statement-breakpoint
-- Adds day deltas (user, day, audits, reviews, pay); rows in key order, so parallel writers lock them alike.
CREATE OR REPLACE FUNCTION "staff_day_stats_add"(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "staff_day_stats" AS s ("user_id", "dia", "auditorias", "correcciones", "ganado")
  SELECT d."u", d."d", sum(d."a")::int, sum(d."c")::int, sum(d."g")::bigint
  FROM jsonb_to_recordset(deltas) AS d("u" integer, "d" date, "a" integer, "c" integer, "g" bigint)
  GROUP BY d."u", d."d"
  HAVING sum(d."a") <> 0 OR sum(d."c") <> 0 OR sum(d."g") <> 0
  ORDER BY d."u", d."d"
  ON CONFLICT ("user_id", "dia") DO UPDATE
    SET "auditorias" = s."auditorias" + EXCLUDED."auditorias",
        "correcciones" = s."correcciones" + EXCLUDED."correcciones",
        "ganado" = s."ganado" + EXCLUDED."ganado";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "staff_day_stats_audits_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "staff_day_stats_rebuild"();
    RETURN NULL;
  END IF;
  -- Each branch reads only the transition tables of its event; an update counts its rows out (old) and back in
  -- (new), and rows whose counted columns did not change cancel out.
  IF TG_OP = 'INSERT' THEN
    WITH r AS (
      SELECT n."operador_id", n."supervisor_id", n."fecha_entrega", 1 AS "sign" FROM "staff_audit_rows_new" n
      WHERE n."deleted_at" IS NULL AND n."estado" IN ('entregada', 'facturada') AND n."fecha_entrega" IS NOT NULL)
    SELECT jsonb_agg(x) INTO deltas FROM (
      SELECT r."operador_id" AS "u", (r."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS "d",
             r."sign" AS "a", 0 AS "c", 0 AS "g" FROM r WHERE r."operador_id" IS NOT NULL
      UNION ALL
      SELECT r."supervisor_id", (r."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, 0, r."sign", 0
      FROM r WHERE r."supervisor_id" IS NOT NULL) x;
  ELSIF TG_OP = 'DELETE' THEN
    WITH r AS (
      SELECT o."operador_id", o."supervisor_id", o."fecha_entrega", -1 AS "sign" FROM "staff_audit_rows_old" o
      WHERE o."deleted_at" IS NULL AND o."estado" IN ('entregada', 'facturada') AND o."fecha_entrega" IS NOT NULL)
    SELECT jsonb_agg(x) INTO deltas FROM (
      SELECT r."operador_id" AS "u", (r."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS "d",
             r."sign" AS "a", 0 AS "c", 0 AS "g" FROM r WHERE r."operador_id" IS NOT NULL
      UNION ALL
      SELECT r."supervisor_id", (r."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, 0, r."sign", 0
      FROM r WHERE r."supervisor_id" IS NOT NULL) x;
  ELSE
    WITH changed AS (
      SELECT n."id" FROM "staff_audit_rows_new" n JOIN "staff_audit_rows_old" o ON o."id" = n."id"
      WHERE (n."operador_id", n."supervisor_id", n."fecha_entrega", n."estado", n."deleted_at")
        IS DISTINCT FROM (o."operador_id", o."supervisor_id", o."fecha_entrega", o."estado", o."deleted_at")
    ), r AS (
      SELECT n."operador_id", n."supervisor_id", n."fecha_entrega", 1 AS "sign" FROM "staff_audit_rows_new" n
      WHERE n."id" IN (SELECT "id" FROM changed)
        AND n."deleted_at" IS NULL AND n."estado" IN ('entregada', 'facturada') AND n."fecha_entrega" IS NOT NULL
      UNION ALL
      SELECT o."operador_id", o."supervisor_id", o."fecha_entrega", -1 FROM "staff_audit_rows_old" o
      WHERE o."id" IN (SELECT "id" FROM changed)
        AND o."deleted_at" IS NULL AND o."estado" IN ('entregada', 'facturada') AND o."fecha_entrega" IS NOT NULL)
    SELECT jsonb_agg(x) INTO deltas FROM (
      SELECT r."operador_id" AS "u", (r."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS "d",
             r."sign" AS "a", 0 AS "c", 0 AS "g" FROM r WHERE r."operador_id" IS NOT NULL
      UNION ALL
      SELECT r."supervisor_id", (r."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, 0, r."sign", 0
      FROM r WHERE r."supervisor_id" IS NOT NULL) x;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM "staff_day_stats_add"(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audits_staff_day_ins" AFTER INSERT ON "audits"
REFERENCING NEW TABLE AS "staff_audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_day_stats_audits_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_staff_day_upd" AFTER UPDATE ON "audits"
REFERENCING OLD TABLE AS "staff_audit_rows_old" NEW TABLE AS "staff_audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_day_stats_audits_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_staff_day_del" AFTER DELETE ON "audits"
REFERENCING OLD TABLE AS "staff_audit_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_day_stats_audits_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_staff_day_trunc" AFTER TRUNCATE ON "audits"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_day_stats_audits_trg"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "staff_day_stats_lines_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "staff_day_stats_rebuild"();
    RETURN NULL;
  END IF;
  SELECT jsonb_agg(x) INTO deltas FROM (
    SELECT n."user_id" AS "u", e."occurred_on" AS "d", 0 AS "a", 0 AS "c", -n."amount" AS "g"
    FROM "staff_line_rows_new" n JOIN "ledger_entries" e ON e."id" = n."entry_id"
    WHERE n."account" = '2101' AND n."user_id" IS NOT NULL AND e."kind" = 'entrega') x;
  IF deltas IS NOT NULL THEN
    PERFORM "staff_day_stats_add"(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_staff_day_ins" AFTER INSERT ON "ledger_lines"
REFERENCING NEW TABLE AS "staff_line_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_day_stats_lines_trg"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_staff_day_trunc" AFTER TRUNCATE ON "ledger_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_day_stats_lines_trg"();
--> statement-breakpoint
SELECT "staff_day_stats_rebuild"();
