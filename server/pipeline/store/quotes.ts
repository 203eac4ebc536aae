import { sql } from 'drizzle-orm'
import { dividends, earnings, quotes, shortSales, titles } from '../../db/schema'
import type { StoredQuote } from '../contract'
import type { Tx } from './authors'

export interface EarningsDate {
  titleId: number
  /** YYYY-MM-DD */
  releaseDate: string
  prior: number | null
  consensus: number | null
  actual: number | null
}

const CHUNK = 20_000

/** OHLCV bars; a bar stored again (the still-forming live bar) takes the newer values. */
export async function insertQuotes(tx: Tx, batch: readonly StoredQuote[]): Promise<void> {
  for (let i = 0; i < batch.length; i += CHUNK) {
    const chunk = batch.slice(i, i + CHUNK)
    // One array parameter per column: a fraction of the bytes and the parsing of a JSON row set.
    const column = <T>(pick: (quote: StoredQuote) => T) => sql.param(chunk.map(pick))
    await tx.execute(sql`
      insert into ${quotes} (title_id, interval, t, o, h, l, c, v)
      select id, iv, to_timestamp(ms / 1000.0), o, h, l, c, v
      from unnest(${column((q) => q.titleId)}::int[], ${column((q) => q.interval)}::text[],
        ${column((q) => q.t.getTime())}::float8[], ${column((q) => q.o)}::float8[],
        ${column((q) => q.h)}::float8[], ${column((q) => q.l)}::float8[], ${column((q) => q.c)}::float8[],
        ${column((q) => q.v)}::float8[]) as r(id, iv, ms, o, h, l, c, v)
      on conflict (title_id, interval, t) do update set o = excluded.o, h = excluded.h, l = excluded.l,
        c = excluded.c, v = excluded.v`)
  }
}

export async function insertEarnings(tx: Tx, rows: readonly EarningsDate[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.execute(sql`
      insert into ${earnings} (title_id, release_date, prior, consensus, actual)
      select "titleId", "releaseDate", prior, consensus, actual
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::jsonb) as r("titleId" integer,
        "releaseDate" date, prior double precision, consensus double precision, actual double precision)
      on conflict (title_id, release_date) do update set prior = excluded.prior,
        consensus = excluded.consensus, actual = excluded.actual`)
  }
}

export interface DividendPayment {
  titleId: number
  /** YYYY-MM-DD */
  exDate: string
  payDate: string | null
  amount: number
  perYear: number
}

export async function insertDividends(tx: Tx, rows: readonly DividendPayment[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.execute(sql`
      insert into ${dividends} (title_id, ex_date, pay_date, amount, per_year)
      select "titleId", "exDate", "payDate", amount, "perYear"
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::jsonb) as r("titleId" integer,
        "exDate" date, "payDate" date, amount double precision, "perYear" integer)
      on conflict (title_id, ex_date) do update set pay_date = excluded.pay_date,
        amount = excluded.amount, per_year = excluded.per_year`)
  }
}

export interface SharesOutstanding {
  titleId: number
  shares: number
}

/** Shares outstanding of titles that have none yet: a count a listing brought is kept. */
export async function fillSharesOutstanding(tx: Tx, rows: readonly SharesOutstanding[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.execute(sql`
      update ${titles} t set shares_outstanding = r.shares
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::jsonb) as r("titleId" integer, shares double precision)
      where t.id = r."titleId" and t.shares_outstanding is null`)
  }
}

/** A short-sale record as stored (data-interface §7 "Financials"; both shapes in one table). */
export interface ShortSaleRecord {
  titleId: number
  source: 'fca' | 'finra'
  /** YYYY-MM-DD */
  date: string
  market: string
  holder: string
  isin: string | null
  shortVolume: number | null
  shortExemptVolume: number | null
  totalVolume: number | null
  sharesPercentShort: number | null
}

/** Short-sale records; a record stored again (same title, source, day, market, holder) is replaced. */
export async function insertShortSales(tx: Tx, rows: readonly ShortSaleRecord[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.execute(sql`
      insert into ${shortSales} (title_id, source, date, market, holder, isin, short_volume, short_exempt_volume,
        total_volume, shares_percent_short)
      select "titleId", source, date, market, holder, isin, "shortVolume", "shortExemptVolume", "totalVolume",
        "sharesPercentShort"
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::jsonb) as r("titleId" integer,
        source text, date date, market text, holder text, isin text, "shortVolume" double precision,
        "shortExemptVolume" double precision, "totalVolume" double precision, "sharesPercentShort" double precision)
      on conflict (title_id, source, date, market, holder) do update set isin = excluded.isin,
        short_volume = excluded.short_volume, short_exempt_volume = excluded.short_exempt_volume,
        total_volume = excluded.total_volume, shares_percent_short = excluded.shares_percent_short`)
  }
}
