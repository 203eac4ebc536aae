import * as v from 'valibot'
import { MESSAGE_TYPES } from '../message-filters'

/**
 * One message as connectors hand it to the pipeline: a JSON-lines import line, an item of
 * `POST /v6/ingest`, an RSS item after mapping. Text may hold HTML; the pipeline normalises it.
 */

const nonEmpty = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))

/** ISO 8601 text or epoch milliseconds. */
const TimeSchema = v.union(
  [
    v.pipe(
      v.string(),
      v.check((text) => !Number.isNaN(Date.parse(text)), 'expected an ISO 8601 time'),
      v.transform((text) => new Date(text)),
    ),
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
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
    sub: v.optional(v.pipe(v.string(), v.maxLength(2_000)), ''),
    body: v.optional(v.pipe(v.string(), v.maxLength(100_000)), ''),
    url: v.optional(v.nullable(v.pipe(v.string(), v.url(), v.maxLength(2_000))), null),
    author: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200))), null),
    author_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
    author_verified: v.optional(v.boolean(), false),
    author_followers: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
    /** ISO 639-1 when the sender knows it; detected otherwise. */
    lang: v.optional(
      v.nullable(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'expected a two-letter code'))),
      null,
    ),
    /** Title ids the sender already knows; the linker adds what it finds. */
    titles: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), []),
    demo: v.optional(v.boolean(), false),
  }),
  v.check((m) => m.sub.trim() !== '' || m.body.trim() !== '', 'sub or body must hold text'),
)
export type IngestMessage = v.InferOutput<typeof IngestMessageSchema>
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
