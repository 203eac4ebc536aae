import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/** The trend radar's data: stories, their messages, trending terms and search-term hits. */
/**
 * Trend radar: stories are messages about the same event, clustered by near-duplicate text as
 * they arrive (server/pipeline/trends). A story is stored once it has a second message; its
 * members keep their time, source and sentiment so a window's ranking is a range read.
 */
export const trendStories = pgTable(
  'trend_stories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    headline: text('headline').notNull(),
    seedMessageId: bigint('seed_message_id', { mode: 'number' }).notNull(),
    firstTime: timestamp('first_time', { withTimezone: true, precision: 3 }).notNull(),
    lastTime: timestamp('last_time', { withTimezone: true, precision: 3 }).notNull(),
    titleIds: integer('title_ids').array().notNull(),
    /** MinHash signature of the seed message (64 values, as signed 32-bit integers). */
    signature: integer('signature').array().notNull(),
    /** A news message (not only posts) tells the story: the news radar ranks these first. */
    hasNews: boolean('has_news').notNull().default(false),
  },
  (table) => [index('trend_stories_last_time_idx').on(table.lastTime)],
)

export const trendStoryMessages = pgTable(
  'trend_story_messages',
  {
    storyId: bigint('story_id', { mode: 'number' })
      .notNull()
      .references(() => trendStories.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    messageTime: timestamp('message_time', { withTimezone: true, precision: 3 }).notNull(),
    source: text('source').notNull(),
    sentiment: real('sentiment'),
  },
  (table) => [
    primaryKey({ columns: [table.storyId, table.messageId] }),
    index('trend_story_messages_time_idx').on(table.messageTime, table.storyId),
    index('trend_story_messages_message_idx').on(table.messageId),
  ],
)

/** Messages per hour that contain a phrase (trending topics: a phrase against its own baseline). */
export const trendTerms = pgTable(
  'trend_terms',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    term: text('term').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hour, table.term] }),
    index('trend_terms_term_hour_idx').on(table.term, table.hour),
  ],
)

/** Messages per hour by source and by category (top sources, top categories). */
export const trendCounts = pgTable(
  'trend_counts',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    kind: text('kind').$type<'source' | 'category'>().notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.kind, table.key] })],
)

/** Who searched what, once per person and hour: the search trends of the product's own users. */
export const searchTermHits = pgTable(
  'search_term_hits',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    term: text('term').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.hour, table.term, table.userId] }),
    index('search_term_hits_term_idx').on(table.term, table.hour),
  ],
)
