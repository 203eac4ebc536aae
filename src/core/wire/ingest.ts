import * as v from 'valibot'
import { MESSAGE_TYPES } from '../message-filters'

/**
 * One message as connectors hand it to the pipeline: a JSON-lines import line, an item of
 * `POST /v6/ingest`, an RSS item after mapping. Text may hold HTML; the pipeline normalises it.
 */

/** A UTF-16 surrogate without its pair: no UTF-8 text holds it, so PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const NUL = String.fromCharCode(0)

/** False for text PostgreSQL cannot store: a NUL character or an unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text)
}

/** Largest value of a PostgreSQL integer column (title ids, follower counts). */
const MAX_INT4 = 2_147_483_647

const storable = v.check(isStorableText, 'holds a NUL character or an unpaired surrogate')
/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => v.pipe(v.string(), storable, v.maxLength(max))
/* @__NO_SIDE_EFFECTS__ */
const nonEmpty = (max: number) => v.pipe(v.string(), storable, v.trim(), v.minLength(1), v.maxLength(max))

/** Message times the interface accepts at all; whether one is too old or ahead of the clock is checked on ingest. */
const isRepresentable = (ms: number) => Number.isFinite(ms) && Math.abs(ms) <= 8.64e15

/** ISO 8601 text or epoch milliseconds. */
const TimeSchema = v.union(
  [
    v.pipe(
      v.string(),
      v.check((text) => isRepresentable(Date.parse(text)), 'expected an ISO 8601 time'),
      v.transform((text) => new Date(text)),
    ),
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.check(isRepresentable, 'expected epoch milliseconds of a real date'),
      v.transform((ms) => new Date(ms)),
    ),
  ],
  'expected an ISO 8601 time or epoch milliseconds',
)

export const IngestMessageSchema = v.pipe(
  v.object({
    /** Source host, e.g. reuters.com; a URL is reduced to its host. */
    source: nonEmpty(200),
    /** The message's id within its source (guid, tweet id, link). */
    source_id: nonEmpty(500),
    type: v.picklist(MESSAGE_TYPES, 'unknown message type'),
    time: TimeSchema,
    sub: v.optional(text(2_000), ''),
    body: v.optional(text(100_000), ''),
    url: v.optional(v.nullable(v.pipe(v.string(), storable, v.url(), v.maxLength(2_000))), null),
    /** An image the source gave with the message (https or http URL). */
    image_url: v.optional(
      v.nullable(v.pipe(v.string(), storable, v.url(), v.regex(/^https?:\/\//i), v.maxLength(2_000))),
      null,
    ),
    author: v.optional(v.nullable(v.pipe(v.string(), storable, v.trim(), v.maxLength(200))), null),
    author_name: v.optional(v.nullable(text(200)), null),
    author_verified: v.optional(v.boolean(), false),
    author_followers: v.optional(
      v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_INT4))),
      null,
    ),
    /** ISO 639-1 when the sender knows it; detected otherwise. */
    lang: v.optional(
      v.nullable(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'expected a two-letter code'))),
      null,
    ),
    /** Title ids the sender already knows; the linker adds what it finds. */
    titles: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_INT4))), []),
    demo: v.optional(v.boolean(), false),
  }),
  v.check((m) => m.sub.trim() !== '' || m.body.trim() !== '', 'sub or body must hold text'),
)
export type IngestMessage = v.InferOutput<typeof IngestMessageSchema>

/** Most releases one calendar call may carry. */
export const MAX_EARNINGS_PER_CALL = 5_000

const EarningsFigure = v.optional(v.nullable(v.pipe(v.number(), v.finite())), null)

/**
 * POST /v6/ingest/earnings (operator): releases of the earnings calendar, earnings per share
 * before (prior), expected (consensus) and reported (actual, null until published). A release
 * stored again takes the newer figures. An earnings message makes an AI update only on a day of
 * its title's calendar (or the day after), when the title has a calendar.
 */
export const IngestEarningsSchema = v.pipe(
  v.array(
    v.strictObject({
      title_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_INT4)),
      release_date: v.pipe(
        v.string(),
        v.isoDate('expected a date as YYYY-MM-DD'),
        // The format alone lets 2026-02-30 through.
        v.check((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'no such day'),
      ),
      prior: EarningsFigure,
      consensus: EarningsFigure,
      actual: EarningsFigure,
    }),
  ),
  v.minLength(1, 'no releases given'),
  v.maxLength(MAX_EARNINGS_PER_CALL, `at most ${MAX_EARNINGS_PER_CALL} releases per call`),
)
export type IngestEarnings = v.InferOutput<typeof IngestEarningsSchema>

/** No market message of interest predates this (application data floor is 2012; 2011 leaves room). */
export const EARLIEST_MESSAGE_TIME_MS = Date.UTC(2011, 0, 1)
/** Clock skew tolerated between a sender and this server before a time counts as in the future. */
export const MESSAGE_CLOCK_SKEW_MS = 5 * 60_000

/**
 * Why a message time cannot be taken, or null: before 2011, or ahead of `nowMs` by more than the
 * clock skew (a message from the future would become a title's current figures).
 */
export function messageTimeProblem(timeMs: number, nowMs: number): string | null {
  if (timeMs < EARLIEST_MESSAGE_TIME_MS)
    return 'field time: before 2011-01-01, too old to be a market message'
  if (timeMs > nowMs + MESSAGE_CLOCK_SKEW_MS) {
    return `field time: ${new Date(timeMs).toISOString()} is in the future (more than ${MESSAGE_CLOCK_SKEW_MS / 60_000} minutes ahead of the server clock)`
  }
  return null
}
export type IngestMessageInput = v.InferInput<typeof IngestMessageSchema>

/** A line of an ingest that was not taken: 1-based line (or item) number, catalogue code, reason. */
export const IngestRejectionSchema = v.object({
  line: v.number(),
  code: v.picklist([8, 32, 33]),
  reason: v.string(),
})
export type IngestRejection = v.InferOutput<typeof IngestRejectionSchema>

/** Answer of `POST /v6/ingest`: counts of the committed batch and the lines rejected. */
export const IngestResultSchema = v.object({
  received: v.number(),
  stored: v.number(),
  duplicates: v.number(),
  rejected: v.array(IngestRejectionSchema),
})
export type IngestResult = v.InferOutput<typeof IngestResultSchema>
