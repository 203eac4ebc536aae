import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './users'

// Rollups and alerts: buzz buckets, their author tallies, each title's latest buzz, rules and triggers.

/**
 * Rollups per title, partition (report model name: realtime = 10-minute, hourly, daily_5am,
 * <source>_daily_5am, …) and bucket. A closed bucket is never rewritten (point in time).
 */
export const buzzBuckets = pgTable(
  'buzz_buckets',
  {
    partition: text('partition').notNull(),
    titleId: integer('title_id').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    bucketEnd: timestamp('bucket_end', { withTimezone: true }).notNull(),
    messages: integer('messages').notNull().default(0),
    uniqueAuthors: integer('unique_authors').notNull().default(0),
    /** Author-weighted volume: what buzz compares against its baseline. */
    weightedVolume: doublePrecision('weighted_volume').notNull().default(0),
    positive: integer('positive').notNull().default(0),
    neutral: integer('neutral').notNull().default(0),
    negative: integer('negative').notNull().default(0),
    sentimentSum: doublePrecision('sentiment_sum').notNull().default(0),
    /** Messages with a sentiment (the mean's denominator; unscored languages are left out). */
    scored: integer('scored').notNull().default(0),
    /** Messages of type adhoc (the adhoc buzz alert). */
    adhoc: integer('adhoc').notNull().default(0),
    /** Mean message sentiment in [-1, 1]; null when no scored message. */
    sentimentMean: doublePrecision('sentiment_mean'),
    /** Weighted volume over the same-time-of-day average of the previous 30 days (1 = 100 %). */
    buzz: doublePrecision('buzz'),
    closed: boolean('closed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.partition, table.titleId, table.bucketStart] }),
    // With title_id last, a key lookup through this index is as exact as through the primary key:
    // the planner, which cannot tell the two apart by estimate, once chose it for the rollups'
    // key joins and filtered 180 rows per key (migration 0022).
    index('buzz_buckets_partition_start_idx').on(table.partition, table.bucketStart, table.titleId),
    // Open buckets are few; the restart recovery looks them up.
    index('buzz_buckets_open_idx').on(table.bucketStart).where(sql`not ${table.closed}`),
  ],
)

/**
 * The latest bucket of each title and partition, with the bucket before it: what title lists
 * sort and filter by (one row per title instead of a probe into buzz_buckets per title), kept by
 * statement triggers on buzz_buckets (migration 0010). prev_buzz is 0 when the bucket before
 * had no messages, null when the title has no earlier bucket.
 */
export const titleLatestBuzz = pgTable(
  'title_latest_buzz',
  {
    partition: text('partition').notNull(),
    titleId: integer('title_id').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    bucketEnd: timestamp('bucket_end', { withTimezone: true }).notNull(),
    messages: integer('messages').notNull(),
    buzz: doublePrecision('buzz'),
    sentimentMean: doublePrecision('sentiment_mean'),
    prevBuzz: doublePrecision('prev_buzz'),
    prevSentimentMean: doublePrecision('prev_sentiment_mean'),
  },
  (table) => [
    primaryKey({ columns: [table.partition, table.titleId] }),
    // The explore list's buzz, message and sentiment sorts read the partition's rows in order.
    index('title_latest_buzz_buzz_idx').on(table.partition, table.buzz.desc(), table.titleId),
    index('title_latest_buzz_messages_idx').on(table.partition, table.messages.desc(), table.titleId),
    index('title_latest_buzz_sentiment_idx').on(table.partition, table.sentimentMean.desc(), table.titleId),
  ],
)

/**
 * Per-author message counts of the buckets still open, so every node adds to the same figures:
 * unique authors and the spam-capped weighted volume are computed from these rows. A bucket's
 * rows are deleted when it closes (its figures are then final in buzz_buckets).
 */
export const buzzBucketAuthors = pgTable(
  'buzz_bucket_authors',
  {
    partition: text('partition').notNull(),
    titleId: integer('title_id').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    /** source/author (a source is a host name: no slash), or #message id for a message without an author. */
    authorKey: text('author_key').notNull(),
    messages: integer('messages').notNull(),
    /** The highest author weight seen in the bucket. */
    weight: doublePrecision('weight').notNull(),
    /**
     * messages and weight before the last upsert (null after an insert): what the row added to
     * the bucket before, so the upsert's RETURNING alone gives the change of the weighted volume.
     */
    prevMessages: integer('prev_messages'),
    prevWeight: doublePrecision('prev_weight'),
  },
  (table) => [primaryKey({ columns: [table.partition, table.titleId, table.bucketStart, table.authorKey] })],
)

/** User rules (data-interface §3: rule types, comparators); body as sent by the client. */
export const rules = pgTable(
  'rules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleType: text('rule_type').$type<'buzz_patterns' | 'unlisted_filter' | 'user_messages'>().notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rules_user_idx').on(table.userId)],
)

/**
 * Alerts (triggers): standard rules (moving stock buzz, pre-earnings buzz, adhoc buzz, high buzz,
 * price/buzz 137572, earnings buzz 137620) and user rules, evaluated on the rollups.
 */
export const triggers = pgTable(
  'triggers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ruleId: integer('rule_id').references(() => rules.id, { onDelete: 'cascade' }),
    titleId: integer('title_id').notNull(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }).notNull(),
    /** Chart series id for alert markers (137572 buzz price alerts, 137620 earnings buzz alerts). */
    seriesId: integer('series_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Tells apart alerts of one kind, title and time (e.g. the message a message rule matched). */
    key: text('key').notNull().default(''),
  },
  (table) => [
    uniqueIndex('triggers_once_uq').on(table.kind, table.titleId, table.triggeredAt, table.key),
    index('triggers_rule_time_idx').on(table.ruleId, table.triggeredAt),
    index('triggers_title_time_idx').on(table.titleId, table.triggeredAt),
  ],
)

export type BuzzBucketRow = typeof buzzBuckets.$inferSelect
