/**
 * Pure rules of the message filters (application §2.2, §3 "Message types", §5 "Sentiment
 * filter", data-interface §5): what the server turns into a query and the client sends.
 */

export const SENTIMENT_CHOICES = ['positive', 'neutral', 'negative'] as const
export type SentimentChoice = (typeof SENTIMENT_CHOICES)[number]

/** The sign test a sentiment filter applies to a message's sentiment value. */
export interface SentimentFilter {
  /** sentiment > 0 */
  positive: boolean
  /** sentiment = 0 */
  neutral: boolean
  /** sentiment < 0 */
  negative: boolean
}

/**
 * All three chosen (or none) sends no filter (null). Otherwise positive means above 0,
 * negative below 0, neutral exactly 0.
 */
export function sentimentFilter(chosen: readonly SentimentChoice[]): SentimentFilter | null {
  const set = new Set(chosen)
  if (set.size === 0 || set.size === SENTIMENT_CHOICES.length) return null
  return { positive: set.has('positive'), neutral: set.has('neutral'), negative: set.has('negative') }
}

/** Whether a message's sentiment value passes the filter (null filter: everything passes). */
export function passesSentimentFilter(filter: SentimentFilter | null, sentiment: number | null): boolean {
  if (filter === null) return true
  if (sentiment === null) return false
  return (
    (filter.positive && sentiment > 0) ||
    (filter.neutral && sentiment === 0) ||
    (filter.negative && sentiment < 0)
  )
}

/** 'filings' is a comma-joined group of these types (application §3). */
export const FILINGS_GROUP = [
  'filings',
  'adhoc',
  'adv_fin_report',
  'annual_meeting',
  'cap_mkt_info',
  'dir_dealings',
  'nav',
  'regulatory',
  'short_interest',
  'takeover_offer',
] as const

/** Every message type of the interface wording (data-interface §3) plus the application's. */
export const MESSAGE_TYPES = [
  'account',
  'adhoc',
  'adv_fin_report',
  'analyst',
  'annual_meeting',
  'blog',
  'buzz',
  'cap_mkt_info',
  'comments',
  'dir_dealings',
  'filings',
  'forum_posts',
  'earnings',
  'dividends',
  'class_action',
  'images',
  'nav',
  'news',
  'regulatory',
  'short_interest',
  'takeover_offer',
  'tweets',
  'videos',
  'voting_rights',
  'others',
] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]

/** A type choice of the search request: a message type or 'all'. */
export const MESSAGE_TYPE_CHOICES = [...MESSAGE_TYPES, 'all'] as const
export type MessageTypeChoice = (typeof MESSAGE_TYPE_CHOICES)[number]

/**
 * The stored types a type choice matches: null (no filter) when 'all' is chosen or nothing,
 * 'filings' expands to its group; each entry may itself be a comma-joined list.
 */
export function expandMessageTypes(chosen: readonly string[]): string[] | null {
  const parts = chosen.flatMap((entry) => entry.split(',').map((part) => part.trim())).filter(Boolean)
  if (parts.length === 0 || parts.includes('all')) return null
  const out = new Set<string>()
  for (const part of parts) {
    if (part === 'filings') for (const type of FILINGS_GROUP) out.add(type)
    else out.add(part)
  }
  return [...out]
}

/** The key-event filter field: key_events.4.{id}.total with a minimum of 1 (data-interface §5). */
export const KEY_EVENT_FILTER_PATTERN = /^key_events\.4\.(\d{1,9})\.total$/

export function keyEventFilterField(keyEventId: number): string {
  return `key_events.4.${keyEventId}.total`
}

/** The key event id named by a filter field, or null when the field has another form. */
export function keyEventIdOfField(field: string): number | null {
  const match = KEY_EVENT_FILTER_PATTERN.exec(field)
  return match?.[1] ? Number(match[1]) : null
}

/** The search core: messages24h when the start is within 24 h of now, else messages. */
export type MessageCore = 'messages' | 'messages24h'
const DAY_MS = 86_400_000

export function messageCore(startMs: number, nowMs: number): MessageCore {
  return nowMs - startMs <= DAY_MS ? 'messages24h' : 'messages'
}

/**
 * A time given as epoch milliseconds (number or digit string) or an ISO 8601 date/time, as
 * epoch ms; null when it is neither or lies outside 1970..9999.
 */
export function parseTimeInput(value: string | number): number | null {
  let ms: number
  if (typeof value === 'number') ms = value
  else if (/^-?\d{1,16}$/.test(value.trim())) ms = Number(value.trim())
  else if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim()))
    ms = Date.parse(value.trim())
  else return null
  if (!Number.isSafeInteger(Math.trunc(ms)) || !Number.isFinite(ms)) return null
  if (ms < 0 || ms > Date.UTC(9999, 11, 31)) return null
  return Math.trunc(ms)
}

/** Percentage with one decimal (author analytics). */
export function percentOneDecimal(part: number, whole: number): number {
  if (whole <= 0) return 0
  return Math.round((part / whole) * 1000) / 10
}
