CREATE TABLE "stream_posts" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"post_time" timestamp (3) with time zone NOT NULL,
	"type" text NOT NULL,
	"region" text NOT NULL,
	"title_ids" integer[] NOT NULL,
	"primary_title_id" integer NOT NULL,
	"title_type" text NOT NULL,
	"title_name" text NOT NULL,
	"headline" text NOT NULL,
	"text" text NOT NULL,
	"sources" jsonb NOT NULL,
	"image_url" text,
	"figures" jsonb NOT NULL,
	"dedup_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "image_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stream_posts_dedup_uq" ON "stream_posts" USING btree ("dedup_key");--> statement-breakpoint
CREATE INDEX "stream_posts_time_idx" ON "stream_posts" USING btree ("post_time","uuid");--> statement-breakpoint
CREATE INDEX "stream_posts_title_time_idx" ON "stream_posts" USING btree ("primary_title_id","post_time");--> statement-breakpoint
CREATE INDEX "stream_posts_titles_idx" ON "stream_posts" USING gin ("title_ids");--> statement-breakpoint
CREATE INDEX "stream_posts_region_time_idx" ON "stream_posts" USING btree ("region","post_time");