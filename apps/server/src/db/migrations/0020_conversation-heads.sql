CREATE TABLE "conversation_heads" (
	"user_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_heads_user_id_other_id_pk" PRIMARY KEY("user_id","other_id")
);
--> statement-breakpoint
CREATE INDEX "conversation_heads_recent_idx" ON "conversation_heads" USING btree ("user_id","last_at","other_id");--> statement-breakpoint
-- The conversation list at scale (docs/decisions.md, "Conversations kept by the database"): each side's last visible
-- message and unread count per person, refreshed for the pairs a statement touched. A transaction-scoped advisory
-- lock per pair, taken in order (a bulk statement locks the table instead), makes concurrent writers of one
-- conversation refresh one after the other, each reading what the previous one committed.
CREATE FUNCTION "conversation_heads_refresh"(a int[], b int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(a, 1), 0) > 64 THEN
    -- A bulk statement (an import, the data generator): one lock for the whole table instead of one per pair, and
    -- the same definition computed by joins over the pairs' messages instead of a lookup per pair.
    LOCK TABLE "conversation_heads" IN EXCLUSIVE MODE;
    WITH sides AS (
      SELECT DISTINCT u, o FROM (
        SELECT x AS u, y AS o FROM unnest(a, b) AS p(x, y)
        UNION ALL
        SELECT y, x FROM unnest(a, b) AS p(x, y)
      ) s
    ), seen AS (
      SELECT s.u, s.o, m."id", m."created_at" FROM sides s
        JOIN "messages" m ON m."from_user_id" = s.u AND m."to_user_id" = s.o AND NOT m."hidden_for_sender"
      UNION ALL
      SELECT s.u, s.o, m."id", m."created_at" FROM sides s
        JOIN "messages" m ON m."from_user_id" = s.o AND m."to_user_id" = s.u AND NOT m."hidden_for_recipient"
    ), last AS (
      SELECT DISTINCT ON (u, o) u, o, "id", "created_at" FROM seen ORDER BY u, o, "created_at" DESC, "id" DESC
    ), unread AS (
      SELECT s.u, s.o, count(*)::int AS n FROM sides s
        JOIN "messages" m ON m."from_user_id" = s.o AND m."to_user_id" = s.u
          AND NOT m."leido" AND NOT m."hidden_for_recipient"
      GROUP BY s.u, s.o
    ), gone AS (
      DELETE FROM "conversation_heads" h USING sides s
      WHERE h."user_id" = s.u AND h."other_id" = s.o
        AND NOT EXISTS (SELECT 1 FROM last l WHERE l.u = s.u AND l.o = s.o)
    )
    INSERT INTO "conversation_heads" ("user_id", "other_id", "last_message_id", "last_at", "unread")
    SELECT l.u, l.o, l."id", l."created_at", coalesce(n.n, 0) FROM last l LEFT JOIN unread n ON n.u = l.u AND n.o = l.o
    ON CONFLICT ("user_id", "other_id") DO UPDATE
      SET "last_message_id" = excluded."last_message_id", "last_at" = excluded."last_at", "unread" = excluded."unread";
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(k) FROM (
    SELECT DISTINCT hashtextextended('conversation:' || least(x, y) || ':' || greatest(x, y), 0) AS k
    FROM unnest(a, b) AS p(x, y)
  ) l ORDER BY k;
  WITH sides AS (
    SELECT DISTINCT u, o FROM (
      SELECT x AS u, y AS o FROM unnest(a, b) AS p(x, y)
      UNION ALL
      SELECT y, x FROM unnest(a, b) AS p(x, y)
    ) s
  ), heads AS (
    SELECT s.u, s.o, last.id, last.created_at,
      (SELECT count(*)::int FROM "messages" m
        WHERE m."from_user_id" = s.o AND m."to_user_id" = s.u AND NOT m."leido" AND NOT m."hidden_for_recipient") AS unread
    FROM sides s
    LEFT JOIN LATERAL (
      SELECT v.id, v.created_at FROM (
        (SELECT m."id", m."created_at" FROM "messages" m
          WHERE m."from_user_id" = s.u AND m."to_user_id" = s.o AND NOT m."hidden_for_sender"
          ORDER BY m."created_at" DESC, m."id" DESC LIMIT 1)
        UNION ALL
        (SELECT m."id", m."created_at" FROM "messages" m
          WHERE m."from_user_id" = s.o AND m."to_user_id" = s.u AND NOT m."hidden_for_recipient"
          ORDER BY m."created_at" DESC, m."id" DESC LIMIT 1)
      ) v ORDER BY v.created_at DESC, v.id DESC LIMIT 1
    ) last ON true
  ), gone AS (
    DELETE FROM "conversation_heads" h USING heads
    WHERE heads.id IS NULL AND h."user_id" = heads.u AND h."other_id" = heads.o
  )
  INSERT INTO "conversation_heads" ("user_id", "other_id", "last_message_id", "last_at", "unread")
  SELECT u, o, id, created_at, unread FROM heads WHERE id IS NOT NULL
  ON CONFLICT ("user_id", "other_id") DO UPDATE
    SET "last_message_id" = excluded."last_message_id", "last_at" = excluded."last_at", "unread" = excluded."unread";
END $$;
--> statement-breakpoint
CREATE FUNCTION "conversation_heads_on_new"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE a int[]; b int[];
BEGIN
  SELECT array_agg(f), array_agg(t) INTO a, b FROM (SELECT DISTINCT "from_user_id" f, "to_user_id" t FROM new_rows) x;
  PERFORM "conversation_heads_refresh"(a, b);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "conversation_heads_on_old"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE a int[]; b int[];
BEGIN
  SELECT array_agg(f), array_agg(t) INTO a, b FROM (SELECT DISTINCT "from_user_id" f, "to_user_id" t FROM old_rows) x;
  PERFORM "conversation_heads_refresh"(a, b);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversation_heads_insert" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "conversation_heads_on_new"();
--> statement-breakpoint
CREATE TRIGGER "conversation_heads_update" AFTER UPDATE ON "messages"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "conversation_heads_on_new"();
--> statement-breakpoint
CREATE TRIGGER "conversation_heads_delete" AFTER DELETE ON "messages"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "conversation_heads_on_old"();
--> statement-breakpoint
INSERT INTO "conversation_heads" ("user_id", "other_id", "last_message_id", "last_at", "unread")
SELECT DISTINCT ON (u, o) u, o, id, created_at,
  (SELECT count(*)::int FROM "messages" r
    WHERE r."from_user_id" = o AND r."to_user_id" = u AND NOT r."leido" AND NOT r."hidden_for_recipient")
FROM (
  SELECT "from_user_id" AS u, "to_user_id" AS o, "id", "created_at" FROM "messages" WHERE NOT "hidden_for_sender"
  UNION ALL
  SELECT "to_user_id", "from_user_id", "id", "created_at" FROM "messages" WHERE NOT "hidden_for_recipient"
) v
ORDER BY u, o, created_at DESC, id DESC;
