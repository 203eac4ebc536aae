import {
  MarketOverviewAnswerSchema,
  MarketOverviewQuerySchema,
  NewsbotArticlesAnswerSchema,
  NewsbotArticlesQuerySchema,
  NewsbotLatestQuerySchema,
  StreamPostsAnswerSchema,
  StreamPostsByIdAnswerSchema,
  StreamPostsQuerySchema,
  TriggerFeedQuerySchema,
  TriggersFeedAnswerSchema,
  TriggersFeedQuerySchema,
} from '../../../../src/core'
import { documentRoute } from '../../openapi'

const ERRORS = [8, 21, 32, 35] as const

/** Describes the AI-update, newsbot-article and alert-feed calls for /v6/openapi.json. */
export function documentStreamPostRoutes(): void {
  documentRoute({
    method: 'GET',
    path: '/stream_posts',
    summary: 'AI updates (stream posts), newest first',
    description:
      'Posts the pipeline wrote for buzz rises and falls against a title’s own baseline, key-event clusters, earnings releases, price moves with buzz and sentiment swings. region takes ISO countries or the market groups US, CA, EU, CN, IN, REST_AS (and GLOBAL); addGlobals adds posts about titles without a home country; watchlistOnly keeps the user’s watchlist titles. Page with cursor = the previous answer’s next.',
    tags: ['Stream'],
    query: StreamPostsQuerySchema,
    response: StreamPostsAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/stream_posts/:uuids',
    summary: 'AI updates by uuid (comma-joined, up to 50); unknown ones are left out',
    tags: ['Stream'],
    params: { uuids: 'Post uuids, comma-joined' },
    response: StreamPostsByIdAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/newsbot/latest',
    summary: 'The latest AI updates as an RSS-style channel',
    tags: ['Newsbots'],
    query: NewsbotLatestQuerySchema,
    response: NewsbotArticlesAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/newsbot/:article_ids',
    summary: 'Newsbot articles (AI updates) by id, as an RSS-style channel',
    tags: ['Newsbots'],
    params: { article_ids: 'Article ids (AI update uuids), comma-joined' },
    query: NewsbotArticlesQuerySchema,
    response: NewsbotArticlesAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/market_overview',
    summary: 'Market overview: buzz and sentiment per market and asset class (Murmur’s addition)',
    description:
      'Per market (US, CA, EU, CN, IN, REST_AS, GLOBAL for crypto, currencies and commodities, OTHER) and asset class: messages of the last 24 h and the 24 h before, buzz as the last 24 h over the daily average of the 7 days before, mean sentiment scores and the three busiest titles. Bots are left out. Recomputed at most once a minute.',
    tags: ['Stream'],
    query: MarketOverviewQuerySchema,
    response: MarketOverviewAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/triggers/feed',
    summary: 'Standard alerts of every title as readable items (en or de), newest first',
    tags: ['Rules and triggers'],
    query: TriggersFeedQuerySchema,
    response: TriggersFeedAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/triggers/feed/:trigger_id',
    summary: 'One standard alert as a readable item',
    tags: ['Rules and triggers'],
    params: { trigger_id: 'Trigger id' },
    query: TriggerFeedQuerySchema,
    response: TriggersFeedAnswerSchema,
    errors: ERRORS,
  })
}
