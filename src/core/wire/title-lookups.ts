import * as v from 'valibot'
import { KEY_EVENT_FILTER_PATTERN } from '../message-filters'
import { TitleTypeSchema } from '../titles'
import { QueryText, QueryTime } from './history'
import { TITLE_FILTER_KEYS } from './messages'

/**
 * Title lookups of /v6 beyond the inventory and master data (inventory.ts): search, related
 * titles, the filtered title list, entities, earnings, executives and subsidiaries (application
 * §3; data-interface §7 "Inventory", "Entities", "Financials"). Their own module: the pages that
 * use them load them, a first load does not. One schema per answer.
 */

/* @__NO_SIDE_EFFECTS__ */
const digits = (what: string) => v.pipe(v.string(), v.regex(/^\d{1,9}$/, what))

export const TITLE_SEARCH_TYPES = ['all', 'symbol', 'name', 'isin'] as const
export const TitleSearchQuerySchema = v.object({
  format: v.optional(v.string()),
  query: v.pipe(v.string(), v.trim(), v.minLength(1, 'query is empty'), v.maxLength(100)),
  search_type: v.optional(v.picklist(TITLE_SEARCH_TYPES)),
  limit: v.optional(digits('must be a positive whole number')),
})

/** How a search hit matched, best first: isin, symbol, symbol_prefix, name_prefix, contains. */
export const TITLE_MATCHES = ['isin', 'symbol', 'symbol_prefix', 'name_prefix', 'contains'] as const
export const TitleHitSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: TitleTypeSchema,
  symbol: v.nullable(v.string()),
  isin: v.nullable(v.string()),
  exchange_id: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  match: v.picklist(TITLE_MATCHES),
})
export const TitleSearchAnswerSchema = v.array(TitleHitSchema)

export const RelatedQuerySchema = v.object({
  format: v.optional(v.string()),
  limit: v.optional(digits('must be a positive whole number')),
})
export const RELATED_REASONS = ['industry', 'sector', 'index', 'co_mentioned', 'asset_type'] as const
export const RelatedTitleSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: TitleTypeSchema,
  reason: v.picklist(RELATED_REASONS),
  /** Messages mentioning both titles (co_mentioned), else 0. */
  count: v.number(),
})
export const RelatedAnswerSchema = v.array(RelatedTitleSchema)

export const TITLE_SORTS = [
  'buzz',
  'sentiment',
  'chg',
  'week_chg',
  'month_chg',
  'year_chg',
  'name',
  'id',
  'market_cap',
  'messages',
] as const
export type TitleSort = (typeof TITLE_SORTS)[number]

/** Numeric filters of GET /titles; each exists as <name>_higher and <name>_lower. */
export const TITLE_RANGE_FILTERS = [
  'sent',
  'chg',
  'week_chg',
  'month_chg',
  'year_chg',
  'dist_52_week_high',
  'dist_52_week_low',
  'messages',
] as const

const numberText = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'must be a number'))
const sortText = v.pipe(v.string(), v.regex(/^-?[a-z_]+$/, 'must be a sort field, optionally prefixed by -'))

export const TitlesQuerySchema = v.object({
  format: v.optional(v.string()),
  type: v.optional(v.string()),
  region: v.optional(v.string()),
  country: v.optional(v.string()),
  sector: v.optional(v.string()),
  pri_exchange: v.optional(v.string()),
  exchange: v.optional(v.string()),
  list: v.optional(v.string()),
  /** Minimum latest daily buzz, times 100 (100 = average). */
  buzz: v.optional(numberText),
  sent_higher: v.optional(numberText),
  sent_lower: v.optional(numberText),
  chg_higher: v.optional(numberText),
  chg_lower: v.optional(numberText),
  week_chg_higher: v.optional(numberText),
  week_chg_lower: v.optional(numberText),
  month_chg_higher: v.optional(numberText),
  month_chg_lower: v.optional(numberText),
  year_chg_higher: v.optional(numberText),
  year_chg_lower: v.optional(numberText),
  dist_52_week_high_higher: v.optional(numberText),
  dist_52_week_high_lower: v.optional(numberText),
  dist_52_week_low_higher: v.optional(numberText),
  dist_52_week_low_lower: v.optional(numberText),
  /** The latest day's message count (not in the spec's list: the tree map by buzz leaves out titles of one or two messages). */
  messages_higher: v.optional(numberText),
  messages_lower: v.optional(numberText),
  /**
   * Titles with a message carrying one of these key events (score ≥ 4) in the last day:
   * key-event ids or key_events.4.{id}.total fields, comma-joined.
   */
  key_events: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  sort_by: v.optional(sortText),
  limit: v.optional(digits('must be a positive whole number')),
  offset: v.optional(digits('must be a whole number')),
})

export const PostTitlesQuerySchema = v.object({
  format: v.optional(v.string()),
  limit: v.optional(digits('must be a positive whole number')),
  sort_by: v.optional(sortText),
  partition: v.optional(v.string()),
})

/**
 * Filter settings of a view (application §3 "Watchlist"): field, comparator, value. A key-event
 * field key_events.4.{id}.total takes a message count (minimum 1) and gt, gte (default) or eq;
 * the field key_events takes key-event ids (at least one message with one of them).
 */
export const TitleFilterEntrySchema = v.object({
  field: v.union([
    v.picklist([...TITLE_FILTER_KEYS, 'list', 'key_events']),
    v.pipe(v.string(), v.regex(KEY_EVENT_FILTER_PATTERN, 'must be a filter field')),
  ]),
  comparator: v.optional(v.picklist(['eq', 'gt', 'gte'])),
  value: v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))]),
})
export const PostTitlesBodySchema = v.optional(
  v.nullable(v.object({ filters: v.optional(v.array(TitleFilterEntrySchema)) })),
)

export const TitleRowSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: TitleTypeSchema,
  symbol: v.nullable(v.string()),
  currency: v.nullable(v.string()),
  exchange_id: v.nullable(v.number()),
  sector_id: v.nullable(v.string()),
  country: v.nullable(v.string()),
  market_cap: v.nullable(v.number()),
  /** Latest buzz of the partition times 100; null without data. */
  buzz: v.nullable(v.number()),
  /** Latest mean sentiment of the partition in [-1, 1]; null without data. */
  sentiment: v.nullable(v.number()),
  /** Messages in the partition's latest bucket; null without data. */
  messages: v.optional(v.nullable(v.number())),
  /** Buzz points since the bucket before (135 → 160: 25); null without an earlier bucket. */
  buzz_chg: v.optional(v.nullable(v.number())),
  /** Mean sentiment change since the bucket before; null when either bucket has none. */
  sentiment_chg: v.optional(v.nullable(v.number())),
  /** Percent price changes from daily quotes; null without data. */
  chg: v.nullable(v.number()),
  week_chg: v.nullable(v.number()),
  month_chg: v.nullable(v.number()),
  year_chg: v.nullable(v.number()),
  dist_52_week_high: v.nullable(v.number()),
  dist_52_week_low: v.nullable(v.number()),
})
export type TitleRowAnswer = v.InferOutput<typeof TitleRowSchema>
export const TitlesAnswerSchema = v.object({
  total: v.number(),
  partition: v.string(),
  titles: v.array(TitleRowSchema),
})

export const ENTITY_KINDS = ['title', 'person', 'class'] as const
export const EntitySchema = v.object({
  /** Titles by their id ("1001"), people "p<id>", sectors and lists as classes "s<id>", "l<id>". */
  entity_id: v.string(),
  kind: v.picklist(ENTITY_KINDS),
  /** EntityType of data-interface §3: person, class, company, crypto_currency, … */
  entity_type: TitleTypeSchema,
  name: v.string(),
  title_id: v.nullable(v.number()),
  description: v.nullable(v.string()),
})
export const EntitiesAnswerSchema = v.array(EntitySchema)
export const EntitySearchQuerySchema = v.object({
  format: v.optional(v.string()),
  query: v.pipe(v.string(), v.trim(), v.minLength(1, 'query is empty'), v.maxLength(100)),
  entity_type: v.optional(TitleTypeSchema),
  limit: v.optional(digits('must be a positive whole number')),
})

export const EarningsEntrySchema = v.object({
  /** YYYY-MM-DD. */
  release_date: v.string(),
  prior: v.nullable(v.number()),
  consensus: v.nullable(v.number()),
  actual: v.nullable(v.number()),
})
export const EarningsAnswerSchema = v.object({ id: v.number(), earnings: v.array(EarningsEntrySchema) })

/** GET /v6/titles/earnings: the releases of a period over all titles (default: last 7 to next 30 days). */
export const EarningsCalendarQuerySchema = v.strictObject({
  country: v.optional(v.pipe(QueryText, v.regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code'))),
  startDate: QueryTime,
  endDate: QueryTime,
  partition: v.optional(QueryText),
  format: v.optional(QueryText),
})
/** A release with its title and the title's current buzz and sentiment in the asked partition. */
export const EarningsCalendarEntrySchema = v.object({
  id: v.number(),
  name: v.string(),
  symbol: v.nullable(v.string()),
  country: v.nullable(v.string()),
  ...EarningsEntrySchema.entries,
  buzz: v.nullable(v.number()),
  sentiment: v.nullable(v.number()),
  sentiment_score: v.nullable(v.number()),
})
export const EarningsCalendarAnswerSchema = v.array(EarningsCalendarEntrySchema)
export type EarningsCalendarEntry = v.InferOutput<typeof EarningsCalendarEntrySchema>

export const PositionSchema = v.object({
  name: v.string(),
  role: v.string(),
  since: v.nullable(v.string()),
  until: v.nullable(v.string()),
  register: v.nullable(v.string()),
  published_at: v.nullable(v.string()),
})
export const PositionsAnswerSchema = v.object({
  id: v.number(),
  executives: v.array(
    v.object({
      firstName: v.string(),
      middleName: v.nullable(v.string()),
      lastName: v.string(),
      role: v.string(),
    }),
  ),
  positions: v.array(PositionSchema),
})

export const SubsidiarySchema = v.object({
  name: v.string(),
  country: v.nullable(v.string()),
  share_percent: v.nullable(v.number()),
  reported_at: v.nullable(v.string()),
})
export const SubsidiariesAnswerSchema = v.object({ id: v.number(), subsidiaries: v.array(SubsidiarySchema) })
export type PositionsAnswer = v.InferOutput<typeof PositionsAnswerSchema>
export type SubsidiariesAnswer = v.InferOutput<typeof SubsidiariesAnswerSchema>
