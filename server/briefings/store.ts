import { and, desc, eq, gte } from 'drizzle-orm'
import {
  BRIEFING_WINDOW_MS,
  type Briefing,
  type BriefingLanguage,
  type BriefingSummary,
  briefingEdition,
  briefingMorning,
} from '../../src/core'
import type { Database } from '../db'
import { type MorningBriefingRow, morningBriefings } from '../db/schema'
import { composeBriefing } from './compose'
import { briefingFigures } from './figures'

export interface BriefingKey {
  edition: string
  language: BriefingLanguage
  timezone: string
  day: string
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

export function summaryOf(row: MorningBriefingRow): BriefingSummary {
  return {
    id: row.id,
    edition: row.edition,
    language: row.language,
    timezone: row.timezone,
    date: row.day,
    published: seconds(row.publishedAt),
    headline: row.headline,
  }
}

export function briefingOf(row: MorningBriefingRow): Briefing {
  return {
    ...summaryOf(row),
    window_start: seconds(row.windowStart),
    window_end: seconds(row.windowEnd),
    messages: row.content.messages,
    intro: row.content.intro,
    sections: row.content.sections,
  }
}

function keyWhere(key: Omit<BriefingKey, 'day'>) {
  return and(
    eq(morningBriefings.edition, key.edition),
    eq(morningBriefings.language, key.language),
    eq(morningBriefings.timezone, key.timezone),
  )
}

export async function findBriefing(db: Database, key: BriefingKey): Promise<MorningBriefingRow | null> {
  const [row] = await db
    .select()
    .from(morningBriefings)
    .where(and(keyWhere(key), eq(morningBriefings.day, key.day)))
  return row ?? null
}

/** The days from `fromDay` on that have their briefing already. */
export async function writtenDays(
  db: Database,
  key: Omit<BriefingKey, 'day'>,
  fromDay: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ day: morningBriefings.day })
    .from(morningBriefings)
    .where(and(keyWhere(key), gte(morningBriefings.day, fromDay)))
  return new Set(rows.map((row) => row.day))
}

/**
 * Writes the briefing of a key from the messages stored before its morning, unless it exists
 * (the unique key makes a concurrent second write a no-op); answers the stored one either way.
 */
export async function writeBriefing(db: Database, key: BriefingKey): Promise<MorningBriefingRow> {
  const existing = await findBriefing(db, key)
  if (existing) return existing
  const edition = briefingEdition(key.edition)
  if (!edition) throw new Error(`unknown briefing edition ${key.edition}`)
  const endMs = briefingMorning(key.day, key.timezone)
  const startMs = endMs - BRIEFING_WINDOW_MS
  const figures = await briefingFigures(db, edition.universe, { startMs, endMs, day: key.day })
  const { headline, content } = composeBriefing(figures, key.edition, key.language)
  await db
    .insert(morningBriefings)
    .values({
      edition: key.edition,
      language: key.language,
      timezone: key.timezone,
      day: key.day,
      publishedAt: new Date(endMs),
      windowStart: new Date(startMs),
      windowEnd: new Date(endMs),
      headline,
      content,
    })
    .onConflictDoNothing()
  const stored = await findBriefing(db, key)
  if (!stored) throw new Error('briefing not stored')
  return stored
}

export async function listBriefings(
  db: Database,
  key: Omit<BriefingKey, 'day'>,
  limit: number,
): Promise<BriefingSummary[]> {
  const rows = await db
    .select()
    .from(morningBriefings)
    .where(keyWhere(key))
    .orderBy(desc(morningBriefings.day))
    .limit(limit)
  return rows.map(summaryOf)
}

export async function briefingById(db: Database, id: number): Promise<MorningBriefingRow | null> {
  const [row] = await db.select().from(morningBriefings).where(eq(morningBriefings.id, id))
  return row ?? null
}
