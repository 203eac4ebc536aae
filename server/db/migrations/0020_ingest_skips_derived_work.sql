-- The ingest fills a title row's copy of its message's columns and the other titles itself (it
-- has them in hand): the row trigger's lookup runs only for rows inserted without them, and the
-- statement trigger's second pass (an UPDATE writing every multi-title row twice) only for
-- statements that did not say they filled them (SET LOCAL murmur.title_rows_filled = 'on').
DROP TRIGGER "message_titles_copy_message" ON "message_titles";
--> statement-breakpoint
CREATE TRIGGER "message_titles_copy_message" BEFORE INSERT ON "message_titles"
  FOR EACH ROW WHEN (NEW."source" IS NULL) EXECUTE FUNCTION "message_titles_copy_message"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "message_titles_set_other_titles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('murmur.title_rows_filled', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
-- The ingest's bucket upsert is followed, in the same transaction, by the author-tally update of
-- every bucket it took: only that last statement needs to move the latest-buzz rows, so the
-- upsert runs with murmur.skip_latest_buzz = 'on' (SET LOCAL) and the trigger returns at once.
-- Each changed title's newest bucket of the statement replaces an older latest row (an update of
-- the same bucket keeps its previous values); the bucket before is the old latest row when it
-- ends where the new one starts, else a bucket without messages (buzz 0, no sentiment).
CREATE OR REPLACE FUNCTION "buzz_buckets_keep_latest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('murmur.skip_latest_buzz', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "title_latest_buzz" AS l ("partition", "title_id", "bucket_start", "bucket_end", "messages",
    "buzz", "sentiment_mean", "prev_buzz", "prev_sentiment_mean")
  SELECT DISTINCT ON (c."partition", c."title_id") c."partition", c."title_id", c."bucket_start", c."bucket_end",
    c."messages", c."buzz", c."sentiment_mean", NULL, NULL
  FROM "changed_buckets" c ORDER BY c."partition", c."title_id", c."bucket_start" DESC
  ON CONFLICT ("partition", "title_id") DO UPDATE SET
    "prev_buzz" = CASE WHEN excluded."bucket_start" = l."bucket_start" THEN l."prev_buzz"
      WHEN l."bucket_end" = excluded."bucket_start" THEN l."buzz" ELSE 0 END,
    "prev_sentiment_mean" = CASE WHEN excluded."bucket_start" = l."bucket_start" THEN l."prev_sentiment_mean"
      WHEN l."bucket_end" = excluded."bucket_start" THEN l."sentiment_mean" END,
    "bucket_start" = excluded."bucket_start", "bucket_end" = excluded."bucket_end",
    "messages" = excluded."messages", "buzz" = excluded."buzz", "sentiment_mean" = excluded."sentiment_mean"
  WHERE excluded."bucket_start" >= l."bucket_start";
  -- Several buckets of one title in one statement (a backfill): the one before is in the statement.
  UPDATE "title_latest_buzz" AS l SET
    "prev_buzz" = CASE WHEN p."bucket_end" = l."bucket_start" THEN p."buzz" ELSE 0 END,
    "prev_sentiment_mean" = CASE WHEN p."bucket_end" = l."bucket_start" THEN p."sentiment_mean" END
  FROM (
    SELECT DISTINCT ON (c."partition", c."title_id") c."partition", c."title_id", c."bucket_start" AS "latest",
      lag(c."bucket_end") OVER w AS "bucket_end", lag(c."buzz") OVER w AS "buzz",
      lag(c."sentiment_mean") OVER w AS "sentiment_mean", count(*) OVER (PARTITION BY c."partition", c."title_id") AS "n"
    FROM "changed_buckets" c
    WINDOW w AS (PARTITION BY c."partition", c."title_id" ORDER BY c."bucket_start")
    ORDER BY c."partition", c."title_id", c."bucket_start" DESC
  ) p
  WHERE p."n" > 1 AND l."partition" = p."partition" AND l."title_id" = p."title_id" AND l."bucket_start" = p."latest";
  RETURN NULL;
END $$;
