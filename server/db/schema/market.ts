import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
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
import type { TitleType } from '../../../src/core'

/**
 * Reference data of the inventory (application §3 "Inventory"). Ids follow the spec's classes:
 * crypto 90000–299999, indices 1000000–1099999, every other title outside those ranges.
 */

export const exchanges = pgTable('exchanges', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** ISO 10383 market identifier code. */
  mic: text('mic').notNull().unique(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  icon: text('icon').notNull().default(''),
})

/** Sector tree: the id's digit count gives the level (sector < 4 ≤ group < 6 ≤ industry < 8 ≤ subindustry). */
export const sectors = pgTable('sectors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
})

export const titles = pgTable(
  'titles',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<TitleType>().notNull(),
    symbol: text('symbol'),
    isin: text('isin'),
    currency: text('currency'),
    exchangeId: integer('exchange_id').references(() => exchanges.id),
    /** ISO 3166-1 alpha-2 of the issuer / primary listing. */
    country: text('country'),
    /** Deepest known level of the sector tree (usually the 8-digit subindustry). */
    sectorId: text('sector_id').references(() => sectors.id),
    icon: text('icon').notNull().default(''),
    /** Other names used for linking messages to this title (brands, short names). */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    description: text('description'),
    website: text('website'),
    marketCap: doublePrecision('market_cap'),
    /** A company's shares outstanding: its market cap at the last close where the listing has none. */
    sharesOutstanding: doublePrecision('shares_outstanding'),
    /** Index memberships by index title id (asset master data "index"). */
    indexIds: jsonb('index_ids').$type<number[]>().notNull().default([]),
    /** Exchanges beyond the primary one where the title is also listed (filter `exchange`, `listed_in`). */
    listedExchangeIds: jsonb('listed_exchange_ids').$type<number[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('titles_symbol_idx').on(table.symbol),
    index('titles_isin_idx').on(table.isin),
    index('titles_type_idx').on(table.type),
    index('titles_lower_name_idx').on(sql`lower(${table.name})`),
  ],
)

export const lists = pgTable('lists', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
})

export const listMembers = pgTable(
  'list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.titleId] }),
    index('list_members_title_idx').on(table.titleId),
  ],
)

/** Message sources by host (application §3 Message: `so`, shown as its host). */
export const sources = pgTable('sources', {
  source: text('source').primaryKey(),
  /** One of the source types (news, twitter, reddit, …). */
  type: text('type').notNull(),
  icon: text('icon').notNull().default(''),
})

/**
 * A version per reference data set ('inventory'), bumped by the seed and the listing import so
 * every server node can revalidate its cached inventory answer with one row read.
 */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Executives of a title (application §3 Executives: shown as "last, first middle"). */
export const executives = pgTable(
  'executives',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
  },
  (table) => [
    uniqueIndex('executives_person_uq').on(table.titleId, table.firstName, table.lastName),
    index('executives_title_idx').on(table.titleId),
    index('executives_lower_last_name_idx').on(sql`lower(${table.lastName})`),
  ],
)

/** Company register entries of a title (GET /titles/{id}/positions). */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    since: date('since'),
    until: date('until'),
    register: text('register'),
    publishedAt: date('published_at'),
  },
  (table) => [index('positions_title_idx').on(table.titleId)],
)

/** Federal gazette subsidiaries of a title (GET /titles/{id}/subsidiaries). */
export const subsidiaries = pgTable(
  'subsidiaries',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    country: text('country'),
    sharePercent: doublePrecision('share_percent'),
    reportedAt: date('reported_at'),
  },
  (table) => [index('subsidiaries_title_idx').on(table.titleId)],
)

export type TitleRow = typeof titles.$inferSelect
export type NewTitleRow = typeof titles.$inferInsert
