CREATE TABLE "title_price_stats" (
	"title_id" integer PRIMARY KEY NOT NULL,
	"last_t" timestamp with time zone NOT NULL,
	"last_close" double precision NOT NULL,
	"previous_close" double precision,
	"week_close" double precision,
	"month_close" double precision,
	"year_close" double precision,
	"year_high" double precision NOT NULL,
	"year_low" double precision NOT NULL
);
--> statement-breakpoint
-- Intervals in hours: day arithmetic on timestamptz would follow the session time zone.
CREATE FUNCTION "refresh_title_price_stats"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "title_price_stats" s WHERE s."title_id" = ANY("ids")
    AND NOT EXISTS (SELECT 1 FROM "quotes" q WHERE q."title_id" = s."title_id" AND q."interval" = '1d');
  INSERT INTO "title_price_stats" ("title_id", "last_t", "last_close", "previous_close", "week_close",
    "month_close", "year_close", "year_high", "year_low")
  SELECT t.id, l.t, l.c, p.c, w.c, m.c, y.c, r.high, r.low
  FROM unnest("ids") AS t(id)
  CROSS JOIN LATERAL (SELECT q.t, q.c FROM "quotes" q WHERE q."title_id" = t.id AND q."interval" = '1d'
    ORDER BY q.t DESC LIMIT 1) l
  LEFT JOIN LATERAL (SELECT q.c FROM "quotes" q WHERE q."title_id" = t.id AND q."interval" = '1d'
    AND q.t < l.t AND q.t >= l.t - interval '8928 hours' ORDER BY q.t DESC LIMIT 1) p ON true
  LEFT JOIN LATERAL (SELECT q.c FROM "quotes" q WHERE q."title_id" = t.id AND q."interval" = '1d'
    AND q.t <= l.t - interval '168 hours' AND q.t >= l.t - interval '8928 hours' ORDER BY q.t DESC LIMIT 1) w ON true
  LEFT JOIN LATERAL (SELECT q.c FROM "quotes" q WHERE q."title_id" = t.id AND q."interval" = '1d'
    AND q.t <= l.t - interval '720 hours' AND q.t >= l.t - interval '8928 hours' ORDER BY q.t DESC LIMIT 1) m ON true
  LEFT JOIN LATERAL (SELECT q.c FROM "quotes" q WHERE q."title_id" = t.id AND q."interval" = '1d'
    AND q.t <= l.t - interval '8760 hours' AND q.t >= l.t - interval '8928 hours' ORDER BY q.t DESC LIMIT 1) y ON true
  CROSS JOIN LATERAL (SELECT max(q.h) AS high, min(q.l) AS low FROM "quotes" q WHERE q."title_id" = t.id
    AND q."interval" = '1d' AND q.t > l.t - interval '8760 hours') r
  ON CONFLICT ("title_id") DO UPDATE SET "last_t" = excluded."last_t", "last_close" = excluded."last_close",
    "previous_close" = excluded."previous_close", "week_close" = excluded."week_close",
    "month_close" = excluded."month_close", "year_close" = excluded."year_close",
    "year_high" = excluded."year_high", "year_low" = excluded."year_low";
$$;
--> statement-breakpoint
CREATE FUNCTION "quotes_refresh_price_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_title_price_stats"(ARRAY(SELECT DISTINCT c."title_id" FROM "changed_quotes" c WHERE c."interval" = '1d'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quotes_price_stats_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS "changed_quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "quotes_refresh_price_stats"();
--> statement-breakpoint
CREATE TRIGGER "quotes_price_stats_update" AFTER UPDATE ON "quotes" REFERENCING NEW TABLE AS "changed_quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "quotes_refresh_price_stats"();
--> statement-breakpoint
CREATE TRIGGER "quotes_price_stats_delete" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS "changed_quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "quotes_refresh_price_stats"();
--> statement-breakpoint
SELECT "refresh_title_price_stats"(ARRAY(SELECT DISTINCT "title_id" FROM "quotes" WHERE "interval" = '1d'));
