import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'
import { PartitionNameSchema, QueryBoolean, QueryText, queryInteger, TitleSnapshotSchema } from './history'
import { MESSAGE_SEARCH_MAX_LIMIT, MessageAuthorRefSchema, MessageItemSchema } from './messages'
import { TITLE_MESSAGES_FILTER_ENTRIES } from './statistics'

/**
 * Watchlists (data-interface §3 "Watchlist": wid, holding assets, authors and queries; §7 "User
 * data and watchlists"; application §3 "Watchlist": id, filters[{name, filter, alerts}],
 * authors[{name, source}]). The interface does not show the answers; these are Murmur's.
 */

/** At most this many watchlists per user (more answers code 32). */
export const MAX_WATCHLISTS_PER_USER = 50

const TitleIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(2_147_483_647))
const WatchlistNameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))
const WatchlistQueryTextSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500))
const WatchlistAuthorsSchema = v.pipe(v.array(MessageAuthorRefSchema), v.maxLength(500))
const WatchlistQueriesSchema = v.pipe(v.array(WatchlistQueryTextSchema), v.maxLength(200))

/** POST /watchlists: the creation body. */
export const WatchlistCreateBodySchema = v.strictObject({ name: WatchlistNameSchema })
export type WatchlistCreateBody = v.InferOutput<typeof WatchlistCreateBodySchema>

/** POST /watchlists/{wid}: items to add; at least one list must hold something. */
export const WatchlistItemsBodySchema = v.strictObject({
  titles: v.optional(v.pipe(v.array(TitleIdSchema), v.maxLength(1000))),
  authors: v.optional(WatchlistAuthorsSchema),
  queries: v.optional(WatchlistQueriesSchema),
})
export type WatchlistItemsBody = v.InferOutput<typeof WatchlistItemsBodySchema>

/** DELETE /watchlists/{wid}/authors ({authors:[{name, source}]}, application §7). */
export const WatchlistAuthorsBodySchema = v.strictObject({
  authors: v.pipe(WatchlistAuthorsSchema, v.minLength(1)),
})

/** DELETE /watchlists/{wid}/queries. */
export const WatchlistQueriesBodySchema = v.strictObject({
  queries: v.pipe(WatchlistQueriesSchema, v.minLength(1)),
})

const ViewFilterValueSchema = v.union([
  v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  v.pipe(v.number(), v.safeInteger()),
  v.pipe(
    v.array(
      v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(200)), v.pipe(v.number(), v.safeInteger())]),
    ),
    v.minLength(1),
    v.maxLength(100),
  ),
])

/** The filter of a view (application §3 "View filter fields"). */
export const WatchlistViewFilterSchema = v.pipe(
  v.strictObject({
    keyEvent: v.optional(ViewFilterValueSchema),
    asset: v.optional(ViewFilterValueSchema),
    type: v.optional(ViewFilterValueSchema),
    country: v.optional(ViewFilterValueSchema),
    list: v.optional(ViewFilterValueSchema),
    exchange: v.optional(ViewFilterValueSchema),
    sector: v.optional(ViewFilterValueSchema),
    region: v.optional(ViewFilterValueSchema),
    searchQuery: v.optional(ViewFilterValueSchema),
  }),
  v.check((filter) => Object.keys(filter).length > 0, 'a view filter needs at least one field'),
)
export type WatchlistViewFilter = v.InferOutput<typeof WatchlistViewFilterSchema>

/** POST /watchlists/{wid}/filters {filter, alerts} (application §7); the name defaults to ''. */
export const WatchlistFilterBodySchema = v.strictObject({
  filter: WatchlistViewFilterSchema,
  alerts: v.optional(v.boolean()),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
})
export type WatchlistFilterBody = v.InferOutput<typeof WatchlistFilterBodySchema>

/** DELETE /watchlists/{wid}/filters: a list of filters, each bare or as its entry ({filter, …}). */
export const WatchlistFiltersRemoveBodySchema = v.pipe(
  v.array(v.union([WatchlistViewFilterSchema, v.object({ filter: WatchlistViewFilterSchema })])),
  v.minLength(1),
  v.maxLength(200),
)

/** A view: 'asset' when its filter is a single asset, else 'view' (application §3). */
export const WatchlistFilterEntrySchema = v.object({
  id: v.number(),
  watchlistId: v.number(),
  name: v.string(),
  alerts: v.boolean(),
  filter: WatchlistViewFilterSchema,
  type: v.picklist(['asset', 'view']),
})
export type WatchlistFilterEntry = v.InferOutput<typeof WatchlistFilterEntrySchema>

/** One watchlist: its assets (title ids, in the order added), authors, queries and views. */
export const WatchlistSchema = v.object({
  id: v.number(),
  name: v.string(),
  titles: v.array(v.number()),
  authors: v.array(MessageAuthorRefSchema),
  queries: v.array(v.string()),
  filters: v.array(WatchlistFilterEntrySchema),
  /** Epoch seconds. */
  created: v.number(),
  updated: v.number(),
})
export type Watchlist = v.InferOutput<typeof WatchlistSchema>

/** A title of the user's watchlists, with the wids holding it. */
export const WatchlistTitleSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: TitleTypeSchema,
  icon: v.string(),
  watchlists: v.array(v.number()),
})

export const WatchlistsQuerySchema = v.strictObject({
  /** inventory=true: the answer also lists every title of the watchlists (id, n, type, icon). */
  inventory: QueryBoolean,
  format: v.optional(QueryText),
})

export const WatchlistsAnswerSchema = v.object({
  watchlists: v.array(WatchlistSchema),
  inventory: v.optional(v.array(WatchlistTitleSchema)),
})
export type WatchlistsAnswer = v.InferOutput<typeof WatchlistsAnswerSchema>

/** GET /watchlists/{wid} and the changing calls: partition of the assets' latest buzz. */
export const WatchlistQuerySchema = v.strictObject({
  partition: v.optional(PartitionNameSchema),
  format: v.optional(QueryText),
})

/** A watchlist with each asset's latest buzz and sentiment of `partition`. */
export const WatchlistDetailSchema = v.object({
  ...WatchlistSchema.entries,
  partition: v.string(),
  assets: v.array(TitleSnapshotSchema),
})
export type WatchlistDetail = v.InferOutput<typeof WatchlistDetailSchema>

export const WatchlistTitlesAnswerSchema = v.object({ titles: v.array(WatchlistTitleSchema) })
export type WatchlistTitlesAnswer = v.InferOutput<typeof WatchlistTitlesAnswerSchema>

export const WATCHLIST_MESSAGES_DEFAULT_LIMIT = 20

/** GET /watchlists/{wid}/messages (data-interface §7). */
export const WatchlistMessagesQuerySchema = v.strictObject({
  ...TITLE_MESSAGES_FILTER_ENTRIES,
  limit: queryInteger(1, MESSAGE_SEARCH_MAX_LIMIT),
  partition: v.optional(PartitionNameSchema),
  format: v.optional(QueryText),
})

/** Messages about the watchlist's assets, by its authors or matching its queries, newest first. */
export const WatchlistMessagesAnswerSchema = v.object({ messages: v.array(MessageItemSchema) })
export type WatchlistMessagesAnswer = v.InferOutput<typeof WatchlistMessagesAnswerSchema>
