import { EU_COUNTRIES, REST_OF_ASIA_COUNTRIES } from './markets'
import type { TitleType } from './titles'

/**
 * Morning briefings (application §6, §7): editions, when a briefing is due and in which local day.
 * One briefing per edition, language, time zone and local day, written at the zone's morning from
 * the 24 hours before it (server/briefings).
 */

/** Which titles an edition covers: home countries (stocks, indices, funds there) or title types. */
export interface BriefingUniverse {
  countries?: readonly string[]
  types?: readonly TitleType[]
}

export interface BriefingEdition {
  key: string
  label: { en: string; de: string }
  /** The zone of the edition's own morning, when no subscriber's zone is asked for. */
  timezone: string
  universe: BriefingUniverse
}

const EQUITIES: readonly TitleType[] = ['company', 'index', 'fund']

/** One edition per market preference group, one for all of Asia, and one per non-equity asset class. */
export const BRIEFING_EDITIONS = [
  {
    key: 'us',
    label: { en: 'United States', de: 'USA' },
    timezone: 'America/New_York',
    universe: { countries: ['US'], types: EQUITIES },
  },
  {
    key: 'canada',
    label: { en: 'Canada', de: 'Kanada' },
    timezone: 'America/Toronto',
    universe: { countries: ['CA'], types: EQUITIES },
  },
  {
    key: 'europe',
    label: { en: 'Europe', de: 'Europa' },
    timezone: 'Europe/Berlin',
    universe: { countries: [...EU_COUNTRIES, 'GB', 'CH', 'NO'], types: EQUITIES },
  },
  {
    key: 'asia',
    label: { en: 'Asia', de: 'Asien' },
    timezone: 'Asia/Tokyo',
    universe: { countries: ['CN', 'IN', ...REST_OF_ASIA_COUNTRIES], types: EQUITIES },
  },
  {
    key: 'china',
    label: { en: 'China', de: 'China' },
    timezone: 'Asia/Shanghai',
    universe: { countries: ['CN'], types: EQUITIES },
  },
  {
    key: 'india',
    label: { en: 'India', de: 'Indien' },
    timezone: 'Asia/Kolkata',
    universe: { countries: ['IN'], types: EQUITIES },
  },
  {
    key: 'crypto',
    label: { en: 'Crypto', de: 'Krypto' },
    timezone: 'UTC',
    universe: { types: ['crypto_currency'] },
  },
  {
    key: 'commodities',
    label: { en: 'Commodities', de: 'Rohstoffe' },
    timezone: 'Europe/London',
    universe: { types: ['raw_material'] },
  },
  {
    key: 'forex',
    label: { en: 'Currencies', de: 'Währungen' },
    timezone: 'Europe/London',
    universe: { types: ['forex'] },
  },
] as const satisfies readonly BriefingEdition[]

export type BriefingEditionKey = (typeof BRIEFING_EDITIONS)[number]['key']
export const BRIEFING_EDITION_KEYS = BRIEFING_EDITIONS.map((edition) => edition.key) as [
  BriefingEditionKey,
  ...BriefingEditionKey[],
]
export type BriefingLanguage = 'en' | 'de'

export function briefingEdition(key: string): BriefingEdition | undefined {
  return BRIEFING_EDITIONS.find((edition) => edition.key === key)
}

export function editionLabel(key: string, language: BriefingLanguage = 'en'): string {
  return briefingEdition(key)?.label[language] ?? key
}

/** A briefing is written at 07:00 in its zone, before the European and US opening bells. */
export const BRIEFING_HOUR = 7
/** The briefing covers the 24 hours before its morning. */
export const BRIEFING_WINDOW_MS = 86_400_000
/** Past days written when a zone gets its first briefing, so the page has a history to read. */
export const BRIEFING_BACKFILL_DAYS = 6

const DAY_MS = 86_400_000

const dayFormats = new Map<string, Intl.DateTimeFormat>()
function dayFormat(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    dayFormats.set(timezone, format)
  }
  return format
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(ms: number, timezone: string): { day: string; asUtcMs: number } {
  const parts = Object.fromEntries(
    dayFormat(timezone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  )
  const day = `${parts.year}-${parts.month}-${parts.day}`
  const asUtcMs = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return { day, asUtcMs }
}

/** YYYY-MM-DD of an instant in a zone. */
export function localDay(ms: number, timezone: string): string {
  return wallClock(ms, timezone).day
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The instant of `hour`:00 on `day` in `timezone` (across a daylight-saving change, the later guess). */
export function zonedInstant(day: string, hour: number, timezone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000
  let guess = wall
  for (let i = 0; i < 2; i += 1) {
    const offset = wallClock(guess, timezone).asUtcMs - guess
    guess = wall - offset
  }
  return guess
}

/** The morning a briefing of `day` in `timezone` is written at. */
export function briefingMorning(day: string, timezone: string): number {
  return zonedInstant(day, BRIEFING_HOUR, timezone)
}

/** The latest day whose briefing is due at `nowMs` in `timezone` (today from 07:00, else yesterday). */
export function latestBriefingDay(nowMs: number, timezone: string): string {
  const today = localDay(nowMs, timezone)
  return nowMs >= briefingMorning(today, timezone) ? today : addDays(today, -1)
}

/** An IANA time zone this runtime knows, e.g. Europe/Berlin. */
export function isTimeZone(name: string): boolean {
  if (name === '') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** /morning_briefings?edition=&language=&briefing=: the page's state in the URL. */
export interface BriefingsSearch {
  edition: BriefingEditionKey
  language: BriefingLanguage
  /** The briefing open; the newest when left out. */
  briefing?: number
}

const firstOf = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)

/** Reads the page's query; unknown values fall back to the defaults (US edition, English, newest). */
export function briefingsSearch(raw: Record<string, unknown>): BriefingsSearch {
  const edition = String(firstOf(raw.edition) ?? '')
  const language = firstOf(raw.language) === 'de' ? 'de' : 'en'
  const briefing = Number(firstOf(raw.briefing))
  return {
    edition: BRIEFING_EDITION_KEYS.find((key) => key === edition) ?? 'us',
    language,
    ...(Number.isSafeInteger(briefing) && briefing > 0 ? { briefing } : {}),
  }
}
