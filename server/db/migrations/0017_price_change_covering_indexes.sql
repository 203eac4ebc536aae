-- The price-change sorts walk these indexes; with the figures the title lists filter on carried
-- in the index, a filter that few titles pass (dist_52_week_high_lower=-5&chg_higher=0 sorted by
-- -week_chg) is checked on index tuples instead of fetching each row (drizzle cannot declare INCLUDE).
DROP INDEX IF EXISTS "title_price_stats_chg_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "title_price_stats_week_chg_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "title_price_stats_month_chg_idx";--> statement-breakpoint
CREATE INDEX "title_price_stats_chg_idx" ON "title_price_stats" USING btree ("chg" desc nulls last,"title_id") INCLUDE ("last_t","week_chg","month_chg","year_chg","dist_52_week_high","dist_52_week_low");--> statement-breakpoint
CREATE INDEX "title_price_stats_week_chg_idx" ON "title_price_stats" USING btree ("week_chg" desc nulls last,"title_id") INCLUDE ("last_t","chg","month_chg","year_chg","dist_52_week_high","dist_52_week_low");--> statement-breakpoint
CREATE INDEX "title_price_stats_month_chg_idx" ON "title_price_stats" USING btree ("month_chg" desc nulls last,"title_id") INCLUDE ("last_t","chg","week_chg","year_chg","dist_52_week_high","dist_52_week_low");
