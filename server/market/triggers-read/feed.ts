import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { TriggerFeedItem } from '../../../src/core'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'

export type FeedLanguage = 'en' | 'de'

const RowSchema = v.object({
  id: dbNumber,
  title_id: v.number(),
  title_name: v.nullable(v.string()),
  kind: v.string(),
  series_id: v.nullable(v.number()),
  time_ms: dbNumber,
  data: v.record(v.string(), v.unknown()),
})
type Row = v.InferOutput<typeof RowSchema>

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

function multiple(buzz: number | null, language: FeedLanguage): string {
  if (buzz === null) return '?'
  const text = buzz >= 10 ? String(Math.round(buzz)) : buzz.toFixed(1)
  return `${language === 'de' ? text.replace('.', ',') : text}×`
}

function percent(move: number | null, language: FeedLanguage): string {
  if (move === null) return '?'
  const text = `${move >= 0 ? '+' : '−'}${Math.abs(move * 100).toFixed(1)} %`
  return language === 'de' ? text.replace('.', ',') : text
}

/** The headline and sentence of a standard alert (application §3 "Alert types"), in English or German. */
export function triggerFeedText(
  kind: string,
  data: Record<string, unknown>,
  name: string,
  language: FeedLanguage,
): { headline: string; text: string } {
  const buzz = multiple(num(data.buzz), language)
  const authors = num(data.unique_authors) ?? 0
  const messages = num(data.messages) ?? 0
  const de = language === 'de'
  const talk = de
    ? `${messages} Nachrichten von ${authors} Autoren`
    : `${messages} messages from ${authors} authors`
  switch (kind) {
    case 'high_buzz':
      return de
        ? { headline: `Hoher Buzz: ${name}`, text: `Der Buzz lag beim ${buzz} des Üblichen: ${talk}.` }
        : { headline: `High buzz: ${name}`, text: `Buzz reached ${buzz} its usual level: ${talk}.` }
    case 'moving_stock_buzz':
      return de
        ? {
            headline: `Steigender Buzz: ${name}`,
            text: `Der Buzz stieg drei Stunden in Folge auf ${buzz}: ${talk}.`,
          }
        : { headline: `Moving buzz: ${name}`, text: `Buzz rose three hours in a row to ${buzz}: ${talk}.` }
    case 'adhoc_buzz':
      return de
        ? { headline: `Ad-hoc-Meldung: ${name}`, text: `Eine Ad-hoc-Meldung bei ${buzz} Buzz: ${talk}.` }
        : { headline: `Ad-hoc release: ${name}`, text: `An ad-hoc release with buzz at ${buzz}: ${talk}.` }
    case 'pre_earnings_buzz': {
      const days = num(data.days_before) ?? 0
      return de
        ? {
            headline: `Buzz vor Zahlen: ${name}`,
            text: `${days} Tage vor den Zahlen lag der Buzz beim ${buzz}: ${talk}.`,
          }
        : {
            headline: `Pre-earnings buzz: ${name}`,
            text: `${days} days before earnings, buzz was ${buzz}: ${talk}.`,
          }
    }
    case 'earnings_buzz':
      return de
        ? {
            headline: `Zahlen mit Buzz: ${name}`,
            text: `Am Tag der Zahlen lag der Buzz beim ${buzz}: ${talk}.`,
          }
        : { headline: `Earnings buzz: ${name}`, text: `On earnings day, buzz was ${buzz}: ${talk}.` }
    case 'price_buzz': {
      const move = percent(num(data.move), language)
      return de
        ? {
            headline: `Kurs und Buzz: ${name}`,
            text: `Der Kurs bewegte sich um ${move} bei ${buzz} Buzz: ${talk}.`,
          }
        : {
            headline: `Price and buzz: ${name}`,
            text: `The price moved ${move} with buzz at ${buzz}: ${talk}.`,
          }
    }
    default:
      return de
        ? { headline: `Alarm: ${name}`, text: `Buzz ${buzz}: ${talk}.` }
        : { headline: `Alert: ${name}`, text: `Buzz ${buzz}: ${talk}.` }
  }
}

function itemOf(row: Row, language: FeedLanguage): TriggerFeedItem {
  const name = row.title_name ?? `#${row.title_id}`
  return {
    trigger_id: row.id,
    title_id: row.title_id,
    title_name: name,
    rule_type: row.kind,
    series_id: row.series_id,
    time: row.time_ms,
    ...triggerFeedText(row.kind, row.data, name, language),
    data: row.data,
  }
}

const SELECT = sql`select tr.id, tr.title_id, t.name as title_name, tr.kind, tr.series_id,
    (extract(epoch from tr.triggered_at) * 1000)::float8 as time_ms, tr.data
  from triggers tr left join titles t on t.id = tr.title_id`

/** The standard alerts of every title in a range, newest first. */
export async function triggersFeed(
  db: Database,
  startMs: number,
  endMs: number,
  limit: number,
  language: FeedLanguage,
): Promise<TriggerFeedItem[]> {
  const rows = await queryRows(
    db,
    sql`${SELECT}
        where tr.rule_id is null
          and tr.triggered_at >= ${new Date(startMs).toISOString()}::timestamptz
          and tr.triggered_at <= ${new Date(endMs).toISOString()}::timestamptz
        order by tr.triggered_at desc, tr.id desc limit ${limit}`,
    RowSchema,
  )
  return rows.map((row) => itemOf(row, language))
}

/** One standard alert by id; null when there is none (or it is a user's own rule alert). */
export async function triggerFeedItem(
  db: Database,
  triggerId: number,
  language: FeedLanguage,
): Promise<TriggerFeedItem | null> {
  const [row] = await queryRows(
    db,
    sql`${SELECT} where tr.rule_id is null and tr.id = ${triggerId}`,
    RowSchema,
  )
  return row ? itemOf(row, language) : null
}
