import type { FastifyInstance } from 'fastify'
import type { GenericSchema } from 'valibot'
import type { ErrorCode } from '../../../src/core'

/**
 * What /v6/openapi.json and /v6/docs say about each /v6 route.
 *
 * How a route module documents itself (one call per route, next to where it registers it):
 *
 *   documentRoute({
 *     method: 'GET',
 *     path: '/titles/:ids/info',          // below /v6, in Fastify's path syntax
 *     summary: 'Asset master data',
 *     tags: ['Inventory'],
 *     query: TitleInfoQuerySchema,         // valibot schemas from src/core/wire
 *     response: TitleInfoAnswerSchema,
 *     errors: [8, 32],
 *   })
 *
 * Every route registered inside the /v6 block is listed in the document whether or not it
 * documented itself (collected by an onRoute hook); undocumented ones appear with their
 * method and path only, so a missing description is visible rather than a missing route.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RouteDoc {
  method: HttpMethod
  /** Path below /v6 in Fastify syntax (`:name` for path parameters). */
  path: string
  summary: string
  description?: string
  tags?: readonly string[]
  /** Descriptions of the path parameters by name. */
  params?: Readonly<Record<string, string>>
  query?: GenericSchema
  body?: GenericSchema
  response?: GenericSchema
  /** Content type of the 200 answer (default application/json). */
  responseType?: string
  /** Catalogue codes the route answers besides the authentication ones (13, 15, 16). */
  errors?: readonly ErrorCode[]
  /** False for routes that need no basic authentication. */
  authenticated?: boolean
}

const docs = new Map<string, RouteDoc>()

function keyOf(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`
}

/** Registers (or replaces) the description of one route. */
export function documentRoute(doc: RouteDoc): void {
  docs.set(keyOf(doc.method, doc.path), doc)
}

export function routeDoc(method: string, path: string): RouteDoc | undefined {
  return docs.get(keyOf(method, path))
}

export interface RegisteredRoute {
  method: string
  /** Path below /v6. */
  path: string
}

/**
 * Collects every route registered on `instance` (and its children) from now on. Call it first
 * in the /v6 block; `prefix` is stripped so paths match the documentRoute paths.
 */
export function collectRoutes(instance: FastifyInstance, prefix: string, into: RegisteredRoute[]): void {
  instance.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) || '/' : route.url
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      if (!into.some((known) => known.method === method && known.path === path)) into.push({ method, path })
    }
  })
}
