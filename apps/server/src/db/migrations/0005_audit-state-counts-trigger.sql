-- Live audits per state, kept by a trigger: dashboards read 10 rows instead of counting every audit.
INSERT INTO "audit_state_counts" ("estado", "n")
SELECT e, 0 FROM unnest(enum_range(NULL::"audit_state")) AS e
ON CONFLICT ("estado") DO NOTHING;
--> statement-breakpoint
UPDATE "audit_state_counts" c SET "n" = s.n
FROM (SELECT "estado", count(*) AS n FROM "audits" WHERE "deleted_at" IS NULL GROUP BY "estado") s
WHERE c."estado" = s."estado";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_state_counts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."deleted_at" IS NULL THEN
    UPDATE "audit_state_counts" SET "n" = "n" - 1 WHERE "estado" = OLD."estado";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."deleted_at" IS NULL THEN
    UPDATE "audit_state_counts" SET "n" = "n" + 1 WHERE "estado" = NEW."estado";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audits_state_counts"
AFTER INSERT OR DELETE OR UPDATE OF "estado", "deleted_at" ON "audits"
FOR EACH ROW EXECUTE FUNCTION "audit_state_counts_trg"();
