CREATE TABLE "briefing_deliveries" (
	"subscription_id" integer NOT NULL,
	"day" text NOT NULL,
	"briefing_id" integer NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "briefing_deliveries_subscription_id_day_pk" PRIMARY KEY("subscription_id","day")
);
--> statement-breakpoint
CREATE TABLE "morning_briefings" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"language" text NOT NULL,
	"timezone" text NOT NULL,
	"day" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"headline" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefing_deliveries" ADD CONSTRAINT "briefing_deliveries_subscription_id_morning_briefing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."morning_briefing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefing_deliveries" ADD CONSTRAINT "briefing_deliveries_briefing_id_morning_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."morning_briefings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "morning_briefings_key_uq" ON "morning_briefings" USING btree ("edition","language","timezone","day");--> statement-breakpoint
CREATE INDEX "morning_briefings_list_idx" ON "morning_briefings" USING btree ("edition","language","timezone","published_at");