-- Money changed (docs/decisions.md, "Shared list answers"): after a statement that posts ledger lines, or writes
-- expenses, each server instance hears 'finanzas' and renews the ETags and kept answers of the finance lists (the
-- receivables, a period's audits, movements, expenses, advances and account statements). PostgreSQL folds the
-- identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION "notify_finanzas_stmt_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('finanzas', '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_notify_finanzas" AFTER INSERT OR TRUNCATE ON "ledger_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_finanzas_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "expenses_notify_finanzas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "expenses"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_finanzas_stmt_trg"();
