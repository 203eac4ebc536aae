CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bot_check_uses" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "morning_briefing_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"edition" text NOT NULL,
	"language" text NOT NULL,
	"timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_percent" integer NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_upper" CHECK ("promotion_codes"."code" = upper("promotion_codes"."code")),
	CONSTRAINT "promotion_codes_percent" CHECK ("promotion_codes"."discount_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "subscription_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_type_id" integer NOT NULL,
	"tier" text NOT NULL,
	"interval" text NOT NULL,
	"months" integer NOT NULL,
	"payment_option" text NOT NULL,
	"promotion_code" text,
	"invoice_address" jsonb,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "subscription_orders_status_known" CHECK ("subscription_orders"."status" in ('awaiting_payment', 'approval_required', 'paid', 'cancelled', 'failed')),
	CONSTRAINT "subscription_orders_interval_known" CHECK ("subscription_orders"."interval" in ('MONTH', 'YEAR'))
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mic" text NOT NULL,
	"country" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	CONSTRAINT "exchanges_mic_unique" UNIQUE("mic")
);
--> statement-breakpoint
CREATE TABLE "executives" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_members" (
	"list_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	CONSTRAINT "list_members_list_id_title_id_pk" PRIMARY KEY("list_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"since" date,
	"until" date,
	"register" text,
	"published_at" date
);
--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"source" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"share_percent" double precision,
	"reported_at" date
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"symbol" text,
	"isin" text,
	"currency" text,
	"exchange_id" integer,
	"country" text,
	"sector_id" text,
	"icon" text DEFAULT '' NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"website" text,
	"market_cap" double precision,
	"index_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listed_exchange_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"source" text NOT NULL,
	"author" text NOT NULL,
	"display_name" text,
	"category" text DEFAULT 'regulars' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"followers" integer,
	"message_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"link_count" integer DEFAULT 0 NOT NULL,
	"bot_likeliness" real DEFAULT 0 NOT NULL,
	"impact" smallint DEFAULT 2 NOT NULL,
	"curated" boolean DEFAULT false NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "authors_source_author_pk" PRIMARY KEY("source","author")
);
--> statement-breakpoint
CREATE TABLE "buzz_buckets" (
	"partition" text NOT NULL,
	"title_id" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"bucket_end" timestamp with time zone NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"unique_authors" integer DEFAULT 0 NOT NULL,
	"weighted_volume" double precision DEFAULT 0 NOT NULL,
	"positive" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"negative" integer DEFAULT 0 NOT NULL,
	"sentiment_sum" double precision DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"adhoc" integer DEFAULT 0 NOT NULL,
	"sentiment_mean" double precision,
	"buzz" double precision,
	"closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buzz_buckets_partition_title_id_bucket_start_pk" PRIMARY KEY("partition","title_id","bucket_start")
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"title_id" integer NOT NULL,
	"release_date" date NOT NULL,
	"prior" double precision,
	"consensus" double precision,
	"actual" double precision,
	CONSTRAINT "earnings_title_id_release_date_pk" PRIMARY KEY("title_id","release_date")
);
--> statement-breakpoint
CREATE TABLE "message_titles" (
	"message_id" bigint NOT NULL,
	"title_id" integer NOT NULL,
	"message_time" timestamp with time zone NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"sentiment" real,
	CONSTRAINT "message_titles_message_id_title_id_pk" PRIMARY KEY("message_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"type" text NOT NULL,
	"author" text,
	"message_time" timestamp with time zone NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sub" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text,
	"lang" text DEFAULT 'n/a' NOT NULL,
	"sentiment" real,
	"sentiment_label" text,
	"sentiment_explanation" jsonb,
	"key_events" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"primary_title_id" integer,
	"author_category" text,
	"author_impact" smallint,
	"content_hash" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("messages"."sub", '') || ' ' || coalesce("messages"."body", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "pipeline_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"title_id" integer NOT NULL,
	"interval" text NOT NULL,
	"t" timestamp with time zone NOT NULL,
	"o" double precision NOT NULL,
	"h" double precision NOT NULL,
	"l" double precision NOT NULL,
	"c" double precision NOT NULL,
	"v" double precision NOT NULL,
	CONSTRAINT "quotes_title_id_interval_t_pk" PRIMARY KEY("title_id","interval","t")
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule_type" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_sales" (
	"title_id" integer NOT NULL,
	"source" text NOT NULL,
	"date" date NOT NULL,
	"market" text DEFAULT '' NOT NULL,
	"holder" text DEFAULT '' NOT NULL,
	"isin" text,
	"short_volume" double precision,
	"short_exempt_volume" double precision,
	"total_volume" double precision,
	"shares_percent_short" double precision,
	CONSTRAINT "short_sales_title_id_source_date_market_holder_pk" PRIMARY KEY("title_id","source","date","market","holder")
);
--> statement-breakpoint
CREATE TABLE "triggers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rule_id" integer,
	"title_id" integer NOT NULL,
	"triggered_at" timestamp with time zone NOT NULL,
	"series_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "salutation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "street_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "opts" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "morning_briefing_subscriptions" ADD CONSTRAINT "morning_briefing_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executives" ADD CONSTRAINT "executives_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidiaries" ADD CONSTRAINT "subsidiaries_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_exchange_id_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."exchanges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_titles" ADD CONSTRAINT "message_titles_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triggers" ADD CONSTRAINT "triggers_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose" ON "account_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "morning_briefing_subscriptions_user" ON "morning_briefing_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_orders_user" ON "subscription_orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "executives_person_uq" ON "executives" USING btree ("title_id","first_name","last_name");--> statement-breakpoint
CREATE INDEX "executives_title_idx" ON "executives" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "executives_lower_last_name_idx" ON "executives" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "list_members_title_idx" ON "list_members" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "positions_title_idx" ON "positions" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "subsidiaries_title_idx" ON "subsidiaries" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "titles_symbol_idx" ON "titles" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "titles_isin_idx" ON "titles" USING btree ("isin");--> statement-breakpoint
CREATE INDEX "titles_type_idx" ON "titles" USING btree ("type");--> statement-breakpoint
CREATE INDEX "titles_lower_name_idx" ON "titles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "buzz_buckets_partition_start_idx" ON "buzz_buckets" USING btree ("partition","bucket_start");--> statement-breakpoint
CREATE INDEX "buzz_buckets_open_idx" ON "buzz_buckets" USING btree ("bucket_start") WHERE not "buzz_buckets"."closed";--> statement-breakpoint
CREATE INDEX "message_titles_title_time_message_idx" ON "message_titles" USING btree ("title_id","message_time","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_source_id_uq" ON "messages" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "messages_time_idx" ON "messages" USING btree ("message_time");--> statement-breakpoint
CREATE INDEX "messages_author_hash_idx" ON "messages" USING btree ("source","author","content_hash");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "messages_key_events_idx" ON "messages" USING gin ("key_events");--> statement-breakpoint
CREATE INDEX "rules_user_idx" ON "rules" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "triggers_once_uq" ON "triggers" USING btree ("kind","title_id","triggered_at","key");--> statement-breakpoint
CREATE INDEX "triggers_rule_time_idx" ON "triggers" USING btree ("rule_id","triggered_at");--> statement-breakpoint
CREATE INDEX "triggers_title_time_idx" ON "triggers" USING btree ("title_id","triggered_at");