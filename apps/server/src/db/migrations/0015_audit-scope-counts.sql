-- Live audits counted per company, per operator and (waiting in the operators' queue) per company, by state, kept
-- per statement like "audit_state_counts" (0007): the counts of a client's or an operator's screens and of the
-- queue read a handful of rows instead of counting audits. scope: 'c' company (scope_id = client_id), 'o' operator
-- (scope_id = operador_id), 'q' waiting in the queue (scope_id = client_id).
CREATE TABLE "audit_scope_counts" (
	"scope" char(1) NOT NULL,
	"scope_id" integer NOT NULL,
	"estado" "audit_state" NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_scope_counts_pkey" PRIMARY KEY("scope","scope_id","estado"),
	CONSTRAINT "audit_scope_counts_scope_check" CHECK ("audit_scope_counts"."scope" in ('c', 'o', 'q'))
);
--> statement-breakpoint
CREATE TYPE "audit_scope_delta" AS (
  "client_id" integer,
  "operador_id" integer,
  "estado" "audit_state",
  "waiting" boolean,
  "delta" integer
);
--> statement-breakpoint
-- Applies the deltas of one statement: one grouped change per (scope, id, state), in key order (no deadlocks).
CREATE OR REPLACE FUNCTION "audit_scope_apply"(rows "audit_scope_delta"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "audit_scope_counts" AS s ("scope", "scope_id", "estado", "n")
  SELECT g."scope", g."scope_id", g."estado", g."n" FROM (
    SELECT 'c' AS "scope", d."client_id" AS "scope_id", d."estado", sum(d."delta") AS "n"
    FROM unnest(rows) d GROUP BY d."client_id", d."estado"
    UNION ALL
    SELECT 'o', d."operador_id", d."estado", sum(d."delta")
    FROM unnest(rows) d WHERE d."operador_id" IS NOT NULL GROUP BY d."operador_id", d."estado"
    UNION ALL
    SELECT 'q', d."client_id", d."estado", sum(d."delta")
    FROM unnest(rows) d WHERE d."waiting" GROUP BY d."client_id", d."estado"
  ) g
  WHERE g."n" <> 0
  ORDER BY g."scope", g."scope_id", g."estado"
  ON CONFLICT ("scope", "scope_id", "estado") DO UPDATE SET "n" = s."n" + EXCLUDED."n"
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_scope_counts_stmt_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas "audit_scope_delta"[];
BEGIN
  -- Each branch reads only the transition tables of its event (the others do not exist in that call).
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "audit_scope_counts";
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(n."client_id", n."operador_id", n."estado",
      n."operador_id" IS NULL AND n."en_transito" AND n."estado" IN ('solicitud', 'pendiente'), 1)::"audit_scope_delta")
    INTO deltas FROM "audit_rows_new" n WHERE n."deleted_at" IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(o."client_id", o."operador_id", o."estado",
      o."operador_id" IS NULL AND o."en_transito" AND o."estado" IN ('solicitud', 'pendiente'), -1)::"audit_scope_delta")
    INTO deltas FROM "audit_rows_old" o WHERE o."deleted_at" IS NULL;
  ELSE
    SELECT array_agg(x.d) INTO deltas FROM (
      SELECT ROW(n."client_id", n."operador_id", n."estado",
        n."operador_id" IS NULL AND n."en_transito" AND n."estado" IN ('solicitud', 'pendiente'), 1)::"audit_scope_delta" AS d
      FROM "audit_rows_new" n WHERE n."deleted_at" IS NULL
      UNION ALL
      SELECT ROW(o."client_id", o."operador_id", o."estado",
        o."operador_id" IS NULL AND o."en_transito" AND o."estado" IN ('solicitud', 'pendiente'), -1)::"audit_scope_delta"
      FROM "audit_rows_old" o WHERE o."deleted_at" IS NULL
    ) x;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM "audit_scope_apply"(deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audits_scope_counts_ins" AFTER INSERT ON "audits"
REFERENCING NEW TABLE AS "audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_scope_counts_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_scope_counts_upd" AFTER UPDATE ON "audits"
REFERENCING OLD TABLE AS "audit_rows_old" NEW TABLE AS "audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_scope_counts_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_scope_counts_del" AFTER DELETE ON "audits"
REFERENCING OLD TABLE AS "audit_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_scope_counts_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_scope_counts_trunc" AFTER TRUNCATE ON "audits"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_scope_counts_stmt_trg"();
--> statement-breakpoint
INSERT INTO "audit_scope_counts" ("scope", "scope_id", "estado", "n")
SELECT 'c', "client_id", "estado", count(*) FROM "audits" WHERE "deleted_at" IS NULL GROUP BY "client_id", "estado"
UNION ALL
SELECT 'o', "operador_id", "estado", count(*) FROM "audits"
WHERE "deleted_at" IS NULL AND "operador_id" IS NOT NULL GROUP BY "operador_id", "estado"
UNION ALL
SELECT 'q', "client_id", "estado", count(*) FROM "audits"
WHERE "deleted_at" IS NULL AND "operador_id" IS NULL AND "en_transito" AND "estado" IN ('solicitud', 'pendiente')
GROUP BY "client_id", "estado";
