-- Live audits per state, kept per statement instead of per row: a statement that writes many audits (the
-- scheduler, an import, the data generator) applies one grouped delta per state, in state order, instead of one
-- counter update per audit row. What counts is unchanged from 0005: a row counts while "deleted_at" is null.
-- Transition tables are not allowed on a trigger with a column list or with several events: one trigger per
-- event, and the UPDATE trigger fires on every update but writes only the states whose count changed.
DROP TRIGGER IF EXISTS "audits_state_counts" ON "audits";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "audit_state_counts_trg"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_state_counts_stmt_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "audit_state_counts" AS c ("estado", "n")
    SELECT "estado", count(*) FROM "audit_rows_new" WHERE "deleted_at" IS NULL GROUP BY "estado" ORDER BY "estado"
    ON CONFLICT ("estado") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "audit_state_counts" AS c ("estado", "n")
    SELECT "estado", -count(*) FROM "audit_rows_old" WHERE "deleted_at" IS NULL GROUP BY "estado" ORDER BY "estado"
    ON CONFLICT ("estado") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "audit_state_counts" AS c ("estado", "n")
    SELECT d."estado", sum(d."delta") FROM (
      SELECT "estado", 1 AS "delta" FROM "audit_rows_new" WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "estado", -1 AS "delta" FROM "audit_rows_old" WHERE "deleted_at" IS NULL
    ) d
    GROUP BY d."estado" HAVING sum(d."delta") <> 0 ORDER BY d."estado"
    ON CONFLICT ("estado") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "audit_state_counts" SET "n" = 0 WHERE "n" <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audits_state_counts_ins" AFTER INSERT ON "audits"
REFERENCING NEW TABLE AS "audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_state_counts_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_state_counts_upd" AFTER UPDATE ON "audits"
REFERENCING OLD TABLE AS "audit_rows_old" NEW TABLE AS "audit_rows_new"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_state_counts_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_state_counts_del" AFTER DELETE ON "audits"
REFERENCING OLD TABLE AS "audit_rows_old"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_state_counts_stmt_trg"();
--> statement-breakpoint
CREATE TRIGGER "audits_state_counts_trunc" AFTER TRUNCATE ON "audits"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_state_counts_stmt_trg"();
--> statement-breakpoint
-- Resynchronise once, under the lock the trigger swap holds: every state row exists and matches the real count.
INSERT INTO "audit_state_counts" ("estado", "n")
SELECT e, 0 FROM unnest(enum_range(NULL::"audit_state")) AS e
ON CONFLICT ("estado") DO NOTHING;
--> statement-breakpoint
UPDATE "audit_state_counts" c SET "n" = coalesce(s.n, 0)
FROM "audit_state_counts" k
LEFT JOIN (SELECT "estado", count(*) AS n FROM "audits" WHERE "deleted_at" IS NULL GROUP BY "estado") s
  ON s."estado" = k."estado"
WHERE c."estado" = k."estado" AND c."n" <> coalesce(s.n, 0);
