import { type SQL, sql } from 'drizzle-orm'
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** Market data the feed stores: quotes, price statistics, earnings, dividends, short sales. */
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
