ALTER TABLE "message_titles" ADD COLUMN "other_title_ids" integer[];--> statement-breakpoint
-- The other titles of a multi-title message, on each of its rows, so one title's statistics count
-- the titles mentioned alongside it from the covering index instead of probing every message.
-- A statement trigger (after the rows of a batch are all in) sets them for the messages it touched.
CREATE FUNCTION "message_titles_set_other_titles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "message_titles" AS mt
    SET "other_title_ids" = ARRAY(
      SELECT x."title_id" FROM "message_titles" AS x
      WHERE x."message_id" = mt."message_id" AND x."title_id" <> mt."title_id" ORDER BY x."title_id")
    WHERE mt."message_id" IN (SELECT i."message_id" FROM "inserted" AS i)
      AND EXISTS (SELECT 1 FROM "message_titles" AS y WHERE y."message_id" = mt."message_id" AND y."title_id" <> mt."title_id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "message_titles_set_other_titles" AFTER INSERT ON "message_titles"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "message_titles_set_other_titles"();
--> statement-breakpoint
UPDATE "message_titles" AS mt
  SET "other_title_ids" = ARRAY(
    SELECT x."title_id" FROM "message_titles" AS x
    WHERE x."message_id" = mt."message_id" AND x."title_id" <> mt."title_id" ORDER BY x."title_id")
  WHERE EXISTS (SELECT 1 FROM "message_titles" AS y WHERE y."message_id" = mt."message_id" AND y."title_id" <> mt."title_id");
--> statement-breakpoint
DROP INDEX "message_titles_title_time_stats_idx";
--> statement-breakpoint
CREATE INDEX "message_titles_title_time_stats_idx" ON "message_titles" ("title_id", "message_time")
  INCLUDE ("message_id", "primary", "sentiment", "source", "type", "author", "lang", "author_category", "key_events", "other_title_ids");
