import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { StreamPostSource, StreamPostType, TitleType } from '../../../src/core'

/**
 * AI updates (stream posts): written once by the pipeline when an event happens to a title,
 * never updated. `dedup_key` names the event (title, kind, window), so one event gives one
 * post whatever node or restart sees it again.
 */
export const streamPosts = pgTable(
  'stream_posts',
  {
    uuid: uuid('uuid').primaryKey(),
    postTime: timestamp('post_time', { withTimezone: true, precision: 3 }).notNull(),
    type: text('type').$type<StreamPostType>().notNull(),
    region: text('region').notNull(),
    titleIds: integer('title_ids').array().notNull(),
    primaryTitleId: integer('primary_title_id').notNull(),
    titleType: text('title_type').$type<TitleType>().notNull(),
    titleName: text('title_name').notNull(),
    headline: text('headline').notNull(),
    text: text('text').notNull(),
    sources: jsonb('sources').$type<StreamPostSource[]>().notNull(),
    /** As the source gave it; rebased to the image host when answered. */
    imageUrl: text('image_url'),
    figures: jsonb('figures').$type<Record<string, number | null>>().notNull(),
    dedupKey: text('dedup_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stream_posts_dedup_uq').on(table.dedupKey),
    // Ascending: read backwards they give `order by post_time desc, uuid desc` (nulls first, as the
    // query orders) — an index declared desc nulls last would not match it.
    index('stream_posts_time_idx').on(table.postTime, table.uuid),
    index('stream_posts_title_time_idx').on(table.primaryTitleId, table.postTime),
    index('stream_posts_titles_idx').using('gin', table.titleIds),
    index('stream_posts_region_time_idx').on(table.region, table.postTime),
  ],
)
export type StreamPostRow = typeof streamPosts.$inferSelect
