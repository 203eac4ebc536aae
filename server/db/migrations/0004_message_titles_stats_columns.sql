ALTER TABLE "message_titles" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "message_titles" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "message_titles" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "message_titles" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "message_titles" ADD COLUMN "author_category" text;--> statement-breakpoint
ALTER TABLE "message_titles" ADD COLUMN "key_events" jsonb;--> statement-breakpoint
UPDATE "message_titles" AS mt
  SET "source" = m."source", "type" = m."type", "author" = m."author", "lang" = m."lang",
    "author_category" = m."author_category", "key_events" = NULLIF(m."key_events", '{}'::jsonb),
    "sentiment" = m."sentiment"
  FROM "messages" AS m
  WHERE m."id" = mt."message_id";
--> statement-breakpoint
CREATE FUNCTION "message_titles_copy_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m."source", m."type", m."author", m."lang", m."author_category", NULLIF(m."key_events", '{}'::jsonb), m."sentiment"
    INTO NEW."source", NEW."type", NEW."author", NEW."lang", NEW."author_category", NEW."key_events", NEW."sentiment"
    FROM "messages" AS m WHERE m."id" = NEW."message_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "message_titles_copy_message" BEFORE INSERT ON "message_titles"
  FOR EACH ROW EXECUTE FUNCTION "message_titles_copy_message"();
--> statement-breakpoint
-- One title's statistics read only this index (index-only scan): drizzle's index builder has no INCLUDE.
CREATE INDEX "message_titles_title_time_stats_idx" ON "message_titles" ("title_id", "message_time")
  INCLUDE ("message_id", "primary", "sentiment", "source", "type", "author", "lang", "author_category", "key_events");
