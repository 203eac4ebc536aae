import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiErrorBodySchema,
  AuthorDetailAnswerSchema,
  AuthorNetworkAnswerSchema,
  AuthorSearchAnswerSchema,
  DatasetHistoryAnswerSchema,
  EntitiesListAnswerSchema,
  IntradayAnswerSchema,
  KeyEventDetailAnswerSchema,
  KeyEventTypesAnswerSchema,
  LatestKeyEventsAnswerSchema,
  MessageSearchAnswerSchema,
  MessageStatisticsAnswerSchema,
  NewsbotTitleAnswerSchema,
  QuotesAnswerSchema,
  RatingsAnswerSchema,
  ResearchRequestDetailSchema,
  ResearchRequestsAnswerSchema,
  SearchCompletionsAnswerSchema,
  SearchTrendsAnswerSchema,
  SectorKeyEventsAnswerSchema,
  ShortSalesAnswerSchema,
  StandardRulesAnswerSchema,
  StandardTriggersAnswerSchema,
  StorySamplesAnswerSchema,
  TitleEntitiesAnswerSchema,
  TitleEntitiesHistoryAnswerSchema,
  TitleHistoryAnswerSchema,
  TitleKeyEventsAnswerSchema,
  TitleKeyEventsItemSchema,
  TitleMessagesAnswerSchema,
  TitleProfilesAnswerSchema,
  TitleSnapshotAnswerSchema,
  TitleTopicsAnswerSchema,
  TopBuzzTitlesAnswerSchema,
  TopCategoriesAnswerSchema,
  TopFlopAnswerSchema,
  TopSourcesAnswerSchema,
  TopStoriesAnswerSchema,
  TrendingTopicsAnswerSchema,
  TriggersAnswerSchema,
  WatchlistDetailSchema,
  WatchlistMessagesAnswerSchema,
  WatchlistSchema,
  WatchlistsAnswerSchema,
  WatchlistTitlesAnswerSchema,
} from '../../src/core'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

/**
 * Malformed requests against every /v6 route the server lists in /v6/openapi.json: no answer
 * may be a 5xx, every error must be a catalogue body, and the data calls' 200 answers must
 * match their wire schemas.
 */

const RUNS = 2000

/** Answer schemas of the data calls (others' routes are checked for status and error shape only). */
const ANSWERS: Record<string, v.GenericSchema> = {
  'POST /messages/search': MessageSearchAnswerSchema,
  'GET /titles/{idents}': TitleSnapshotAnswerSchema,
  'GET /titles/{idents}/history': TitleHistoryAnswerSchema,
  'GET /titles/{idents}/quotes': QuotesAnswerSchema,
  'GET /titles/{idents}/intraday': IntradayAnswerSchema,
  'POST /datasets/history': DatasetHistoryAnswerSchema,
  'GET /titles/{idents}/message_statistics': MessageStatisticsAnswerSchema,
  'GET /titles/{idents}/key_events_v2': TitleKeyEventsAnswerSchema,
  'GET /top_buzz_titles': TopBuzzTitlesAnswerSchema,
  'GET /titles/{idents}/messages': TitleMessagesAnswerSchema,
  'GET /lists/{lid}/messages': TitleMessagesAnswerSchema,
  'GET /messages/search': MessageSearchAnswerSchema,
  'GET /authors/{source}/{author}/network': AuthorNetworkAnswerSchema,
  'GET /authors/{source}/{author}/messages': TitleMessagesAnswerSchema,
  'GET /key_events_v2/{key_event_id}': KeyEventDetailAnswerSchema,
  'GET /key_events_v2/{key_event_id}/messages': TitleMessagesAnswerSchema,
  'GET /titles/{idents}/key_events': TitleKeyEventsItemSchema,
  'GET /sectors/{sector_id}/key_events_v2': SectorKeyEventsAnswerSchema,
  'GET /key_events': KeyEventTypesAnswerSchema,
  'GET /key_events/latest': LatestKeyEventsAnswerSchema,
  'GET /titles/{idents}/messages/important': TitleMessagesAnswerSchema,
  'GET /titles/{ident}/topics': TitleTopicsAnswerSchema,
  'GET /titles/{ident}/entities': TitleEntitiesAnswerSchema,
  'GET /titles/{ident}/profiles': TitleProfilesAnswerSchema,
  'GET /titles/{ident}/entities/history': TitleEntitiesHistoryAnswerSchema,
  'GET /entities': EntitiesListAnswerSchema,
  'GET /lists/{lid}/top_flop': TopFlopAnswerSchema,
  'GET /triggers': TriggersAnswerSchema,
  'GET /triggers/{ident}': TriggersAnswerSchema,
  'GET /standard_rules': StandardRulesAnswerSchema,
  'GET /titles/{idents}/short_sales': ShortSalesAnswerSchema,
  'GET /titles/{idents}/ratings': RatingsAnswerSchema,
  'GET /standard_triggers/{id}': StandardTriggersAnswerSchema,
  'GET /authors/search': AuthorSearchAnswerSchema,
  'GET /authors/{source}/{author}': AuthorDetailAnswerSchema,
  'GET /newsbot/titles/{ident}': NewsbotTitleAnswerSchema,
  'GET /watchlists': WatchlistsAnswerSchema,
  'POST /watchlists': WatchlistSchema,
  'GET /watchlists/titles': WatchlistTitlesAnswerSchema,
  'GET /watchlists/{wid}': WatchlistDetailSchema,
  'GET /watchlists/{wid}/messages': WatchlistMessagesAnswerSchema,
  'GET /trend_radar/top_stories': TopStoriesAnswerSchema,
  'GET /trend_radar/story_samples': StorySamplesAnswerSchema,
  'GET /trend_radar/trending_topics': TrendingTopicsAnswerSchema,
  'GET /trend_radar/top_sources': TopSourcesAnswerSchema,
  'GET /trend_radar/top_categories': TopCategoriesAnswerSchema,
  'POST /google_search_completions/top': SearchTrendsAnswerSchema,
  'GET /google_search_completions/search': SearchCompletionsAnswerSchema,
  'GET /research/request': ResearchRequestsAnswerSchema,
  'GET /research/request/{id}': ResearchRequestDetailSchema,
}

/** Public documentation routes answer HTML/CSS, not the interface. */
const SKIPPED = new Set(['GET /docs', 'GET /docs.css', 'GET /openapi.json'])

interface Route {
  method: string
  path: string
}

const OpenApiSchema = v.object({ paths: v.record(v.string(), v.record(v.string(), v.unknown())) })

const weirdText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '99999999999999999999999',
    '-9007199254740993',
    "1' OR '1'='1",
    '1; DROP TABLE messages; --',
    "'); select pg_sleep(1); --",
    '%00',
    '../../etc/passwd',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'ناقص',
    '🙂🙂🙂',
    'a'.repeat(5000),
    '2024-02-30',
    '2024-01-01T25:61:00Z',
    'realtime',
    'daily_5am',
    'ohlcv',
    'json',
    'csv',
    'xml',
    'all',
    'filings',
    'key_events.4.21.total',
    `${T.apple}`,
    `${T.apple},${T.microsoft}`,
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
)

const QUERY_KEYS = [
  'startDate',
  'endDate',
  'limit',
  'offset',
  'partition',
  'fields',
  'format',
  'type',
  'source',
  'lang',
  'score',
  'query',
  'search_term',
  'full_text',
  'order_by',
  'preview',
  'data_options',
  'fca',
  'finra',
  'region',
  'date',
  'rule_types',
  'stream',
  'language',
  'highlight_titles_in_text',
  'withPendingSubscriptions',
  'add_icon',
  'entity_type',
  'sort_by',
] as const

const BODY_KEYS = [
  'startDate',
  'endDate',
  'titles',
  'source',
  'type',
  'lang',
  'key_events',
  'sentiment',
  'authors',
  'title_filters',
  'query',
  'limit',
  'offset',
  'order_by',
  'include_stats',
  'include_exec_summary',
  'include_topics_list',
  'top_limit',
  'score',
  'core',
  'dataset',
  'filter',
  'name',
  'opts',
  'email',
  'password',
  'filters',
] as const

const weirdJson = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    -1,
    1e308,
    -0,
    [],
    {},
    [[[[[]]]]],
    { field: 'key_events.4.1.total', value: 0 },
    { 'pri_exchange.exchange_id': 'x' },
    ['positive', 'happy'],
    [{ name: 1, source: null }],
  ),
  weirdText,
)

const body = fc.oneof(
  fc.constantFrom('{', '{"titles": [', 'null', '"text"', '[1,2', '{"a":1}}', '\u0000', '', 'NaN'),
  fc
    .dictionary(fc.constantFrom(...BODY_KEYS), weirdJson, { maxKeys: 6 })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
)

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  null,
)

/** Percent-encoded; a lone surrogate becomes the bytes of an invalid UTF-8 sequence. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

const segment = fc.oneof(
  weirdText.map(encodeSegment),
  fc.constantFrom('', '%', '%zz', '..', `${T.apple}`, `${T.apple},${T.bitcoin}`, 'social.test', 'alice'),
)

function requestArbitrary(routes: readonly Route[]) {
  return fc.record({
    route: fc.constantFrom(...routes),
    segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
    query: fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), weirdText), { maxLength: 5 }),
    body,
    contentType,
    auth: fc.constantFrom('user', 'user', 'user', 'none', 'wrong'),
  })
}

describe.each(DATABASE_TARGETS)('fuzzing /v6 on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let authorization: string
  let routes: Route[] = []

  beforeAll(async () => {
    database = await target.create()
    // Rate limits off the path: the fuzz must reach the handlers, not the limiter.
    server = await startTestServer(database.url, {
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_SIGNUP: '1000000',
      RATE_LIMIT_RESET: '1000000',
    })
    await seedMarketData(server.database.db)
    const user = await createTestUser(server, {
      subscriptionType: 'platinum',
      aiTextgen: 1,
      availableTags: ['trendradar'],
      uiFeatures: {
        filters: ['type', 'language', 'title', 'key_event', 'combine', 'source'],
        views: ['list', 'key_event', 'author'],
      },
    })
    authorization = basicAuthHeader(user.email, user.password)
    const document = v.parse(OpenApiSchema, await (await fetch(`${server.base}/v6/openapi.json`)).json())
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => ({ method: method.toUpperCase(), path }))
        .filter((route) => !SKIPPED.has(`${route.method} ${route.path}`)),
    )
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it(`answers ${RUNS} malformed requests without a 5xx and with catalogue error bodies`, async () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(ANSWERS).length)
    const dataRoutes = routes.filter((route) => ANSWERS[`${route.method} ${route.path}`])
    expect(dataRoutes).toHaveLength(Object.keys(ANSWERS).length)
    let sent = 0
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routes), async (request) => {
        let index = 0
        const path = request.route.path.replace(/\{[^}]+\}/g, () => request.segments[index++ % 3] ?? '')
        const search = new URLSearchParams(request.query).toString()
        const url = `${server.base}/v6${path}${search ? `?${search}` : ''}`
        const headers: Record<string, string> = {}
        if (request.auth === 'user') headers.authorization = authorization
        if (request.auth === 'wrong') headers.authorization = 'Basic bm9ib2R5Om5vdGhpbmc='
        const hasBody = request.route.method !== 'GET' && request.route.method !== 'DELETE'
        if (hasBody && request.contentType) headers['content-type'] = request.contentType
        const response = await fetch(url, {
          method: request.route.method,
          headers,
          body: hasBody ? request.body : undefined,
        })
        sent += 1
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const text = await response.text()
        const where = `${request.route.method} ${url} ${hasBody ? request.body.slice(0, 200) : ''} → ${response.status} ${text.slice(0, 300)}`
        expect(response.status, where).toBeLessThan(500)
        if (response.status >= 400) {
          expect(v.safeParse(ApiErrorBodySchema, JSON.parse(text)).success, where).toBe(true)
          return
        }
        // Dot segments ('..', '%2e') are resolved by the URL parser: another route answered.
        const intended = new URL(url).pathname === `/v6${path}`
        const schema = ANSWERS[`${request.route.method} ${request.route.path}`]
        // A download call's CSV (format=csv) is text: its rows are checked in their own tests.
        const csv = response.headers.get('content-type')?.startsWith('text/csv') === true
        if (schema && intended && response.status === 200 && !csv)
          expect(v.safeParse(schema, JSON.parse(text)).success, where).toBe(true)
      }),
      { numRuns: RUNS, endOnFailure: true },
    )
    expect(sent).toBe(RUNS)
    // The generated requests must reach the handlers, not only the auth check.
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(RUNS / 50)
    expect(statuses.get(400) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(RUNS / 10)
  }, 600_000)
})
