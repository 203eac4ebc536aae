import type { FastifyInstance } from 'fastify'
import { API_BASE_PATH } from '../../../src/core'
import { DOCS_CSS, renderDocsPage } from './docs-page'
import { buildOpenApiDocument } from './document'
import { documentRoute, type RegisteredRoute } from './registry'

/**
 * GET /v6/openapi.json, /v6/docs and /v6/docs.css, public (no basic auth), built on request
 * from the routes the /v6 block registered.
 */
export function openApiRoutes(app: FastifyInstance, routes: readonly RegisteredRoute[]): void {
  const own: RegisteredRoute[] = [
    { method: 'GET', path: '/openapi.json' },
    { method: 'GET', path: '/docs' },
  ]
  documentRoute({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This reference as an OpenAPI 3.1 document',
    tags: ['Reference'],
    authenticated: false,
  })
  documentRoute({
    method: 'GET',
    path: '/docs',
    summary: 'This reference as a page',
    tags: ['Reference'],
    responseType: 'text/html',
    authenticated: false,
  })
  const all = () => [...routes, ...own]
  app.get(`${API_BASE_PATH}/openapi.json`, async () => buildOpenApiDocument(all(), '6'))
  app.get(`${API_BASE_PATH}/docs`, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(all())),
  )
  app.get(`${API_BASE_PATH}/docs.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(DOCS_CSS),
  )
}
