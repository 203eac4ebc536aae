import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAuthHeader } from './support/accounts'
import { startTestServer, type TestServer } from './support/server'

const OperationSchema = v.object({
  operationId: v.string(),
  summary: v.string(),
  tags: v.array(v.string()),
  parameters: v.optional(
    v.array(v.object({ name: v.string(), in: v.picklist(['path', 'query']), required: v.boolean() })),
  ),
  responses: v.record(
    v.string(),
    v.object({
      description: v.string(),
      content: v.optional(v.record(v.string(), v.object({ schema: v.unknown() }))),
    }),
  ),
})
const DocumentSchema = v.object({
  openapi: v.literal('3.1.0'),
  info: v.object({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), OperationSchema)),
})

/** The calls this area registers (application §7 "Inventory", data-interface §7). */
const OWN_ROUTES = [
  ['get', '/key_events_v2'],
  ['get', '/exchanges'],
  ['get', '/countries'],
  ['get', '/sources'],
  ['get', '/source_types'],
  ['get', '/inventory'],
  ['get', '/inventory/columns'],
  ['get', '/sectors'],
  ['get', '/lists'],
  ['get', '/lists/{lid}'],
  ['get', '/titles/available_filters'],
  ['get', '/errorcodes'],
  ['get', '/holidays'],
  ['get', '/reports'],
  ['get', '/titles/{ids}/info'],
  ['get', '/titles/search'],
  ['get', '/titles/{ident}/related'],
  ['get', '/titles'],
  ['post', '/titles'],
  ['get', '/entities/{ids}'],
  ['get', '/entities'],
  ['get', '/lists/{lid}/top_flop'],
  ['get', '/titles/{ident}/topics'],
  ['get', '/titles/{ident}/entities'],
  ['get', '/titles/{ident}/entities/history'],
  ['get', '/entities/search'],
  ['get', '/titles/{id}/earnings'],
  ['get', '/titles/{id}/positions'],
  ['get', '/titles/{id}/subsidiaries'],
  ['get', '/titles/{idents}/ratings/history'],
] as const

describe('GET /v6/openapi.json and /v6/docs', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('memory://')
  })
  afterAll(async () => {
    await server?.close()
  })

  async function openApi() {
    const response = await fetch(`${server.base}/v6/openapi.json`)
    expect(response.status).toBe(200)
    return v.parse(DocumentSchema, await response.json())
  }

  it('documents every call of this area with parameters and a response schema', async () => {
    const document = await openApi()
    for (const [method, path] of OWN_ROUTES) {
      const operation = document.paths[path]?.[method]
      expect(operation, `${method} ${path}`).toBeDefined()
      expect(operation?.tags, path).not.toContain('Undocumented')
      expect(operation?.responses['200']?.content?.['application/json']?.schema, path).toBeDefined()
      expect(operation?.responses['401'], path).toBeDefined()
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])) {
        expect(
          operation?.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === name),
          `${path} ${name}`,
        ).toBe(true)
      }
    }
    const search = document.paths['/titles/search']?.get
    expect(search?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'query', in: 'query', required: true }),
        expect.objectContaining({ name: 'search_type', in: 'query', required: false }),
        expect.objectContaining({ name: 'format', in: 'query', required: false }),
      ]),
    )
    expect(JSON.stringify(document.paths['/inventory']?.get?.responses['200'])).toContain('"titles"')
  })

  it('lists every /v6 route the server registered, documented or not, and only those', async () => {
    const document = await openApi()
    // /userdata belongs to another area and registers no description: it is listed anyway.
    expect(document.paths['/userdata']?.get).toBeDefined()
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = `/v6${path.replace(/\{(\w+)\}/g, ':$1')}`
        const upper = v.parse(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']), method.toUpperCase())
        expect(server.app.hasRoute({ method: upper, url }), `${method} ${url}`).toBe(true)
      }
    }
    const operationIds = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    )
    expect(new Set(operationIds).size).toBe(operationIds.length)
  })

  it('renders a readable reference page without scripts, inline styles or other origins', async () => {
    const response = await fetch(`${server.base}/v6/docs`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(html).toContain('/v6/titles/{ids}/info')
    expect(html).toContain('Asset master data')
    expect(html).not.toMatch(/<script|style=|https?:\/\//i)
    const css = await fetch(`${server.base}/v6/docs.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toContain('text/css')
  })

  it('keeps the documented calls behind basic authentication', async () => {
    expect((await fetch(`${server.base}/v6/inventory`)).status).toBe(401)
    expect(
      (await fetch(`${server.base}/v6/inventory`, { headers: { authorization: demoAuthHeader(server) } }))
        .status,
    ).toBe(200)
  })
})
