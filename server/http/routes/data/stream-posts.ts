import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  type MarketOverviewAnswer,
  MarketOverviewQuerySchema,
  NewsbotArticlesQuerySchema,
  NewsbotLatestQuerySchema,
  parseStreamPostCursor,
  STREAM_POST_UUIDS_MAX,
  STREAM_POSTS_LIMIT_DEFAULT,
  type StreamPost,
  StreamPostsQuerySchema,
  streamPostCursor,
  TRIGGERS_FEED_LIMIT_DEFAULT,
  TriggerFeedQuerySchema,
  TriggersFeedQuerySchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import type { StreamPostRow } from '../../../db/schema'
import { marketOverview } from '../../../market/stats/market-overview'
import {
  expandRegions,
  listStreamPosts,
  streamPostsByUuid,
  watchlistTitleSet,
} from '../../../market/stream-posts'
import { triggerFeedItem, triggersFeed } from '../../../market/triggers-read/feed'
import { streamPostOfRow } from '../../../pipeline/stream-posts'
import { ApiError } from '../../api-error'
import { requireUser } from '../../auth'
import { parseRequest } from '../../validate'
import { parseQuery, resolveRange } from './common'
import { entitleCurrent } from './entitle'
import { documentStreamPostRoutes } from './stream-posts-docs'

export interface StreamRouteDeps {
  db: Database
  /** Origin stream-post images are answered from; null keeps the source's URL. */
  imageHost: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const UuidsParams = v.object({ uuids: v.optional(v.string()) })
const ArticleParams = v.object({ article_ids: v.optional(v.string()) })
const TriggerParams = v.object({ trigger_id: v.optional(v.string()) })

/** The market overview is the same for every user: computed at most once a minute per process. */
const OVERVIEW_FRESH_MS = 60_000

/** A comma-joined list of post uuids; missing → 8, malformed → 32. */
export function parseUuids(raw: string | undefined, name: string, call: string): string[] {
  if (raw === undefined || raw.trim() === '')
    throw new ApiError(400, 8, `Required parameter ${name} was null or undefined when calling ${call}.`)
  const parts = [...new Set(raw.split(',').map((part) => part.trim().toLowerCase()))]
  if (parts.length > STREAM_POST_UUIDS_MAX || !parts.every((part) => UUID.test(part)))
    throw new ApiError(
      400,
      32,
      `Malformed parameter ${name}: expected up to ${STREAM_POST_UUIDS_MAX} comma-separated uuids.`,
    )
  return parts
}

function articleOf(post: StreamPost, includeData: boolean) {
  return {
    guid: post.uuid,
    title: post.headline,
    description: post.text,
    link: `/post?post_id=${post.uuid}`,
    pubDate: new Date(post.time).toUTCString(),
    category: post.type,
    title_ids: post.title_ids,
    ...(includeData ? { data: post.figures } : {}),
  }
}

function channelOf(posts: readonly StreamPost[], includeData: boolean) {
  return {
    channel: {
      title: 'Murmur AI updates',
      link: '/',
      description:
        'AI updates written by the Murmur pipeline when buzz, sentiment, prices or key events move.',
      // The updates are written in English; a German request gets them in English.
      language: 'en',
      item: posts.map((post) => articleOf(post, includeData)),
    },
  }
}

/** AI updates (stream posts), newsbot articles and the alert feed (application §7, data-interface §7 "Newsbots"). */
export function streamPostRoutes(v6: FastifyInstance, deps: StreamRouteDeps): void {
  documentStreamPostRoutes()
  const { db, imageHost } = deps
  const toWire = (row: StreamPostRow) => streamPostOfRow(row, imageHost)

  v6.get('/stream_posts', async (request) => {
    const query = parseQuery(StreamPostsQuerySchema, request.query)
    entitleCurrent(request)
    const now = Date.now()
    const range =
      query.streamPostDateFrom === undefined && query.streamPostDateTo === undefined
        ? null
        : resolveRange(query.streamPostDateFrom, query.streamPostDateTo, now, 36_500)
    let titleIds = query.titleIds ?? null
    if (query.watchlistOnly) {
      const watched = await watchlistTitleSet(db, requireUser(request).id)
      titleIds = titleIds === null ? watched : titleIds.filter((id) => watched.includes(id))
      if (titleIds.length === 0) return { posts: [], next: null }
    }
    const limit = query.limit ?? STREAM_POSTS_LIMIT_DEFAULT
    const { rows, more } = await listStreamPosts(db, {
      regions: query.region ? expandRegions(query.region) : null,
      addGlobals: query.addGlobals ?? false,
      titleTypes: query.titleTypes && query.titleTypes.length > 0 ? query.titleTypes : null,
      types: query.type && query.type.length > 0 ? query.type : null,
      titleIds,
      fromMs: range?.startMs ?? null,
      toMs: range?.endMs ?? null,
      after: query.cursor ? parseStreamPostCursor(query.cursor) : null,
      limit,
    })
    const posts = rows.map(toWire)
    const last = posts.at(-1)
    return { posts, next: more && last ? streamPostCursor(last) : null }
  })

  v6.get('/stream_posts/:uuids', async (request) => {
    const uuids = parseUuids(parseRequest(UuidsParams, request.params).uuids, 'uuids', 'getStreamPosts')
    parseQuery(v.strictObject({ format: v.optional(v.string()) }), request.query)
    entitleCurrent(request)
    return (await streamPostsByUuid(db, uuids)).map(toWire)
  })

  v6.get('/newsbot/latest', async (request) => {
    const query = parseQuery(NewsbotLatestQuerySchema, request.query)
    entitleCurrent(request)
    const { rows } = await listStreamPosts(db, {
      regions: null,
      addGlobals: true,
      titleTypes: null,
      types: null,
      titleIds: null,
      fromMs: null,
      toMs: null,
      after: null,
      limit: query.limit ?? STREAM_POSTS_LIMIT_DEFAULT,
    })
    return channelOf(rows.map(toWire), query.include_data ?? false)
  })

  v6.get('/newsbot/:article_ids', async (request) => {
    const ids = parseUuids(
      parseRequest(ArticleParams, request.params).article_ids,
      'article_ids',
      'getNewsbotArticles',
    )
    const query = parseQuery(NewsbotArticlesQuerySchema, request.query)
    entitleCurrent(request)
    const rows = await streamPostsByUuid(db, ids)
    if (rows.length === 0) throw new ApiError(404, 32, `No newsbot article with id ${ids.join(', ')}.`)
    return channelOf(rows.map(toWire), query.include_data ?? false)
  })

  let overview: { at: number; answer: Promise<MarketOverviewAnswer> } | null = null
  v6.get('/market_overview', async (request) => {
    parseQuery(MarketOverviewQuerySchema, request.query)
    const now = Date.now()
    entitleCurrent(request, now)
    if (!overview || now - overview.at > OVERVIEW_FRESH_MS) {
      const answer = marketOverview(db, now)
      overview = { at: now, answer }
      // A failed computation is not kept: the next request tries again.
      answer.catch(() => {
        if (overview?.answer === answer) overview = null
      })
    }
    return overview.answer
  })

  v6.get('/triggers/feed', async (request) => {
    const query = parseQuery(TriggersFeedQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now, 30)
    entitleCurrent(request, now)
    const items = await triggersFeed(
      db,
      range.startMs,
      range.endMs,
      query.limit ?? TRIGGERS_FEED_LIMIT_DEFAULT,
      query.language ?? 'en',
    )
    return { items }
  })

  v6.get('/triggers/feed/:trigger_id', async (request) => {
    const raw = parseRequest(TriggerParams, request.params).trigger_id
    if (raw === undefined || !/^\d{1,15}$/.test(raw))
      throw new ApiError(400, 32, 'Malformed parameter trigger_id: expected a whole number.')
    const query = parseQuery(TriggerFeedQuerySchema, request.query)
    entitleCurrent(request)
    const item = await triggerFeedItem(db, Number(raw), query.language ?? 'en')
    if (!item) throw new ApiError(404, 32, `No alert with id ${raw}.`)
    return { items: [item] }
  })
}
