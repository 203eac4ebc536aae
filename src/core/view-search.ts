import * as v from 'valibot'
import {
  MESSAGE_TYPE_CHOICES,
  type MessageTypeChoice,
  SENTIMENT_CHOICES,
  type SentimentChoice,
  sentimentFilter,
} from './message-filters'
import type { TabName } from './tabs'
import type { MessageSearchBody } from './wire/messages'

/**
 * Query params of the asset, list and author views (application §2.2, §5 "Routes"): message
 * filters, a time range, and the asset page's title_id and tab. Any param may be given once or
 * repeated (an array). Parsing never throws: unknown keys and values are dropped.
 *
 * The router parses query values as JSON, so `source=123` arrives as the number 123 and
 * `searchQuery=true` as a boolean: string params turn numbers and booleans back into their text,
 * other values (objects, null) are dropped. Integer params keep safe integers and digit strings.
 */

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value]
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean')
    return String(value)
  return undefined
}

function asInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined
  if (typeof value !== 'string' || !/^-?\d{1,16}$/.test(value.trim())) return undefined
  const parsed = Number(value.trim())
  return Number.isSafeInteger(parsed) ? parsed : undefined
}

function keepList<T>(value: unknown, item: (entry: unknown) => T | undefined): T[] | undefined {
  const kept = [...new Set(listOf(value).map(item))].filter((entry): entry is T => entry !== undefined)
  return kept.length > 0 ? kept : undefined
}

/** A repeatable string param: kept strings, or undefined when none remain. */
export const StringListParamSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): string[] | undefined => keepList(value, asText)),
  ),
)

/** A repeatable integer param: kept safe integers, or undefined when none remain. */
export const IntegerListParamSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): number[] | undefined => keepList(value, asInteger)),
  ),
)

/**
 * A time range param, always as text so that the time range validation sees (and reports)
 * every value given: numbers become digits, and a value that is no single string or number
 * becomes '' (invalid).
 */
export const TimeRangeParamSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): string | undefined => (value === undefined ? undefined : (asText(value) ?? ''))),
  ),
)

export const MESSAGE_FILTER_SEARCH_ENTRIES = {
  messageType: StringListParamSchema,
  messageLanguage: StringListParamSchema,
  /** Kept in the URL, never sent: author-type filtering is always off (application §6). */
  authorType: StringListParamSchema,
  messageSentiment: StringListParamSchema,
  source: StringListParamSchema,
  searchQuery: StringListParamSchema,
  messageAsset: IntegerListParamSchema,
  messageKeyEvent: IntegerListParamSchema,
}

export const TIME_RANGE_SEARCH_ENTRIES = {
  relativeTimeRange: TimeRangeParamSchema,
  startDate: TimeRangeParamSchema,
  endDate: TimeRangeParamSchema,
}

export const messageFilterSearchSchema = v.fallback(v.object(MESSAGE_FILTER_SEARCH_ENTRIES), {})
export type MessageFilterSearch = v.InferOutput<typeof messageFilterSearchSchema>

export const timeRangeSearchSchema = v.fallback(v.object(TIME_RANGE_SEARCH_ENTRIES), {})
export type TimeRangeSearch = v.InferOutput<typeof timeRangeSearchSchema>

/** The asset page's tabs; Messages is the default (application §9). */
export const ASSET_TABS = [
  'asset_info',
  'asset_messages',
  'asset_common',
] as const satisfies readonly TabName[]
export type AssetTab = (typeof ASSET_TABS)[number]
export const DEFAULT_ASSET_TAB: AssetTab = 'asset_messages'
const AssetTabSchema = v.picklist(ASSET_TABS)

export const AssetTabParamSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): AssetTab | undefined => (v.is(AssetTabSchema, value) ? value : undefined)),
  ),
)

/** title_id: a positive safe integer (a digit string is read as its number), else dropped. */
export const TitleIdParamSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): number | undefined => {
      const id = Array.isArray(value) ? undefined : asInteger(value)
      return id !== undefined && id > 0 ? id : undefined
    }),
  ),
)

export const AssetSearchSchema = v.fallback(
  v.object({
    title_id: TitleIdParamSchema,
    tab: AssetTabParamSchema,
    ...MESSAGE_FILTER_SEARCH_ENTRIES,
    ...TIME_RANGE_SEARCH_ENTRIES,
  }),
  {},
)
export type AssetSearch = v.InferOutput<typeof AssetSearchSchema>

/** The filter fields of POST /v6/messages/search that the message filter params set. */
export type MessageSearchFilterFields = Pick<
  MessageSearchBody,
  'source' | 'lang' | 'type' | 'key_events' | 'titles' | 'sentiment' | 'query'
>

const MAX_ID = 2_147_483_647
const MAX_LIST = 100
const MAX_TITLES = 1000
const MAX_QUERY_LENGTH = 500
const LANGUAGE_PATTERN = /^([a-z]{2,3}|n\/a|others)$/

const TYPE_CHOICES: ReadonlySet<string> = new Set(MESSAGE_TYPE_CHOICES)
const isTypeChoice = (value: string): value is MessageTypeChoice => TYPE_CHOICES.has(value)
const isSentimentChoice = (value: string): value is SentimentChoice =>
  (SENTIMENT_CHOICES as readonly string[]).includes(value)
const isId = (id: number) => id >= 1 && id <= MAX_ID

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined
}

/**
 * The body fields of POST /v6/messages/search for the chosen filters. Values the body does not
 * accept are left out, 'all' among the types means no type filter, all three sentiments (or none)
 * mean no sentiment filter, search queries are joined by spaces. Empty filters are left out.
 */
export function messageSearchFilters(filters: MessageFilterSearch): MessageSearchFilterFields {
  const fields: MessageSearchFilterFields = {}
  const source = nonEmpty(
    (filters.source ?? []).map((s) => s.trim()).filter((s) => s.length > 0 && s.length <= 200),
  )
  if (source) fields.source = source.slice(0, MAX_LIST)
  const lang = nonEmpty(
    [...new Set((filters.messageLanguage ?? []).map((l) => l.trim().toLowerCase()))].filter((l) =>
      LANGUAGE_PATTERN.test(l),
    ),
  )
  if (lang) fields.lang = lang.slice(0, MAX_LIST)
  const types = [
    ...new Set((filters.messageType ?? []).flatMap((entry) => entry.split(',').map((t) => t.trim()))),
  ].filter(isTypeChoice)
  if (types.length > 0 && !types.includes('all')) fields.type = types
  const keyEvents = nonEmpty((filters.messageKeyEvent ?? []).filter(isId))
  if (keyEvents) fields.key_events = keyEvents.slice(0, MAX_LIST)
  const titles = nonEmpty((filters.messageAsset ?? []).filter(isId))
  if (titles) fields.titles = titles.slice(0, MAX_TITLES)
  const chosen = (filters.messageSentiment ?? []).map((s) => s.trim().toLowerCase()).filter(isSentimentChoice)
  const sentiment = sentimentFilter(chosen)
  if (sentiment) fields.sentiment = SENTIMENT_CHOICES.filter((choice) => sentiment[choice])
  const query = (filters.searchQuery ?? [])
    .map((q) => q.trim())
    .filter(Boolean)
    .join(' ')
  if (query) fields.query = query.slice(0, MAX_QUERY_LENGTH)
  return fields
}
