-- Versions bumped without making writers wait for each other (docs/decisions.md, "Shared list answers"). Since
-- 0024 every transaction that changed an audit bumped the one row "auditorias" at its commit and held its lock
-- until the commit was on disk, so audit commits went one at a time (pgbench, 4 clients: 615 → 370 a second).
-- Now a scope's version is the sum of up to 8 rows: the row named as the scope and its stripes "<scope>#1" to
-- "<scope>#7". At its commit a transaction bumps, for each scope it touched (in the order of their names, as
-- before), the first of those rows that no other open transaction has claimed (a transaction-scoped advisory lock
-- per row, taken without waiting; the row is created at its first bump), and only with all 8 claimed does it wait,
-- for a random one. Each row only grows and is bumped by one transaction at a time, so its notifications arrive
-- in the order of its commits, the last one heard is its value, and the sum changes at every commit: every
-- instance (events/poll-versions.ts) sums the rows it read and the values it heard, and derives the same version,
-- as after a restart. A scope nobody writes at once keeps its one row: stripes appear only for scopes written
-- concurrently.
CREATE OR REPLACE FUNCTION "apply_change_versions_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending text := coalesce(current_setting('auditorias.cambios', true), '');
  scope_name text;
  stripe text;
  pick int;
  bumped bigint;
  versions jsonb := '{}'::jsonb;
  payload text;
BEGIN
  DELETE FROM "change_version_marks" WHERE "id" = NEW."id";
  PERFORM set_config('auditorias.cambios', '', true);
  IF pending = '' THEN
    RETURN NULL;
  END IF;
  FOR scope_name IN
    SELECT DISTINCT s FROM unnest(string_to_array(trim(pending), ' ')) s WHERE s <> '' ORDER BY s
  LOOP
    stripe := NULL;
    FOR i IN 0..7 LOOP
      IF pg_try_advisory_xact_lock(hashtextextended('change_versions:' || scope_name || '#' || i, 0)) THEN
        stripe := scope_name || CASE WHEN i = 0 THEN '' ELSE '#' || i END;
        EXIT;
      END IF;
    END LOOP;
    IF stripe IS NULL THEN
      pick := floor(random() * 8)::int;
      PERFORM pg_advisory_xact_lock(hashtextextended('change_versions:' || scope_name || '#' || pick, 0));
      stripe := scope_name || CASE WHEN pick = 0 THEN '' ELSE '#' || pick END;
    END IF;
    INSERT INTO "change_versions" AS v ("scope", "version") VALUES (stripe, 1)
    ON CONFLICT ("scope") DO UPDATE SET "version" = v."version" + 1
    RETURNING v."version" INTO bumped;
    versions := versions || jsonb_build_object(stripe, bumped);
  END LOOP;
  payload := versions::text;
  PERFORM pg_notify('versiones', CASE WHEN octet_length(payload) > 7900 THEN '{"todos":true}' ELSE payload END);
  RETURN NULL;
END
$$;
