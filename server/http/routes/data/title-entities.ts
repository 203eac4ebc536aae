import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  TitleEntitiesAnswerSchema,
  TitleEntitiesHistoryAnswerSchema,
  TitleEntitiesHistoryQuerySchema,
  TitleEntitiesQuerySchema,
  TitleTopicsAnswerSchema,
  TitleTopicsQuerySchema,
} from '../../../../src/core'
import { titleOwnNames, titleTopics } from '../../../ai/topics'
import { emptyFilter } from '../../../market/messages/filters'
import { coMentionedEntities } from '../../../market/titles-lookup'
import { documentRoute } from '../../openapi'
import { DATA_ERRORS } from './docs'
import type { DataRouteDeps } from './messages-search'
import { titleRangeRequest } from './title-range-request'

/** Co-mentions look back 30 days unless asked otherwise: a few days rarely name anyone. */
const ENTITIES_DEFAULT_DAYS = 30

/** A title's hottest topics and the entities mentioned with it (data-interface §7). */
export function titleEntityRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps
  documentTitleEntityRoutes()

  v6.get('/titles/:ident/topics', async (request) => {
    const { titleId, range } = await titleRangeRequest(db, request, 'getTitleTopics', TitleTopicsQuerySchema)
    const topics = await titleTopics(
      db,
      { ...emptyFilter(range.startMs, range.endMs), titleIds: [titleId] },
      await titleOwnNames(db, titleId),
    )
    return { title_id: titleId, topics }
  })

  const entities = async (request: FastifyRequest, call: string, schema: typeof TitleEntitiesQuerySchema) => {
    const { titleId, query, range } = await titleRangeRequest(
      db,
      request,
      call,
      schema,
      ENTITIES_DEFAULT_DAYS,
    )
    return {
      titleId,
      ...(await coMentionedEntities(db, titleId, range.startMs, range.endMs, query.limit ?? 10)),
    }
  }

  v6.get('/titles/:ident/entities', async (request) => {
    const result = await entities(request, 'getTitleEntities', TitleEntitiesQuerySchema)
    return {
      title_id: result.titleId,
      entities: result.entities.map(({ daily: _daily, ...entity }) => entity),
    }
  })

  v6.get('/titles/:ident/entities/history', async (request) => {
    const result = await entities(request, 'getTitleEntitiesHistory', TitleEntitiesHistoryQuerySchema)
    return { title_id: result.titleId, days: result.days, entities: result.entities }
  })
}

function documentTitleEntityRoutes(): void {
  const params = { ident: 'One title id' }
  documentRoute({
    method: 'GET',
    path: '/titles/:ident/topics',
    summary:
      'Hottest topics of a title: words and two-word phrases its top messages use more than the market’s (default last 3 days)',
    tags: ['Buzz and sentiment'],
    params,
    query: TitleTopicsQuerySchema,
    response: TitleTopicsAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:ident/entities',
    summary:
      'Entities mentioned with a title: linked titles and people named in its messages (default last 30 days)',
    tags: ['Entities'],
    params,
    query: TitleEntitiesQuerySchema,
    response: TitleEntitiesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:ident/entities/history',
    summary: 'The same co-mentioned entities with their messages per UTC day of the range',
    tags: ['Entities'],
    params,
    query: TitleEntitiesHistoryQuerySchema,
    response: TitleEntitiesHistoryAnswerSchema,
    errors: DATA_ERRORS,
  })
}
