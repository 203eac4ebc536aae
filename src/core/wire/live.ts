import * as v from 'valibot'
import { ApiErrorBodySchema } from './api-error'

/** Event names of the live socket (data-interface §7 "Live socket"). */
export const LIVE_EVENT = {
  authorize: 'authorize',
  subscribeTitle: 'subscribe_title',
  subscribeTitlePartition: 'subscribe_title_partition',
  unsubscribeTitle: 'unsubscribe_title',
  unsubscribeTitlePartition: 'unsubscribe_title_partition',
  subscribeTitleMessages: 'subscribe_title_messages',
  subscribeTitleTicks: 'subscribe_title_ticks',
  subscribeStreamPosts: 'subscribe_stream_posts',
  subscribeSignals: 'subscribe_signals',
  subscribeStdSignals: 'subscribe_std_signals',
  subscribeWatchlist: 'subscribe_watchlist',
  /** Murmur's addition: after a reconnect, the messages of subscribed titles the socket missed. */
  resyncMessages: 'resync_messages',
  buzz: 'buzz',
  tick: 'tick',
  message: 'message',
  post: 'post',
  signal: 'signal',
  stdSignal: 'std_signal',
} as const

export const AuthorizeRequestSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(320)),
  /** MD5 hex of the password, as for HTTP basic auth. */
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  fingerprint: v.pipe(v.string(), v.maxLength(256)),
})
export type AuthorizeRequest = v.InferOutput<typeof AuthorizeRequestSchema>

export const AuthorizeResultSchema = v.object({
  user_id: v.number(),
  username: v.string(),
})

/** Acknowledgement of every live request: a result or an error body. */
/* @__NO_SIDE_EFFECTS__ */
export function liveAckSchema<T extends v.GenericSchema>(result: T) {
  return v.union([v.object({ result }), v.object({ error: ApiErrorBodySchema })])
}

export const AuthorizeAckSchema = liveAckSchema(AuthorizeResultSchema)
export type AuthorizeAck = v.InferOutput<typeof AuthorizeAckSchema>

const TitleIdsSchema = v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1))), v.maxLength(5000))
const PartitionSchema = v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/))

export const SubscribeTitleRequestSchema = v.object({ titles: TitleIdsSchema })
export const SubscribeTitlePartitionRequestSchema = v.object({
  titles: TitleIdsSchema,
  partition: PartitionSchema,
})
export type SubscribeTitlePartitionRequest = v.InferOutput<typeof SubscribeTitlePartitionRequestSchema>

export const SubscribeAckSchema = liveAckSchema(v.object({ titles: v.array(v.number()) }))
export type SubscribeAck = v.InferOutput<typeof SubscribeAckSchema>

/** `subscribe_watchlist`: the titles of one of the user's watchlists, in `partition` (default realtime). */
export const SubscribeWatchlistRequestSchema = v.object({
  wid: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(2_147_483_647)),
  partition: v.optional(PartitionSchema),
})
export const SubscribeWatchlistAckSchema = liveAckSchema(
  v.object({ wid: v.number(), partition: v.string(), titles: v.array(v.number()) }),
)
export type SubscribeWatchlistAck = v.InferOutput<typeof SubscribeWatchlistAckSchema>

/** A real-time title update (data-interface §3 "Title": fields seen in real-time data). */
export const BuzzUpdateSchema = v.object({
  id: v.number(),
  buzz: v.number(),
  sentiment: v.number(),
  sentiment_score: v.number(),
  icon: v.string(),
  icon_color: v.string(),
  time: v.number(),
  partition: v.string(),
  /** Start of the bucket the figures belong to (ms): the current one or, for late messages, the one before. */
  bucket_start: v.optional(v.number()),
})
export type BuzzUpdate = v.InferOutput<typeof BuzzUpdateSchema>

/** `subscribe_signals` / `subscribe_std_signals`: no payload needed; an empty object is accepted. */
export const SubscribeSignalsRequestSchema = v.optional(v.object({}))

/** A price tick (data-interface §3 "Tick"): title id, value, time in milliseconds. */
export const TickSchema = v.object({ id: v.number(), value: v.number(), time: v.number() })
export type Tick = v.InferOutput<typeof TickSchema>

/** A stored message as pushed on `message` (title messages) and `post` (stream posts). */
export const LiveMessageSchema = v.object({
  id: v.number(),
  title_ids: v.array(v.number()),
  type: v.string(),
  so: v.string(),
  author: v.nullable(v.string()),
  sub: v.string(),
  body: v.string(),
  url: v.nullable(v.string()),
  lang: v.string(),
  time: v.number(),
  sentiment: v.nullable(v.picklist(['positive', 'neutral', 'negative'])),
  sentiment_score: v.nullable(v.number()),
  key_events_v2: v.record(v.string(), v.number()),
})
export type LiveMessage = v.InferOutput<typeof LiveMessageSchema>

/** An alert as pushed on `std_signal` (standard rules) and `signal` (the user's own rules). */
export const LiveSignalSchema = v.object({
  trigger_id: v.number(),
  kind: v.string(),
  rule_id: v.nullable(v.number()),
  title_id: v.number(),
  /** Murmur's addition: the title's name, so a toast or notification can name it. */
  title_name: v.optional(v.nullable(v.string())),
  time: v.number(),
  series_id: v.nullable(v.number()),
  data: v.record(v.string(), v.unknown()),
})
export type LiveSignal = v.InferOutput<typeof LiveSignalSchema>

/** How far back `resync_messages` reaches: a client offline longer reloads instead. */
export const LIVE_RESYNC_WINDOW_MS = 2 * 60_000
/** Messages one resync replays at most (newest kept when there were more). */
export const LIVE_RESYNC_MAX_MESSAGES = 1000

/**
 * `resync_messages {since_id?, since?}`: replays, as `message` events to this socket only, the
 * stored messages of its subscribed titles ingested after the last message id it saw (or after
 * `since`, epoch ms), at most LIVE_RESYNC_WINDOW_MS back. The ack says how many and whether the
 * window covered the whole gap.
 */
export const ResyncMessagesRequestSchema = v.object({
  since_id: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  since: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
})
export type ResyncMessagesRequest = v.InferOutput<typeof ResyncMessagesRequestSchema>
export const ResyncMessagesAckSchema = liveAckSchema(
  v.object({ messages: v.number(), complete: v.boolean() }),
)
