import {
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
import type { BriefingSection } from '../../../src/core'
import { morningBriefingSubscriptions } from './accounts'

/** What a briefing holds besides its key and headline (src/core/wire/briefings.ts). */
export interface BriefingContent {
  intro: string
  messages: number
  sections: BriefingSection[]
}

/**
 * Morning briefings as written (server/briefings): one per edition, language, time zone and local
 * day; the unique key makes a second write (a restart, a second node) a no-op.
 */
export const morningBriefings = pgTable(
  'morning_briefings',
  {
    id: serial('id').primaryKey(),
    edition: text('edition').notNull(),
    language: text('language').$type<'en' | 'de'>().notNull(),
    timezone: text('timezone').notNull(),
    /** YYYY-MM-DD in the time zone. */
    day: text('day').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    headline: text('headline').notNull(),
    content: jsonb('content').$type<BriefingContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('morning_briefings_key_uq').on(table.edition, table.language, table.timezone, table.day),
    index('morning_briefings_list_idx').on(table.edition, table.language, table.timezone, table.publishedAt),
  ],
)
export type MorningBriefingRow = typeof morningBriefings.$inferSelect

/** A briefing handed to a subscriber, once per subscription and local day (mail and in-app). */
export const briefingDeliveries = pgTable(
  'briefing_deliveries',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => morningBriefingSubscriptions.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    briefingId: integer('briefing_id')
      .notNull()
      .references(() => morningBriefings.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.day] })],
)
