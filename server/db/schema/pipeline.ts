import { type SQL, sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/** Data the analytics pipeline writes: messages, authors, rollups, quotes, alerts. */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Source host, e.g. reuters.com, twitter.com (application §3 Message `so`). */
    source: text('source').notNull(),
    /** The message's id within its source (guid, tweet id, …); the dedupe key with `source`. */
    sourceId: text('source_id').notNull(),
    type: text('type').notNull(),
    author: text('author'),
    messageTime: timestamp('message_time', { withTimezone: true }).notNull(),
    ingestedAt: timestamp('ingested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Headline (`sub` on the wire after normalisation of forum posts and comments). */
    sub: text('sub').notNull().default(''),
    body: text('body').notNull().default(''),
    url: text('url'),
    /** An image the source gave with the message (used by AI updates). */
    imageUrl: text('image_url'),
    /** ISO 639-1 code, or 'n/a' when undetectable. */
    lang: text('lang').notNull().default('n/a'),
    /** In [-1, 1]; null when the language is not covered by the model (unscored). */
    sentiment: real('sentiment'),
    sentimentLabel: text('sentiment_label').$type<'positive' | 'neutral' | 'negative'>(),
    sentimentExplanation: jsonb('sentiment_explanation').$type<{ phrase: string; weight: number }[]>(),
    /** The model version that scored the message (rollups stay point in time: old messages are not rescored). */
    sentimentModel: text('sentiment_model'),
    /** key_events_v2: key event id → score 0–10. */
    keyEvents: jsonb('key_events').$type<Record<string, number>>().notNull().default({}),
    primaryTitleId: integer('primary_title_id'),
    authorCategory: text('author_category').$type<'regulars' | 'bots' | 'verified' | 'influencers'>(),
    /** Author impact 0–5 at ingest time (0 = bot and blacklisted, 5 = curated). */
    authorImpact: smallint('author_impact'),
    /** Hash of the normalised text, for "same text from the same author within a window". */
    contentHash: text('content_hash').notNull(),
    /** Written by the demo feed; shown as demo data. */
    demo: boolean('demo').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english', coalesce(${messages.sub}, '') || ' ' || coalesce(${messages.body}, ''))`,
    ),
  },
  (table) => [
    uniqueIndex('messages_source_id_uq').on(table.source, table.sourceId),
    index('messages_time_idx').on(table.messageTime),
    index('messages_author_hash_idx').on(table.source, table.author, table.contentHash),
    index('messages_search_idx').using('gin', table.search),
    index('messages_key_events_idx').using('gin', table.keyEvents),
  ],
)

/**
 * Which titles a message is about. Time, sentiment and the columns message statistics read are
 * copied from the message (by a BEFORE INSERT trigger, migration 0004; messages are never
 * updated), so one title's statistics are an index-only range scan instead of a lookup per message.
 */
export const messageTitles = pgTable(
  'message_titles',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    titleId: integer('title_id').notNull(),
    messageTime: timestamp('message_time', { withTimezone: true }).notNull(),
    primary: boolean('primary').notNull().default(false),
    sentiment: real('sentiment'),
    source: text('source'),
    type: text('type'),
    author: text('author'),
    lang: text('lang'),
    authorCategory: text('author_category'),
    /** The message's key events, null when it has none. */
    keyEvents: jsonb('key_events').$type<Record<string, number>>(),
    /** The message's other titles, null when it has one (kept by a trigger: see migration 0006). */
    otherTitleIds: integer('other_title_ids').array(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.titleId] }),
    // Message search by title: the ids of a title's range come from the index alone (index-only scan).
    index('message_titles_title_time_message_idx').on(table.titleId, table.messageTime, table.messageId),
  ],
)

export const authors = pgTable(
  'authors',
  {
    source: text('source').notNull(),
    author: text('author').notNull(),
    displayName: text('display_name'),
    category: text('category')
      .$type<'regulars' | 'bots' | 'verified' | 'influencers'>()
      .notNull()
      .default('regulars'),
    verified: boolean('verified').notNull().default(false),
    followers: integer('followers'),
    messageCount: integer('message_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    linkCount: integer('link_count').notNull().default(0),
    /** 0–1 from behaviour: posting regularity, duplicate ratio, link spam. */
    botLikeliness: real('bot_likeliness').notNull().default(0),
    /** 0 bot and blacklisted, 5 manually curated, 1–4 automatic. */
    impact: smallint('impact').notNull().default(2),
    curated: boolean('curated').notNull().default(false),
    blacklisted: boolean('blacklisted').notNull().default(false),
    /** Behaviour statistics the bot score is computed from (inter-post gaps etc.). */
    stats: jsonb('stats').$type<Record<string, number>>().notNull().default({}),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.author] })],
)

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
    index('buzz_buckets_partition_start_idx').on(table.partition, table.bucketStart),
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

/** OHLCV per title and interval ('1d' daily, '10m' intraday). */
export const quotes = pgTable(
  'quotes',
  {
    titleId: integer('title_id').notNull(),
    interval: text('interval').$type<'1d' | '10m'>().notNull(),
    t: timestamp('t', { withTimezone: true }).notNull(),
    o: doublePrecision('o').notNull(),
    h: doublePrecision('h').notNull(),
    l: doublePrecision('l').notNull(),
    c: doublePrecision('c').notNull(),
    v: doublePrecision('v').notNull(),
  },
  (table) => [primaryKey({ columns: [table.titleId, table.interval, table.t] })],
)

/**
 * (last_close / base - 1) in percent with 2 decimals, rounded as JavaScript's Math.round (halves
 * towards +∞); null for a missing or zero base.
 */
function percentChange(base: string): SQL {
  const ratio = `(last_close / "${base}" - 1) * 10000`
  return sql.raw(
    `case when "${base}" = 0 then null else (floor(${ratio}) + case when ${ratio} - floor(${ratio}) >= 0.5 then 1 else 0 end) / 100 end`,
  )
}

/**
 * Each title's price figures from its daily quotes, relative to its latest bar: kept by a trigger
 * on quotes (migration 0003), so title lists filter and sort 80,000 titles by them without reading
 * a year of bars per title. `year_high`/`year_low` span the bars of the 365 days up to the latest.
 */
export const titlePriceStats = pgTable(
  'title_price_stats',
  {
    titleId: integer('title_id').primaryKey(),
    lastT: timestamp('last_t', { withTimezone: true }).notNull(),
    lastClose: doublePrecision('last_close').notNull(),
    previousClose: doublePrecision('previous_close'),
    weekClose: doublePrecision('week_close'),
    monthClose: doublePrecision('month_close'),
    yearClose: doublePrecision('year_close'),
    yearHigh: doublePrecision('year_high').notNull(),
    yearLow: doublePrecision('year_low').notNull(),
    // The changes a title list shows, sorts and filters by, stored with the row so the sorts walk
    // an index instead of computing and sorting 80,000 expressions (metric-sql.ts reads them).
    chg: doublePrecision('chg').generatedAlwaysAs(percentChange('previous_close')),
    weekChg: doublePrecision('week_chg').generatedAlwaysAs(percentChange('week_close')),
    monthChg: doublePrecision('month_chg').generatedAlwaysAs(percentChange('month_close')),
    yearChg: doublePrecision('year_chg').generatedAlwaysAs(percentChange('year_close')),
    dist52WeekHigh: doublePrecision('dist_52_week_high').generatedAlwaysAs(percentChange('year_high')),
    dist52WeekLow: doublePrecision('dist_52_week_low').generatedAlwaysAs(percentChange('year_low')),
  },
  // Migration 0017 carries the other figures in these indexes (INCLUDE), so filters on them are
  // checked during the walk without reading rows.
  (table) => [
    index('title_price_stats_chg_idx').on(sql`${table.chg} desc nulls last`, table.titleId),
    index('title_price_stats_week_chg_idx').on(sql`${table.weekChg} desc nulls last`, table.titleId),
    index('title_price_stats_month_chg_idx').on(sql`${table.monthChg} desc nulls last`, table.titleId),
  ],
)

export const earnings = pgTable(
  'earnings',
  {
    titleId: integer('title_id').notNull(),
    releaseDate: date('release_date').notNull(),
    prior: doublePrecision('prior'),
    consensus: doublePrecision('consensus'),
    actual: doublePrecision('actual'),
  },
  (table) => [primaryKey({ columns: [table.titleId, table.releaseDate] })],
)

/** Cash dividends per share (GET /titles/{ident}/dividend): announced ones carry a future ex-date. */
export const dividends = pgTable(
  'dividends',
  {
    titleId: integer('title_id').notNull(),
    exDate: date('ex_date').notNull(),
    payDate: date('pay_date'),
    amount: doublePrecision('amount').notNull(),
    /** Payments a year: 4 quarterly, 2 semi-annual, 1 annual, 12 monthly. */
    perYear: integer('per_year').notNull(),
  },
  (table) => [primaryKey({ columns: [table.titleId, table.exDate] })],
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

/** Small state of the connectors: feed validators (ETag, Last-Modified), demo-feed cursor. */
export const pipelineState = pgTable('pipeline_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, string | number | null>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type MessageRow = typeof messages.$inferSelect
export type NewMessageRow = typeof messages.$inferInsert
export type BuzzBucketRow = typeof buzzBuckets.$inferSelect

/**
 * Short-sale records per title (data-interface §7 "Financials"): finra rows (market, daily
 * volumes) answer shape (a), fca rows (disclosed net short positions) shape (b) of application §3.
 */
export const shortSales = pgTable(
  'short_sales',
  {
    titleId: integer('title_id').notNull(),
    source: text('source').$type<'fca' | 'finra'>().notNull(),
    date: date('date').notNull(),
    /** finra: reporting facility / market; fca: '' (one row per position holder instead). */
    market: text('market').notNull().default(''),
    /** fca: the position holder (company_short_selling); finra: ''. */
    holder: text('holder').notNull().default(''),
    isin: text('isin'),
    shortVolume: doublePrecision('short_volume'),
    shortExemptVolume: doublePrecision('short_exempt_volume'),
    totalVolume: doublePrecision('total_volume'),
    sharesPercentShort: doublePrecision('shares_percent_short'),
  },
  (table) => [primaryKey({ columns: [table.titleId, table.source, table.date, table.market, table.holder] })],
)

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
