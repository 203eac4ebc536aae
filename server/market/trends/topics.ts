import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { TrendingTopic } from '../../../src/core'
import type { Database } from '../../db'
import { escapeLike } from '../../db/like'
import { dbDate, dbNumber, queryRows } from '../messages/rows'
import { type TopicLabeller, wordsWithin } from './topic-labels'
import { isTrending, talkPace, termRise, trendsBeyondPhrases } from './topic-rise'
import { stampOf, type TrendSpan } from './window'

type Executor = Pick<Database, 'execute'>

const HOUR_MS = 3_600_000
/** The baseline: the 7 days before the window (less when the store is younger). */
export const TOPIC_BASELINE_MS = 7 * 24 * HOUR_MS
/** A topic needs this many messages in the window (and to trend: topic-rise.ts). */
const minCount = (span: TrendSpan) => (span.end - span.start <= 4 * HOUR_MS ? 3 : 5)
/** How often terms grouped by chance are split off and grouped again (the last pass leaves them single). */
const MAX_REGROUPING_PASSES = 3
/** Hours in a topic's sparkline. */
const SERIES_HOURS = 24

/**
 * Phrases whose message count in the window rises against their own baseline rate: expected =
 * baseline count × window length ÷ baseline length × the talk's pace (all messages in the window
 * against the baseline's rate: topic-rise.ts); score = (count − expected) ÷ √(expected + 1).
 * A word is left out when it trends only inside a listed phrase (topic-rise.ts).
 */
export async function trendingTopics(
  db: Executor,
  span: TrendSpan,
  options: { limit: number; query: string | null; labels: TopicLabeller },
): Promise<TrendingTopic[]> {
  const [first] = await queryRows(
    db,
    sql`select min(hour) as hour from trend_terms`,
    v.object({ hour: v.nullable(dbDate) }),
  )
  const earliest = first?.hour?.getTime() ?? span.firstHour
  const baselineStart = Math.max(span.firstHour - TOPIC_BASELINE_MS, earliest)
  const baselineMs = span.firstHour - baselineStart
  const windowMs = Math.max(HOUR_MS, span.end - span.firstHour)
  const like = options.query ? `%${escapeLike(options.query.toLowerCase())}%` : null
  const rows = await queryRows(
    db,
    sql`with cur as (
        select term, sum(count) as c from trend_terms
        where hour >= ${stampOf(span.firstHour)}::timestamptz and hour < ${stampOf(span.end)}::timestamptz
          ${like ? sql`and term like ${like}` : sql``}
        group by term having sum(count) >= ${minCount(span)})
      select cur.term, cur.c,
        coalesce((select sum(b.count) from trend_terms b where b.term = cur.term
          and b.hour >= ${stampOf(baselineStart)}::timestamptz and b.hour < ${stampOf(span.firstHour)}::timestamptz), 0) as b
      from cur`,
    v.object({ term: v.string(), c: dbNumber, b: dbNumber }),
  )
  const [talk] = await queryRows(
    db,
    sql`select coalesce(sum(count) filter (where hour >= ${stampOf(span.firstHour)}::timestamptz), 0) as c,
        coalesce(sum(count) filter (where hour < ${stampOf(span.firstHour)}::timestamptz), 0) as b
      from trend_counts
      where kind = 'source' and hour >= ${stampOf(baselineStart)}::timestamptz
        and hour < ${stampOf(span.end)}::timestamptz`,
    v.object({ c: dbNumber, b: dbNumber }),
  )
  const pace = talkPace(talk?.c ?? 0, talk?.b ?? 0, windowMs, baselineMs)
  const ranked = rows
    .map((row) => termRise(row.term, row.c, baselineMs > 0 ? ((row.b * windowMs) / baselineMs) * pace : 0))
    .filter(isTrending)
    .sort((a, b) => b.score - a.score || b.count - a.count || a.term.localeCompare(b.term))
  const phrases = ranked.filter((topic) => topic.term.includes(' '))
  // Three times the limit: grouping below folds words of the same messages into one topic.
  const kept = ranked
    .filter((topic) => topic.term.includes(' ') || trendsBeyondPhrases(topic, phrases))
    .slice(0, options.limit * 3)
  if (kept.length === 0) return []
  const seriesStart = Math.floor((span.end - SERIES_HOURS * HOUR_MS) / HOUR_MS) * HOUR_MS + HOUR_MS
  const hourly = await queryRows(
    db,
    sql`select term, (extract(epoch from hour) * 1000)::float8 as hour_ms, count from trend_terms
      where term = any(${sql.param(kept.map((topic) => topic.term))}::text[])
        and hour >= ${stampOf(seriesStart)}::timestamptz and hour < ${stampOf(span.end)}::timestamptz`,
    v.object({ term: v.string(), hour_ms: dbNumber, count: dbNumber }),
  )
  const series = new Map(kept.map((topic) => [topic.term, new Array<number>(SERIES_HOURS).fill(0)]))
  for (const row of hourly) {
    const slot = Math.round((row.hour_ms - seriesStart) / HOUR_MS)
    const values = series.get(row.term)
    if (values && slot >= 0 && slot < SERIES_HOURS) values[slot] = row.count
  }
  const topics = kept.map((topic) => ({
    ...topic,
    label: topic.term,
    series: series.get(topic.term) ?? [],
    related: [],
    related_labels: [],
  }))
  const rank = new Map(topics.map((topic, i) => [topic.term, i]))
  let shown = foldNamesakes(groupCooccurring(topics)).slice(0, options.limit)
  let spellings = await options.labels(span, shown)
  // Equal counts in equal hours can be chance (two quiet stories of a 7-day window): the terms the
  // lead's messages do not hold are grouped again among themselves, and checked the same way.
  for (let pass = 0; pass < MAX_REGROUPING_PASSES; pass += 1) {
    const apart = new Set(
      shown.flatMap((topic) =>
        topic.related.filter((_, i) => spellings.get(topic.term)?.related[i] === null),
      ),
    )
    if (apart.size === 0) break
    const last = pass === MAX_REGROUPING_PASSES - 1
    const regrouped = topics.filter((topic) => apart.has(topic.term))
    shown = [
      ...shown.map((topic) => ({ ...topic, related: topic.related.filter((term) => !apart.has(term)) })),
      ...(last ? regrouped : groupCooccurring(regrouped)),
    ]
      .sort((a, b) => (rank.get(a.term) ?? 0) - (rank.get(b.term) ?? 0))
      .slice(0, options.limit)
    spellings = await options.labels(span, shown)
  }
  return shown.map((topic) => {
    const spelling = spellings.get(topic.term)
    return {
      ...topic,
      label: spelling?.label ?? topic.term,
      related_labels: topic.related.map((term, i) => spelling?.related[i] ?? term),
    }
  })
}

const oneTopic = (word: TrendingTopic, phrase: TrendingTopic) =>
  wordsWithin(word.term, phrase.term) && phrase.count * 2 >= word.count

/**
 * A phrase and a word of it that both trend are one topic when most of the word's messages write
 * the phrase ("Cisco" in 19 messages, "Cisco Systems" in 12 of them): the radar showed them as two
 * rows. The lower-ranked folds into the higher-ranked as its related term (the lead keeps its own
 * count; the labeller names it by the phrase when most of its messages write it). A word mostly
 * used elsewhere ("shares" beside "Cisco shares") stays a topic of its own.
 */
export function foldNamesakes(topics: readonly TrendingTopic[]): TrendingTopic[] {
  const leads: TrendingTopic[] = []
  for (const topic of topics) {
    const lead = leads.find((other) => oneTopic(other, topic) || oneTopic(topic, other))
    if (lead) lead.related.push(topic.term, ...topic.related)
    else leads.push({ ...topic, related: [...topic.related] })
  }
  return leads
}

/**
 * Terms with the same count in the same hours come from the same messages ("cut", "jobs",
 * "restructuring" of one story): the strongest one stands for them, the others are its related.
 */
export function groupCooccurring(topics: readonly TrendingTopic[]): TrendingTopic[] {
  const groups = new Map<string, TrendingTopic>()
  for (const topic of topics) {
    const key = `${topic.count}|${topic.series.join(',')}`
    const lead = groups.get(key)
    if (lead) lead.related.push(topic.term)
    else groups.set(key, { ...topic, related: [] })
  }
  return [...groups.values()]
}
