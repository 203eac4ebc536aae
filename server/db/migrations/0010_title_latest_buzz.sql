CREATE TABLE "title_latest_buzz" (
	"partition" text NOT NULL,
	"title_id" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"bucket_end" timestamp with time zone NOT NULL,
	"messages" integer NOT NULL,
	"buzz" double precision,
	"sentiment_mean" double precision,
	"prev_buzz" double precision,
	"prev_sentiment_mean" double precision,
	CONSTRAINT "title_latest_buzz_partition_title_id_pk" PRIMARY KEY("partition","title_id")
);
--> statement-breakpoint
-- Each changed title's newest bucket of the statement replaces an older latest row (an update of
-- the same bucket keeps its previous values); the bucket before is the old latest row when it
-- ends where the new one starts, else a bucket without messages (buzz 0, no sentiment).
CREATE FUNCTION "buzz_buckets_keep_latest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER "buzz_buckets_latest_insert" AFTER INSERT ON "buzz_buckets" REFERENCING NEW TABLE AS "changed_buckets"
  FOR EACH STATEMENT EXECUTE FUNCTION "buzz_buckets_keep_latest"();
--> statement-breakpoint
CREATE TRIGGER "buzz_buckets_latest_update" AFTER UPDATE ON "buzz_buckets" REFERENCING NEW TABLE AS "changed_buckets"
  FOR EACH STATEMENT EXECUTE FUNCTION "buzz_buckets_keep_latest"();
--> statement-breakpoint
INSERT INTO "title_latest_buzz" ("partition", "title_id", "bucket_start", "bucket_end", "messages", "buzz",
  "sentiment_mean", "prev_buzz", "prev_sentiment_mean")
SELECT DISTINCT ON (b."partition", b."title_id") b."partition", b."title_id", b."bucket_start", b."bucket_end",
  b."messages", b."buzz", b."sentiment_mean",
  CASE WHEN lag(b."bucket_end") OVER w IS NULL THEN NULL WHEN lag(b."bucket_end") OVER w = b."bucket_start"
    THEN lag(b."buzz") OVER w ELSE 0 END,
  CASE WHEN lag(b."bucket_end") OVER w = b."bucket_start" THEN lag(b."sentiment_mean") OVER w END
FROM "buzz_buckets" b
WINDOW w AS (PARTITION BY b."partition", b."title_id" ORDER BY b."bucket_start")
ORDER BY b."partition", b."title_id", b."bucket_start" DESC;
