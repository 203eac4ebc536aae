import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import {
  EntitiesAnswerSchema,
  EntitiesListAnswerSchema,
  EntitiesListQuerySchema,
  EntitySearchQuerySchema,
  FormatQuerySchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import {
  type EntityRef,
  listEntities,
  loadEntities,
  parseEntityId,
  searchEntities,
} from '../../../market/titles-lookup'
import { ApiError } from '../../api-error'
import { documentRoute } from '../../openapi/registry'
import { assertSupportedFormat, parseRequest, requireParameter } from '../../validate'
import { parseLimit } from './title-params'

type Out<T extends v.GenericSchema> = v.InferOutput<T>

/** GET /entities, /entities/search and /entities/{ids} (data-interface §7 "Entities"). */
export function entityRoutes(v6: FastifyInstance, db: Database): void {
  documentRoute({
    method: 'GET',
    path: '/entities',
    summary: 'Every entity page by page: active titles by id, then people, sectors and lists',
    tags: ['Entities'],
    query: EntitiesListQuerySchema,
    response: EntitiesListAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/entities', async (request): Promise<Out<typeof EntitiesListAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(EntitiesListQuerySchema, request.query)
    return listEntities(db, query.entity_type, query.limit ?? 100, query.offset ?? 0)
  })

  documentRoute({
    method: 'GET',
    path: '/entities/search',
    summary: 'Entities (titles, people, sectors and lists) by name',
    tags: ['Entities'],
    query: EntitySearchQuerySchema,
    response: EntitiesAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Querystring: { query?: unknown } }>(
    '/entities/search',
    async (request): Promise<Out<typeof EntitiesAnswerSchema>> => {
      assertSupportedFormat(request.query)
      requireParameter(request.query.query, 'query', 'searchEntities')
      const query = parseRequest(EntitySearchQuerySchema, request.query)
      return searchEntities(db, query.query, query.entity_type, parseLimit(query.limit, 20, 100))
    },
  )

  documentRoute({
    method: 'GET',
    path: '/entities/:ids',
    summary: 'Entities by id, joined by commas: title ids, p<person id>, s<sector id>, l<list id>',
    tags: ['Entities'],
    params: { ids: 'Entity ids joined by commas' },
    query: FormatQuerySchema,
    response: EntitiesAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Params: { ids?: string } }>(
    '/entities/:ids',
    async (request): Promise<Out<typeof EntitiesAnswerSchema>> => {
      assertSupportedFormat(request.query)
      const text = requireParameter(request.params.ids, 'entity_id', 'getEntities')
      const parts = text.split(',').map((part) => part.trim())
      if (parts.length > 200) throw new ApiError(400, 32, 'Malformed parameter entity_id: more than 200 ids.')
      const refs: EntityRef[] = parts.map((part) => {
        const ref = parseEntityId(part)
        if (!ref)
          throw new ApiError(
            400,
            32,
            `Malformed parameter entity_id: '${part.slice(0, 20)}' is no entity id.`,
          )
        return ref
      })
      return loadEntities(db, refs)
    },
  )
}
