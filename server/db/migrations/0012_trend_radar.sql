CREATE TABLE "search_term_hits" (
	"hour" timestamp with time zone NOT NULL,
	"term" text NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "search_term_hits_hour_term_user_id_pk" PRIMARY KEY("hour","term","user_id")
);
--> statement-breakpoint
CREATE TABLE "trend_counts" (
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "trend_counts_hour_kind_key_pk" PRIMARY KEY("hour","kind","key")
);
--> statement-breakpoint
CREATE TABLE "trend_stories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"seed_message_id" bigint NOT NULL,
	"first_time" timestamp (3) with time zone NOT NULL,
	"last_time" timestamp (3) with time zone NOT NULL,
	"title_ids" integer[] NOT NULL,
	"signature" integer[] NOT NULL,
	"has_news" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_story_messages" (
	"story_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"message_time" timestamp (3) with time zone NOT NULL,
	"source" text NOT NULL,
	"sentiment" real,
	CONSTRAINT "trend_story_messages_story_id_message_id_pk" PRIMARY KEY("story_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "trend_terms" (
	"hour" timestamp with time zone NOT NULL,
	"term" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "trend_terms_hour_term_pk" PRIMARY KEY("hour","term")
);
--> statement-breakpoint
ALTER TABLE "search_term_hits" ADD CONSTRAINT "search_term_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_story_messages" ADD CONSTRAINT "trend_story_messages_story_id_trend_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."trend_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_term_hits_term_idx" ON "search_term_hits" USING btree ("term","hour");--> statement-breakpoint
CREATE INDEX "trend_stories_last_time_idx" ON "trend_stories" USING btree ("last_time");--> statement-breakpoint
CREATE INDEX "trend_story_messages_time_idx" ON "trend_story_messages" USING btree ("message_time","story_id");--> statement-breakpoint
CREATE INDEX "trend_story_messages_message_idx" ON "trend_story_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "trend_terms_term_hour_idx" ON "trend_terms" USING btree ("term","hour");