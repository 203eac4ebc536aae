ALTER TABLE "buzz_bucket_authors" ADD COLUMN "prev_messages" integer;--> statement-breakpoint
ALTER TABLE "buzz_bucket_authors" ADD COLUMN "prev_weight" double precision;