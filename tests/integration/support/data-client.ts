import * as v from 'valibot'
import { expect } from 'vitest'
import { ApiErrorBodySchema, FILTER_PERMISSIONS, VIEW_PERMISSIONS } from '../../../src/core'
import { basicAuthHeader, createTestUser } from './accounts'
import type { TestServer } from './server'

/** A client for the /v6 data calls as one user. */
export interface DataClient {
  get(path: string): Promise<Response>
  delete(path: string): Promise<Response>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
  postRaw(path: string, body: string, contentType: string | null): Promise<Response>
}

export function dataClient(server: TestServer, authorization: string): DataClient {
  return {
    get: (path) => fetch(`${server.base}${path}`, { headers: { authorization } }),
    delete: (path) => fetch(`${server.base}${path}`, { method: 'DELETE', headers: { authorization } }),
    post: (path, body, headers = {}) =>
      fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    postRaw: (path, body, contentType) =>
      fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: contentType ? { authorization, 'content-type': contentType } : { authorization },
        body,
      }),
  }
}

/** Users of the tiers the data tests need: every feature on, and the tier defaults of basic/premium. */
export async function dataUsers(server: TestServer) {
  const full = await createTestUser(server, {
    subscriptionType: 'platinum',
    aiTextgen: 1,
    uiFeatures: { filters: [...FILTER_PERMISSIONS], views: [...VIEW_PERMISSIONS] },
  })
  const basic = await createTestUser(server, { subscriptionType: 'basic' })
  const premium = await createTestUser(server, {
    subscriptionType: 'premium',
    uiFeatures: { filters: ['type', 'language', 'title', 'combine', 'source'], views: ['list', 'key_event'] },
  })
  const client = (user: { email: string; password: string }) =>
    dataClient(server, basicAuthHeader(user.email, user.password))
  return { full: client(full), basic: client(basic), premium: client(premium) }
}

/** Parses a 200 answer with `schema`. */
export async function answerOf<T extends v.GenericSchema>(
  response: Response,
  schema: T,
): Promise<v.InferOutput<T>> {
  const text = await response.text()
  expect(response.status, text).toBe(200)
  return v.parse(schema, JSON.parse(text))
}

/** Parses an error answer and checks its status and code. */
export async function expectError(response: Response, status: number, code: number) {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  const body = v.parse(ApiErrorBodySchema, JSON.parse(text))
  expect(body.code, text).toBe(code)
  return body
}

/** A trial user: the one plan without downloads (application §6 "Non-trial users get download"). */
export async function trialClient(server: TestServer): Promise<DataClient> {
  const user = await createTestUser(server, { subscriptionType: 'trial' })
  return dataClient(server, basicAuthHeader(user.email, user.password))
}
