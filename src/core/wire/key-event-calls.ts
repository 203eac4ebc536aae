import * as v from 'valibot'
import { QueryText, QueryTime, queryInteger } from './history'
import { ListMessagesQuerySchema } from './statistics'

/** Titles a key event's overview ranks at most. */
export const KEY_EVENT_TOP_TITLES = 10

/** GET /v6/key_events_v2/{key_event_id} (startDate, endDate). */
export const KeyEventDetailQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})

/** One key event over a range: its messages (score ≥ 4), their mean sentiment and the titles they were about. */
export const KeyEventDetailAnswerSchema = v.object({
  key_event_id: v.number(),
  name: v.string(),
  group_id: v.number(),
  icon: v.string(),
  total: v.number(),
  sentiment: v.nullable(v.number()),
  last_time: v.nullable(v.number()),
  titles: v.array(v.object({ title_id: v.number(), name: v.string(), total: v.number() })),
})
export type KeyEventDetailAnswer = v.InferOutput<typeof KeyEventDetailAnswerSchema>

/** GET /v6/key_events_v2/{key_event_id}/messages: the same parameters as a list's messages. */
export const KeyEventMessagesQuerySchema = ListMessagesQuerySchema

/** GET /v6/sectors/{sector_id}/key_events_v2 (region, top_titles_limit, sort_by, limit, partition, dates). */
export const SectorKeyEventsQuerySchema = v.strictObject({
  /** Market codes (US, CA, EU, CN, IN, REST_AS) or ISO country codes, comma-joined. */
  region: v.optional(v.pipe(QueryText, v.regex(/^[A-Za-z_]{2,7}(,[A-Za-z_]{2,7}){0,40}$/))),
  top_titles_limit: queryInteger(1, 30),
  sort_by: v.optional(v.pipe(QueryText, v.picklist(['total', 'sentiment']))),
  limit: queryInteger(1, 100),
  partition: v.optional(QueryText),
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})

export const SectorKeyEventsAnswerSchema = v.array(
  v.object({
    key_event_id: v.number(),
    name: v.string(),
    total: v.number(),
    sentiment: v.nullable(v.number()),
    titles: v.array(v.object({ title_id: v.number(), name: v.string(), total: v.number() })),
  }),
)
export type SectorKeyEventsAnswer = v.InferOutput<typeof SectorKeyEventsAnswerSchema>

/** GET /v6/key_events (v1): the key event types, flat. */
export const KeyEventTypesAnswerSchema = v.array(
  v.object({ key_event_id: v.number(), name: v.string(), group_id: v.number(), icon: v.string() }),
)

/** GET /v6/key_events/latest: the newest messages carrying a key event (score ≥ 4), any title. */
export const LatestKeyEventsQuerySchema = v.strictObject({
  limit: queryInteger(1, 100),
  format: v.optional(QueryText),
})
export const LatestKeyEventsAnswerSchema = v.array(
  v.object({
    key_event_id: v.number(),
    name: v.string(),
    title_id: v.number(),
    title_name: v.string(),
    message_id: v.number(),
    time: v.number(),
    sub: v.string(),
  }),
)
