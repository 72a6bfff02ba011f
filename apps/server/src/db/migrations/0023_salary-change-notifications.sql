-- Salaries changed (docs/decisions.md, "Shared list answers"): a statement that writes salary records or salary
-- settings notifies 'finanzas' like the ledger does, so the salary lists answer 304 and are kept while nothing moved.
CREATE TRIGGER "salary_records_notify_finanzas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "salary_records"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_finanzas_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "salary_configs_notify_finanzas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "salary_configs"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_finanzas_stmt_trg"();
