ALTER TABLE "finance_requests" ADD COLUMN "body_hash" text;--> statement-breakpoint
-- A closed month takes no ledger entry dated in it, nor before it: an earlier entry would change the balances the
-- closed month ends with, its opening cash included (docs/decisions.md, "Money inputs"). The services refuse first
-- with a Spanish answer naming the month; this is the database's own guarantee, whatever path writes. The error
-- names the first closed month on or after the entry's month.
CREATE OR REPLACE FUNCTION "ledger_entries_refuse_closed_period"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed record;
BEGIN
  SELECT "anio", "mes" INTO closed FROM "closed_periods"
  WHERE ("anio", "mes") >= (extract(year FROM NEW."occurred_on")::int, extract(month FROM NEW."occurred_on")::int)
  ORDER BY "anio", "mes"
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'el mes %/% está cerrado', closed."mes", closed."anio" USING ERRCODE = 'AU001';
  END IF;
  RETURN NEW;
END $$;
