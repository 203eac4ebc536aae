-- A message's sentiment explanation (jsonb) and its image address are only ever read back, never
-- filtered, joined or sorted on: ANALYZE need not sort a 30,000-row sample of them. On the embedded
-- engine the explanation alone was 40 % of each ANALYZE of "messages".
ALTER TABLE "messages" ALTER COLUMN "sentiment_explanation" SET STATISTICS 0;
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "image_url" SET STATISTICS 0;
