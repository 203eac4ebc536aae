import * as v from 'valibot'
import { TITLE_TYPES, TitleTypeSchema } from '../titles'
import { QueryBoolean, QueryText, QueryTime, queryInteger, queryNames } from './history'

/**
 * AI updates (stream posts, application §2.5 "Real-time AI updates stream"; §7 "Stream and trend
 * radar"): what the pipeline writes when something a reader should know happens to a title.
 * The answer shapes are not shown in the spec; these are Murmur's.
 */
export const STREAM_POST_TYPES = [
  'buzz_rise',
  'buzz_fall',
  'key_event',
  'earnings',
  'price_move',
  'sentiment_swing',
] as const
export type StreamPostType = (typeof STREAM_POST_TYPES)[number]
export const StreamPostTypeSchema = v.picklist(STREAM_POST_TYPES)

/** Region of posts about titles without a home country (crypto, currencies, commodities). */
export const GLOBAL_REGION = 'GLOBAL'
export const STREAM_POSTS_LIMIT_DEFAULT = 20
export const STREAM_POSTS_LIMIT_MAX = 100
/** Most uuids one `GET /stream_posts/{uuids}` call takes. */
export const STREAM_POST_UUIDS_MAX = 50

/** A message that caused the post, linked from its text. */
export const StreamPostSourceSchema = v.object({
  message_id: v.number(),
  so: v.string(),
  type: v.string(),
  sub: v.string(),
  url: v.nullable(v.string()),
  time: v.number(),
  sentiment: v.nullable(v.picklist(['positive', 'neutral', 'negative'])),
})
export type StreamPostSource = v.InferOutput<typeof StreamPostSourceSchema>

export const StreamPostSchema = v.object({
  uuid: v.string(),
  /** When the event happened (epoch ms): the time of the message or bucket that made the post. */
  time: v.number(),
  type: StreamPostTypeSchema,
  /** ISO country of the primary title, or GLOBAL. */
  region: v.string(),
  title_ids: v.array(v.number()),
  title_type: TitleTypeSchema,
  /** Name of the primary title (the first of title_ids) when the post was written. */
  title_name: v.string(),
  headline: v.string(),
  /** Extractive: sentences of the messages in `sources`. */
  text: v.string(),
  sources: v.array(StreamPostSourceSchema),
  /** Rebased to the image host setting; null when no source gave an image. */
  image_url: v.nullable(v.string()),
  /** The figures behind the post (buzz as a multiple of the average, baseline, move, scores). */
  figures: v.record(v.string(), v.nullable(v.number())),
})
export type StreamPost = v.InferOutput<typeof StreamPostSchema>

const TitleIdsParam = v.optional(
  v.pipe(
    QueryText,
    v.regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'expected up to 100 comma-separated title ids'),
    v.transform((text) => [...new Set(text.split(',').map(Number))]),
  ),
)
/** Region codes: ISO countries, the market groups of the preferences (US, EU, REST_AS…) or GLOBAL. */
const RegionParam = v.optional(
  v.pipe(
    QueryText,
    v.regex(/^[A-Za-z_]{2,8}(,[A-Za-z_]{2,8}){0,99}$/, 'expected comma-separated region codes'),
    v.transform((text) => [...new Set(text.split(',').map((code) => code.toUpperCase()))]),
  ),
)
/** Paging cursor: the `next` of the previous page. */
const CursorParam = v.optional(v.pipe(QueryText, v.regex(/^\d{1,15}_[0-9a-f-]{36}$/, 'expected a cursor')))

export const StreamPostsQuerySchema = v.strictObject({
  region: RegionParam,
  titleTypes: queryNames(TITLE_TYPES),
  limit: queryInteger(1, STREAM_POSTS_LIMIT_MAX),
  type: queryNames(STREAM_POST_TYPES),
  /** The streamPostDate range (epoch ms or ISO). */
  streamPostDateFrom: QueryTime,
  streamPostDateTo: QueryTime,
  /** Also posts about titles without a home country when a region is given. */
  addGlobals: QueryBoolean,
  /** Only posts about titles on the user's watchlists. */
  watchlistOnly: QueryBoolean,
  titleIds: TitleIdsParam,
  cursor: CursorParam,
  format: v.optional(QueryText),
})
export type StreamPostsQuery = v.InferOutput<typeof StreamPostsQuerySchema>

export const StreamPostsAnswerSchema = v.object({
  posts: v.array(StreamPostSchema),
  /** The cursor of the next (older) page; null at the end. */
  next: v.nullable(v.string()),
})
export type StreamPostsAnswer = v.InferOutput<typeof StreamPostsAnswerSchema>

export const StreamPostsByIdAnswerSchema = v.array(StreamPostSchema)

/** The cursor of a post: newest-first paging by (time, uuid), stable while new posts arrive. */
export function streamPostCursor(post: Pick<StreamPost, 'time' | 'uuid'>): string {
  return `${post.time}_${post.uuid}`
}

export function parseStreamPostCursor(cursor: string): { time: number; uuid: string } | null {
  const match = /^(\d{1,15})_([0-9a-f-]{36})$/.exec(cursor)
  return match?.[1] && match[2] ? { time: Number(match[1]), uuid: match[2] } : null
}

/** `subscribe_stream_posts` for every post (the home stream); `{ titles }` asks for some titles' posts. */
export const SubscribeAllStreamPostsSchema = v.strictObject({ all: v.literal(true) })
export const SUBSCRIBE_ALL_STREAM_POSTS: v.InferOutput<typeof SubscribeAllStreamPostsSchema> = { all: true }
