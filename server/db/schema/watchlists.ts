import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { WatchlistViewFilter } from '../../../src/core'
import { titles } from './market'
import { users } from './users'

/**
 * Watchlists (data-interface §3 "Watchlist": wid; holds assets, authors, queries; application §3
 * "Watchlist": id, filters, authors). The id is the wid; every item belongs to one watchlist.
 */
export const watchlists = pgTable(
  'watchlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('watchlists_user_idx').on(table.userId)],
)

/** The assets (titles) of a watchlist. */
export const watchlistTitles = pgTable(
  'watchlist_titles',
  {
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.watchlistId, table.titleId] }),
    index('watchlist_titles_title_idx').on(table.titleId),
  ],
)

/** Authors of a watchlist, identified by source and author (data-interface §3 "Author"). */
export const watchlistAuthors = pgTable(
  'watchlist_authors',
  {
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    author: text('author').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.watchlistId, table.source, table.author] })],
)

/** Saved full-text queries of a watchlist. */
export const watchlistQueries = pgTable(
  'watchlist_queries',
  {
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.watchlistId, table.query] })],
)

/** Saved views of a watchlist (application §3: filters[{name, filter, alerts}]). */
export const watchlistFilters = pgTable(
  'watchlist_filters',
  {
    id: serial('id').primaryKey(),
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<WatchlistViewFilter>().notNull(),
    alerts: boolean('alerts').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('watchlist_filters_watchlist_idx').on(table.watchlistId)],
)
