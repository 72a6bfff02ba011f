-- Finance lists at scale (docs/decisions.md): the receivable audits kept in the writing transaction
-- (receivable_audits: one row per audit that is delivered or finished, approved, unpaid, not free and not covered
-- by a package of four fixed audits, with its client, its period -- first day of the Argentine month of delivery --
-- and what it still owes: its receivable balance, account 1201, or its price while the ledger has nothing of it),
-- so that the receivables by client and period read a narrow index instead of the audits and their ledger lines.
-- Statement-level triggers on audits (the columns that decide it) and on ledger_lines (an audit's balance, its
-- package delivery) refresh the audits a statement touched; the view receivable_audits_live is the definition,
-- also used by the tests to check the kept rows. Indexes: the receivable audits by client (the money writes read
-- them live), an audit's lines with their amount (index-only balances), the packages' entries, a client's audits in
-- progress (its statement) and clients in name order (the receivables page walks it and stops).
CREATE TABLE "receivable_audits" (
	"audit_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"period" date NOT NULL,
	"saldo" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_lines_audit_idx";--> statement-breakpoint
CREATE INDEX "receivable_audits_client_period_idx" ON "receivable_audits" USING btree ("client_id","period","audit_id","saldo");--> statement-breakpoint
CREATE INDEX "audits_receivable_client_idx" ON "audits" USING btree ("client_id","fecha_entrega","fecha_solicitada","costo_final","id") WHERE "audits"."deleted_at" is null and "audits"."estado" in ('entregada', 'terminada') and "audits"."aprobada" and "audits"."estado_pago" is distinct from 'pagada' and not "audits"."gratis_para_cliente";--> statement-breakpoint
CREATE INDEX "audits_client_pending_created_idx" ON "audits" USING btree ("client_id","created_at","id") WHERE "audits"."deleted_at" is null and "audits"."estado" not in ('entregada', 'facturada', 'terminada', 'guardado_supervisor', 'aprobada');--> statement-breakpoint
CREATE INDEX "clients_nombre_idx" ON "clients" USING btree ("nombre","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_included_idx" ON "ledger_entries" USING btree ("audit_id") WHERE "ledger_entries"."kind" = 'entrega' and "ledger_entries"."reverses_entry_id" is null and ("ledger_entries"."meta"->>'abono') is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_package_idx" ON "ledger_entries" USING btree ("client_id","occurred_on") WHERE "ledger_entries"."kind" = 'abono_fijo';--> statement-breakpoint
CREATE INDEX "ledger_entries_package_collection_idx" ON "ledger_entries" USING btree ("client_id",("meta"->>'abono')) WHERE "ledger_entries"."kind" = 'cobro' and "ledger_entries"."audit_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_lines_audit_idx" ON "ledger_lines" USING btree ("audit_id","account","amount") WHERE "ledger_lines"."audit_id" is not null;
--> statement-breakpoint
CREATE VIEW "receivable_audits_live" AS
SELECT a."id" AS "audit_id", a."client_id",
  date_trunc('month', coalesce(a."fecha_entrega" AT TIME ZONE 'America/Argentina/Buenos_Aires', a."fecha_solicitada"::timestamp))::date AS "period",
  CASE WHEN m."n" > 0 THEN m."saldo" ELSE coalesce(a."costo_final", 0) END::bigint AS "saldo"
FROM "audits" a
CROSS JOIN LATERAL (
  SELECT count(*) AS "n", coalesce(sum(l."amount") FILTER (WHERE l."account" = '1201'), 0) AS "saldo"
  FROM "ledger_lines" l WHERE l."audit_id" = a."id"
) m
WHERE a."deleted_at" IS NULL AND a."estado" IN ('entregada', 'terminada') AND a."aprobada"
  AND a."estado_pago" IS DISTINCT FROM 'pagada' AND NOT a."gratis_para_cliente"
  AND NOT EXISTS (
    SELECT 1 FROM "ledger_entries" ie
    WHERE ie."audit_id" = a."id" AND ie."kind" = 'entrega' AND ie."reverses_entry_id" IS NULL
      AND (ie."meta"->>'abono') IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "ledger_entries" ir WHERE ir."reverses_entry_id" = ie."id")
  );
--> statement-breakpoint
-- Recomputes the rows of the audits given (each audit's row goes, and comes back if it is still receivable).
CREATE OR REPLACE FUNCTION "receivable_audits_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "receivable_audits" r USING (SELECT DISTINCT unnest(ids) AS "id") i WHERE r."audit_id" = i."id";
  INSERT INTO "receivable_audits" ("audit_id", "client_id", "period", "saldo")
  SELECT v."audit_id", v."client_id", v."period", v."saldo" FROM "receivable_audits_live" v
  WHERE v."audit_id" IN (SELECT unnest(ids))
  ORDER BY v."audit_id"
  ON CONFLICT ("audit_id") DO UPDATE
    SET "client_id" = EXCLUDED."client_id", "period" = EXCLUDED."period", "saldo" = EXCLUDED."saldo";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "receivable_audits_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "receivable_audits";
  INSERT INTO "receivable_audits" ("audit_id", "client_id", "period", "saldo")
  SELECT "audit_id", "client_id", "period", "saldo" FROM "receivable_audits_live";
$$;
--> statement-breakpoint
-- Audits: an inserted audit that may be receivable; an updated one whose deciding columns changed while it was or
-- may become receivable; a deleted one.
CREATE OR REPLACE FUNCTION "receivable_audits_audits_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "receivable_audits";
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."id") INTO ids FROM "receivable_audit_rows_new" n
    WHERE n."deleted_at" IS NULL AND n."estado" IN ('entregada', 'terminada') AND n."aprobada";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."id") INTO ids FROM "receivable_audit_rows_old" o;
  ELSE
    SELECT array_agg(n."id") INTO ids
    FROM "receivable_audit_rows_new" n JOIN "receivable_audit_rows_old" o ON o."id" = n."id"
    WHERE ((n."deleted_at" IS NULL AND n."estado" IN ('entregada', 'terminada') AND n."aprobada")
        OR (o."deleted_at" IS NULL AND o."estado" IN ('entregada', 'terminada') AND o."aprobada"))
      AND (n."client_id", n."estado", n."aprobada", n."estado_pago", n."gratis_para_cliente", n."deleted_at",
           n."fecha_entrega", n."fecha_solicitada", n."costo_final")
        IS DISTINCT FROM
          (o."client_id", o."estado", o."aprobada", o."estado_pago", o."gratis_para_cliente", o."deleted_at",
           o."fecha_entrega", o."fecha_solicitada", o."costo_final");
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "receivable_audits_refresh"(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audits_receivable_ins" AFTER INSERT ON "audits"
REFERENCING NEW TABLE AS "receivable_audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "receivable_audits_audits_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_receivable_upd" AFTER UPDATE ON "audits"
REFERENCING OLD TABLE AS "receivable_audit_rows_old" NEW TABLE AS "receivable_audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "receivable_audits_audits_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_receivable_del" AFTER DELETE ON "audits"
REFERENCING OLD TABLE AS "receivable_audit_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "receivable_audits_audits_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_receivable_trunc" AFTER TRUNCATE ON "audits"
FOR EACH STATEMENT EXECUTE FUNCTION "receivable_audits_audits_trg"();
--> statement-breakpoint
-- Ledger lines: the audits whose lines a statement posted (their balance, or their package delivery, changed).
-- Only audits that may be receivable are refreshed; the others have no row and get none.
CREATE OR REPLACE FUNCTION "receivable_audits_lines_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "receivable_audits_rebuild"();
    RETURN NULL;
  END IF;
  SELECT array_agg(a."id") INTO ids FROM "audits" a
  WHERE a."id" IN (SELECT n."audit_id" FROM "receivable_line_rows_new" n WHERE n."audit_id" IS NOT NULL)
    AND a."deleted_at" IS NULL AND a."estado" IN ('entregada', 'terminada') AND a."aprobada";
  IF ids IS NOT NULL THEN
    PERFORM "receivable_audits_refresh"(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_receivable_ins" AFTER INSERT ON "ledger_lines"
REFERENCING NEW TABLE AS "receivable_line_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "receivable_audits_lines_trg"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_receivable_trunc" AFTER TRUNCATE ON "ledger_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "receivable_audits_lines_trg"();
--> statement-breakpoint
SELECT "receivable_audits_rebuild"();
