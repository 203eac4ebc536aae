import { toJsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'
import { API_BASE_PATH, ApiErrorBodySchema, ERROR_CATALOGUE, type ErrorCode } from '../../../src/core'
import { type RegisteredRoute, type RouteDoc, routeDoc } from './registry'

/** OpenAPI 3.1 document of the /v6 routes, from the valibot wire schemas. */

type Json = ReturnType<typeof toJsonSchema>

export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): Json {
  return toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore', typeMode })
}

const ObjectSchemaShape = v.object({
  properties: v.optional(v.record(v.string(), v.unknown())),
  required: v.optional(v.array(v.string())),
  description: v.optional(v.string()),
})

/** Path in OpenAPI syntax: '/titles/:ids/info' → '/titles/{ids}/info'. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].flatMap((match) => (match[1] ? [match[1]] : []))
}

interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  description?: string
  schema: unknown
}

export function queryParameters(doc: RouteDoc | undefined): Parameter[] {
  if (!doc?.query) return []
  const parsed = v.safeParse(ObjectSchemaShape, jsonSchemaOf(doc.query, 'input'))
  if (!parsed.success) return []
  const required = new Set(parsed.output.required ?? [])
  return Object.entries(parsed.output.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }))
}

function errorDescription(codes: readonly ErrorCode[]): string {
  return codes.map((code) => `${code} ${ERROR_CATALOGUE[code].internalCode}`).join('; ')
}

const AUTH_ERRORS: readonly ErrorCode[] = [13, 15, 16]

function operation(route: RegisteredRoute, doc: RouteDoc | undefined) {
  const parameters: Parameter[] = [
    ...pathParameterNames(route.path).map((name) => ({
      name,
      in: 'path' as const,
      required: true,
      ...(doc?.params?.[name] ? { description: doc.params[name] } : {}),
      schema: { type: 'string' },
    })),
    ...queryParameters(doc),
  ]
  const errors = doc?.errors ?? []
  const authenticated = doc?.authenticated ?? true
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Success',
      ...(doc?.response
        ? {
            content: {
              [doc.responseType ?? 'application/json']: { schema: jsonSchemaOf(doc.response, 'output') },
            },
          }
        : {}),
    },
  }
  if (errors.length > 0) {
    responses['400'] = {
      description: `Bad request: ${errorDescription(errors)}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    }
  }
  if (authenticated) {
    responses['401'] = {
      description: `Not authenticated: ${errorDescription(AUTH_ERRORS)}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    }
  }
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_match, next?: string) => (next ? next.toUpperCase() : ''))}`,
    summary: doc?.summary ?? `${route.method} ${route.path}`,
    ...(doc?.description ? { description: doc.description } : {}),
    tags: [...(doc?.tags ?? ['Undocumented'])],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc?.body
      ? { requestBody: { content: { 'application/json': { schema: jsonSchemaOf(doc.body, 'input') } } } }
      : {}),
    ...(authenticated ? {} : { security: [] }),
    responses,
  }
}

export function buildOpenApiDocument(routes: readonly RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
  for (const route of sorted) {
    const path = openApiPath(route.path)
    const entry = paths[path] ?? {}
    entry[route.method.toLowerCase()] = operation(route, routeDoc(route.method, route.path))
    paths[path] = entry
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Murmur /v6 provider interface',
      version,
      description:
        'Buzz and sentiment of financial assets. Every call accepts an optional format query parameter (json). Errors answer {code, internalCode, en}.',
    },
    servers: [{ url: API_BASE_PATH }],
    security: [{ basicAuth: [] }],
    components: {
      securitySchemes: {
        basicAuth: {
          type: 'http',
          scheme: 'basic',
          description: 'User name and the MD5 hex of the password.',
        },
      },
      schemas: { ApiError: jsonSchemaOf(ApiErrorBodySchema, 'output') },
    },
    paths,
  }
}
