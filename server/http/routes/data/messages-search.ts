import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  csvTime,
  DOWNLOAD_FORMATS,
  expandMessageTypes,
  keyEventIdOfField,
  MESSAGE_SEARCH_DEFAULT_LIMIT,
  type MessageSearchAnswer,
  type MessageSearchBody,
  MessageSearchBodySchema,
  type MessageSearchQuery,
  MessageSearchQuerySchema,
  messageCore,
  sentimentFilter,
} from '../../../../src/core'
import { executiveSummary } from '../../../ai/summary'
import { topicsList } from '../../../ai/topics'
import type { LlmConfig } from '../../../config'
import type { Database } from '../../../db'
import type { MessageFilter } from '../../../market/messages/filters'
import { queryExpansions } from '../../../market/messages/query-expansion'
import { searchMessages } from '../../../market/messages/search'
import { messageStatistics } from '../../../market/stats/message-stats'
import { messageTimeline } from '../../../market/stats/message-timeline'
import { recordSearch } from '../../../market/trends'
import { ApiError } from '../../api-error'
import { requireUser } from '../../auth'
import { sendCsv, wantsCsv } from '../../csv-download'
import { requireFeature } from '../../entitlements'
import { parseRequest } from '../../validate'
import { jsonBody, parseQuery, resolveRange, type TimeRange } from './common'
import { entitleAi, entitleMessageFilter, entitleRange } from './entitle'
import { commaList } from './title-messages-filter'

export interface DataRouteDeps {
  db: Database
  llm: LlmConfig | null
  /** Origin stream-post images are answered from (IMAGE_HOST); null keeps the source's URL. */
  imageHost?: string | null
}

function asList<T>(value: T | T[] | undefined): T[] | null {
  if (value === undefined) return null
  return Array.isArray(value) ? value : [value]
}

function keyEventIds(body: MessageSearchBody): number[] | null {
  if (!body.key_events || body.key_events.length === 0) return null
  return body.key_events.map((entry) => {
    if (typeof entry === 'number') return entry
    const field = typeof entry === 'string' ? entry : entry.field
    const id = keyEventIdOfField(field)
    if (id === null) throw new ApiError(400, 32, 'Malformed parameter key_events.')
    return id
  })
}

/** The validated body as a query filter. */
export function messageFilterOf(body: MessageSearchBody, range: TimeRange): MessageFilter {
  return {
    startMs: range.startMs,
    endMs: range.endMs,
    titleIds: body.titles && body.titles.length > 0 ? body.titles : null,
    sources: asList(body.source),
    types: body.type === undefined ? null : expandMessageTypes(asList(body.type) ?? []),
    langs: asList(body.lang),
    keyEventIds: keyEventIds(body),
    sentiment: sentimentFilter(body.sentiment ?? []),
    authors: body.authors && body.authors.length > 0 ? body.authors : null,
    titleFilters:
      body.title_filters && Object.keys(body.title_filters).length > 0 ? body.title_filters : null,
    query: body.query?.trim() ? body.query.trim() : null,
    queryExpansions: [],
    minScore: body.score ?? null,
    primaryTitle: body.primary_title === true,
  }
}

/** The search answer of a validated body, for the POST and the GET form alike. */
async function answerSearch(
  request: FastifyRequest,
  deps: DataRouteDeps,
  body: MessageSearchBody,
): Promise<MessageSearchAnswer> {
  const now = Date.now()
  const range = resolveRange(body.startDate, body.endDate, now)
  const asked = messageFilterOf(body, range)
  entitleRange(request, range, now)
  entitleMessageFilter(request, asked)
  if (asked.query) requireFeature(request, 'full_text_search')
  if (body.include_exec_summary) entitleAi(request)
  // A search counts once, on its first page: the search trends of the trend radar.
  if (asked.query && (body.offset ?? 0) === 0)
    await recordSearch(deps.db, requireUser(request).id, asked.query, now)
  const filter =
    body.query_expansion === true && asked.query
      ? { ...asked, queryExpansions: await queryExpansions(deps.db, asked.query) }
      : asked

  const page = {
    offset: body.offset ?? 0,
    limit: body.limit ?? MESSAGE_SEARCH_DEFAULT_LIMIT,
    order: body.order_by ?? 'message_time',
    addIcon: body.add_icon === true,
  }
  const answer: MessageSearchAnswer = {
    core: messageCore(range.startMs, now),
    messages: await searchMessages(deps.db, filter, page),
  }
  if (body.include_stats) {
    const stats = await messageStatistics(deps.db, filter, body.top_limit ?? 10)
    answer.top10 = stats.top10
    answer.author_analytics = stats.author_analytics
    answer.counts = stats.counts
  }
  if (body.include_exec_summary) {
    const summary = await executiveSummary(deps.db, deps.llm, filter)
    answer.executive_summary = summary?.text ?? null
    answer.executive_summary_highlights =
      body.highlight_titles_in_summary === false ? [] : (summary?.highlights ?? [])
  }
  if (body.include_topics_list) answer.topics = await topicsList(deps.db, filter)
  if (body.include_timeline) answer.timeline = await messageTimeline(deps.db, filter)
  return answer
}

/** The GET form's query as a search body: comma lists become lists, flags booleans. */
function bodyOfQuery(query: MessageSearchQuery): unknown {
  const list = (text: string | undefined) => commaList(text) ?? undefined
  return {
    query: query.query,
    include_topics_list: query.include_topics_list,
    include_exec_summary: query.include_exec_summary,
    include_stats: query.include_stats,
    include_timeline: query.include_timeline,
    order_by: query.order_by,
    offset: query.offset,
    limit: query.limit,
    lang: list(query.lang),
    type: list(query.type),
    source: list(query.source),
    score: query.score,
    core: query.core,
    startDate: query.startDate,
    endDate: query.endDate,
  }
}

/** A message list as a spreadsheet: one row per message, sentiment −100…+100, titles by id. */
function sendMessagesCsv(reply: FastifyReply, messages: MessageSearchAnswer['messages']): string {
  return sendCsv(
    reply,
    'messages.csv',
    [
      'id',
      'time',
      'source',
      'type',
      'language',
      'author',
      'author_impact',
      'subject',
      'url',
      'sentiment',
      'title_ids',
    ],
    messages.map((message) => [
      message.id,
      csvTime(message.time),
      message.so,
      message.type,
      message.lang,
      message.author?.name ?? null,
      message.author?.impact ?? null,
      message.sub,
      message.url,
      message.sentiment?.score ?? null,
      message.titles.map((title) => title.title_id).join(' '),
    ]),
  )
}

/** POST and GET /v6/messages/search (application §7 "Assets and messages"; data-interface §7). */
export function messageSearchRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  v6.post('/messages/search', async (request, reply) => {
    const csv = wantsCsv(request)
    const body = parseRequest(MessageSearchBodySchema, jsonBody(request, 'searchMessages'))
    const answer = await answerSearch(request, deps, body)
    return csv ? sendMessagesCsv(reply, answer.messages) : answer
  })

  v6.get('/messages/search', async (request, reply) => {
    const csv = wantsCsv(request)
    const query = parseQuery(MessageSearchQuerySchema, request.query, DOWNLOAD_FORMATS)
    const answer = await answerSearch(
      request,
      deps,
      parseRequest(MessageSearchBodySchema, bodyOfQuery(query)),
    )
    return csv ? sendMessagesCsv(reply, answer.messages) : answer
  })
}
