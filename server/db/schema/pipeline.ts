import { type SQL, sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Data the ingest half of the pipeline writes: messages, their titles, authors, its own state. */

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
    /** The message's other titles, null when it has one (filled by the ingest, else by a trigger: migrations 0006, 0020). */
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

/** Small state of the connectors: feed validators (ETag, Last-Modified), demo-feed cursor. */
export const pipelineState = pgTable('pipeline_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, string | number | null>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type MessageRow = typeof messages.$inferSelect
export type NewMessageRow = typeof messages.$inferInsert
