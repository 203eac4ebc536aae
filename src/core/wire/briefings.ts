import * as v from 'valibot'
import { BRIEFING_EDITION_KEYS, isTimeZone } from '../briefings'
import { QueryText, queryInteger } from './history'

export const BRIEFING_LIST_LIMIT = 14

/**
 * Morning briefings as written (Murmur's shapes; application §7 names only the subscriptions):
 * GET /v6/morning-briefings/reports (summaries of one edition and language, newest first) and
 * GET /v6/morning-briefings/reports/{id} (one briefing). Times are epoch seconds.
 */
export const BriefingEditionSchema = v.picklist(BRIEFING_EDITION_KEYS, 'expected a briefing edition')
export const BriefingLanguageSchema = v.picklist(['en', 'de'], 'expected en or de')

export const BRIEFING_SECTION_KINDS = ['movers', 'sentiment', 'key_events', 'earnings', 'ai_updates'] as const
export type BriefingSectionKind = (typeof BRIEFING_SECTION_KINDS)[number]

export const BriefingItemSchema = v.object({
  /** The asset the line is about (its page), if any. */
  title_id: v.nullable(v.number()),
  name: v.string(),
  /** The line after the name, in the briefing's language. */
  text: v.string(),
  /**
   * The line's figure for a bar: buzz in percent of normal (movers), the change of the sentiment
   * score (sentiment), the messages (key events); null where there is none.
   */
  value: v.nullable(v.number()),
  /** A stream post the line comes from (AI updates). */
  post_id: v.optional(v.string()),
})
export type BriefingItem = v.InferOutput<typeof BriefingItemSchema>

export const BriefingSectionSchema = v.object({
  kind: v.picklist(BRIEFING_SECTION_KINDS),
  title: v.string(),
  items: v.array(BriefingItemSchema),
})
export type BriefingSection = v.InferOutput<typeof BriefingSectionSchema>

export const BriefingSummarySchema = v.object({
  id: v.number(),
  edition: v.string(),
  language: BriefingLanguageSchema,
  timezone: v.string(),
  /** The local day (YYYY-MM-DD) of the morning it was written for. */
  date: v.string(),
  /** The morning it was written for. */
  published: v.number(),
  headline: v.string(),
})
export type BriefingSummary = v.InferOutput<typeof BriefingSummarySchema>

export const BriefingSchema = v.object({
  ...BriefingSummarySchema.entries,
  window_start: v.number(),
  window_end: v.number(),
  /** Messages about the edition's assets in the window. */
  messages: v.number(),
  intro: v.string(),
  sections: v.array(BriefingSectionSchema),
})
export type Briefing = v.InferOutput<typeof BriefingSchema>

export const BriefingListAnswerSchema = v.object({ briefings: v.array(BriefingSummarySchema) })
export type BriefingListAnswer = v.InferOutput<typeof BriefingListAnswerSchema>

/** GET /v6/morning-briefings/reports query. */
export const BriefingListQuerySchema = v.object({
  edition: v.pipe(QueryText, BriefingEditionSchema),
  language: v.optional(v.pipe(QueryText, BriefingLanguageSchema), 'en'),
  /** The subscriber's zone; the edition's own when left out. */
  timezone: v.optional(v.pipe(QueryText, v.check(isTimeZone, 'expected an IANA time zone'))),
  /** Briefings to list (default BRIEFING_LIST_LIMIT). */
  limit: queryInteger(1, 60),
})

/** POST /v6/morning-briefings/subscriptions. */
export const MorningBriefingSubscribeRequestSchema = v.object({
  edition: v.pipe(v.string(), v.trim(), BriefingEditionSchema),
  language: v.picklist(['en', 'de']),
  /** An IANA time zone, e.g. Europe/Berlin. */
  timezone: v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, 'expected an IANA time zone')),
})
export type MorningBriefingSubscribeRequest = v.InferInput<typeof MorningBriefingSubscribeRequestSchema>
