import { and, count, eq, gte, inArray, lte, max, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { DAY_MS, TitleTypeSchema } from '../../../src/core'
import type { Database } from '../../db'
import { earnings, quotes, rules, titles, triggers, watchlists } from '../../db/schema'
import type { DailyQuote, TriggerRecord } from './standard'

export interface StoredTrigger extends TriggerRecord {
  id: number
}

/** Inserts alerts once: an alert already stored (same kind, title, time and key) is skipped. */
export async function insertTriggers(
  db: Database,
  records: readonly TriggerRecord[],
): Promise<StoredTrigger[]> {
  if (records.length === 0) return []
  const inserted = await db
    .insert(triggers)
    .values(
      records.map((r) => ({
        kind: r.kind,
        ruleId: r.ruleId,
        titleId: r.titleId,
        triggeredAt: new Date(r.triggeredAt),
        seriesId: r.seriesId,
        key: r.key,
        data: r.data,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: triggers.id,
      kind: triggers.kind,
      titleId: triggers.titleId,
      triggeredAt: triggers.triggeredAt,
      key: triggers.key,
    })
  const byIdentity = new Map(records.map((r) => [`${r.kind}|${r.titleId}|${r.triggeredAt}|${r.key}`, r]))
  return inserted.flatMap((row) => {
    const source = byIdentity.get(`${row.kind}|${row.titleId}|${row.triggeredAt.getTime()}|${row.key}`)
    return source ? [{ ...source, id: row.id }] : []
  })
}

/** Earnings release days (YYYY-MM-DD) of the titles within [from, to]. */
export async function loadReleaseDates(
  db: Database,
  titleIds: readonly number[],
  from: number,
  to: number,
): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>()
  if (titleIds.length === 0) return found
  const rows = await db
    .select({ titleId: earnings.titleId, releaseDate: earnings.releaseDate })
    .from(earnings)
    .where(
      and(
        inArray(earnings.titleId, [...titleIds]),
        gte(earnings.releaseDate, new Date(from).toISOString().slice(0, 10)),
        lte(earnings.releaseDate, new Date(to).toISOString().slice(0, 10)),
      ),
    )
  for (const row of rows) found.set(row.titleId, [...(found.get(row.titleId) ?? []), row.releaseDate])
  return found
}

/** Daily quotes of the titles from a week before `from` up to `to`, oldest first. */
export async function loadDailyQuotes(
  db: Database,
  titleIds: readonly number[],
  from: number,
  to: number,
): Promise<Map<number, DailyQuote[]>> {
  const found = new Map<number, DailyQuote[]>()
  if (titleIds.length === 0) return found
  const rows = await db
    .select({ titleId: quotes.titleId, t: quotes.t, c: quotes.c })
    .from(quotes)
    .where(
      and(
        inArray(quotes.titleId, [...titleIds]),
        eq(quotes.interval, '1d'),
        gte(quotes.t, new Date(from - 7 * DAY_MS)),
        lte(quotes.t, new Date(to)),
      ),
    )
    .orderBy(quotes.t)
  for (const row of rows)
    found.set(row.titleId, [...(found.get(row.titleId) ?? []), { t: row.t.getTime(), c: row.c }])
  return found
}

/** A cheap fingerprint of the rules table: changes whenever a rule is added, changed or deleted. */
/** Changes whenever a rule or a watchlist (a rule's scope) is added, changed or removed. */
export async function rulesVersion(db: Database): Promise<string> {
  const [row] = await db.select({ n: count(), latest: max(rules.updatedAt), top: max(rules.id) }).from(rules)
  const [lists] = await db
    .select({ n: count(), latest: max(watchlists.updatedAt), top: max(watchlists.id) })
    .from(watchlists)
  return [row?.n, row?.latest?.getTime(), row?.top, lists?.n, lists?.latest?.getTime(), lists?.top]
    .map((part) => part ?? 0)
    .join('|')
}

export async function loadRules(db: Database) {
  return db.select().from(rules)
}

/** Title ids of an index (by membership) or a class (by title type). */
export async function titlesInScope(
  db: Database,
  type: 'index' | 'class',
  id: number | string,
): Promise<number[]> {
  if (type === 'index') {
    const rows = await db
      .select({ id: titles.id })
      .from(titles)
      .where(sql`${titles.indexIds} @> ${JSON.stringify([Number(id)])}::jsonb`)
    return rows.map((row) => row.id)
  }
  const titleType = v.safeParse(TitleTypeSchema, id)
  if (!titleType.success) return []
  const rows = await db.select({ id: titles.id }).from(titles).where(eq(titles.type, titleType.output))
  return rows.map((row) => row.id)
}

/** Names of titles, for alerts sent live (a toast names its asset). */
export async function titleNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id > 0)
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ id: titles.id, name: titles.name })
    .from(titles)
    .where(inArray(titles.id, unique))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** A release is quoted in its alert up to this many characters. */
const RELEASE_TEXT_MAX = 160
/** A release's own label ('Ad hoc announcement:', 'EQS-Adhoc:'): the alert's headline says it already. */
const RELEASE_LABEL = /^(?:[a-z]+-)?ad[ -]?hoc(?:[ -](?:announcement|release|disclosure|news))?\s*:\s*/i

const ReleaseRowSchema = v.object({
  i: v.union([v.number(), v.string()]),
  id: v.union([v.number(), v.string()]),
  sub: v.string(),
  body: v.string(),
})

/**
 * Adhoc-buzz alerts with the release they are about (data.release: its message id and what it
 * said), so an alert names the news, not only that there was some: the title's first ad-hoc
 * message in the alert's bucket. Other alerts, and one whose message is not stored, stay as they are.
 */
export async function withReleases(
  db: Database,
  records: readonly TriggerRecord[],
): Promise<TriggerRecord[]> {
  const adhoc = records.flatMap((record, index) =>
    record.kind === 'adhoc_buzz' && typeof record.data.bucket_start === 'number'
      ? [{ index, titleId: record.titleId, start: record.data.bucket_start, end: record.triggeredAt }]
      : [],
  )
  if (adhoc.length === 0) return [...records]
  const result = await db.execute(sql`
    select distinct on (k.i) k.i, m.id, m.sub, m.body
    from unnest(${sql.param(adhoc.map((a) => a.index))}::int[], ${sql.param(adhoc.map((a) => a.titleId))}::int[],
      ${sql.param(adhoc.map((a) => a.start))}::float8[], ${sql.param(adhoc.map((a) => a.end))}::float8[]) as k(i, t, s, e)
    join message_titles mt on mt.title_id = k.t and mt.type = 'adhoc'
      and mt.message_time >= to_timestamp(k.s / 1000.0) and mt.message_time < to_timestamp(k.e / 1000.0)
    join messages m on m.id = mt.message_id
    order by k.i, mt.message_time, m.id`)
  const releases = new Map<number, { message_id: number; text: string }>()
  for (const row of v.parse(v.object({ rows: v.array(ReleaseRowSchema) }), result).rows) {
    const said = (row.sub || row.body).replace(/\s+/g, ' ').trim().replace(RELEASE_LABEL, '')
    if (said === '') continue
    const text = said.length > RELEASE_TEXT_MAX ? `${said.slice(0, RELEASE_TEXT_MAX - 1).trimEnd()}…` : said
    releases.set(Number(row.i), { message_id: Number(row.id), text })
  }
  return records.map((record, index) => {
    const release = releases.get(index)
    return release ? { ...record, data: { ...record.data, release } } : record
  })
}
