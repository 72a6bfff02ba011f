-- The ledger's rules, in the database so that no code path can break them (docs/decisions.md: "Libro diario").
-- 1. Balanced entries: at commit (deferred), every entry that received lines must sum to 0 and have lines.
CREATE OR REPLACE FUNCTION "ledger_entry_balanced_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n bigint;
BEGIN
  SELECT coalesce(sum("amount"), 0), count(*) INTO total, n FROM "ledger_lines" WHERE "entry_id" = NEW."entry_id";
  IF total <> 0 THEN
    RAISE EXCEPTION 'asiento % desbalanceado: suma %', NEW."entry_id", total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_lines_balanced" AFTER INSERT ON "ledger_lines"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balanced_trg"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_entry_has_lines_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "ledger_lines" WHERE "entry_id" = NEW."id") THEN
    RAISE EXCEPTION 'asiento % sin líneas', NEW."id" USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_have_lines" AFTER INSERT ON "ledger_entries"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_has_lines_trg"();
--> statement-breakpoint
-- 2. Append-only: nothing with money is edited or deleted in place.
CREATE OR REPLACE FUNCTION "ledger_append_only_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'el libro diario no admite % en %: registre una reversión', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "ledger_append_only_trg"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE ON "ledger_lines"
FOR EACH ROW EXECUTE FUNCTION "ledger_append_only_trg"();
--> statement-breakpoint
-- 3. Monthly balances per account, client (0 for none) and month, plus the account's total of the month under
-- client_id -1 (what the summary reads: at most accounts x months rows, whatever the number of clients). One
-- grouped upsert per statement, in key order.
CREATE OR REPLACE FUNCTION "ledger_month_balances_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "ledger_month_balances";
    RETURN NULL;
  END IF;
  INSERT INTO "ledger_month_balances" AS b ("account", "client_id", "month", "amount")
  SELECT g."account", g."client_id", g."month", sum(g."amount") FROM (
    SELECT l."account", coalesce(l."client_id", 0) AS "client_id", date_trunc('month', e."occurred_on")::date AS "month", l."amount"
    FROM "ledger_lines_new" l JOIN "ledger_entries" e ON e."id" = l."entry_id"
    UNION ALL
    SELECT l."account", -1, date_trunc('month', e."occurred_on")::date, l."amount"
    FROM "ledger_lines_new" l JOIN "ledger_entries" e ON e."id" = l."entry_id"
  ) g
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("account", "client_id", "month") DO UPDATE SET "amount" = b."amount" + EXCLUDED."amount";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_month_balances" AFTER INSERT ON "ledger_lines"
REFERENCING NEW TABLE AS "ledger_lines_new"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_month_balances_trg"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_month_balances_truncate" AFTER TRUNCATE ON "ledger_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "ledger_month_balances_trg"();
