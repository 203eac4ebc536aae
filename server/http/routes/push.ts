import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  PushKeyAnswerSchema,
  PushSubscriptionAnswerSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '../../../src/core'
import type { Database } from '../../db'
import { pushSubscriptions } from '../../db/schema'
import type { VapidKeys } from '../../push/keys'
import { ApiError } from '../api-error'
import { requireUser } from '../auth'
import { requireValidSubscription } from '../entitlements'
import { documentRoute } from '../openapi'
import { parseRequest } from '../validate'
import { jsonBody, parseQuery } from './data/common'

/** Push services are reached over https only (web-push sends nothing else). */
function checkEndpoint(endpoint: string): void {
  if (new URL(endpoint).protocol !== 'https:')
    throw new ApiError(400, 32, 'Malformed parameter endpoint: expected an https push service URL.')
}

function documentPushRoutes(): void {
  const tags = ['Push notifications']
  documentRoute({
    method: 'GET',
    path: '/push/key',
    summary: 'The server’s VAPID public key, for PushManager.subscribe (Murmur’s addition)',
    tags,
    response: PushKeyAnswerSchema,
    errors: [13, 21],
  })
  documentRoute({
    method: 'POST',
    path: '/push/subscriptions',
    summary: 'Deliver the user’s alerts to this browser when the app is closed (Murmur’s addition)',
    description: 'Body: PushSubscription.toJSON(). An endpoint held by another user moves to this one.',
    tags,
    body: PushSubscriptionBodySchema,
    response: PushSubscriptionAnswerSchema,
    errors: [8, 13, 21, 32, 33],
  })
  documentRoute({
    method: 'DELETE',
    path: '/push/subscriptions',
    summary: 'Stop delivering alerts to this browser (Murmur’s addition)',
    tags,
    body: PushUnsubscribeBodySchema,
    response: PushSubscriptionAnswerSchema,
    errors: [8, 13, 21, 32, 33],
  })
}

/** /push: Web Push of the user's alerts. */
export function pushRoutes(v6: FastifyInstance, db: Database, keys: VapidKeys): void {
  documentPushRoutes()
  v6.register(async (scope) => {
    scope.addHook('preHandler', async (request) => requireValidSubscription(request))

    scope.get('/push/key', async (request) => {
      requireUser(request)
      parseQuery(v.strictObject({ format: v.optional(v.string()) }), request.query)
      return { public_key: keys.publicKey }
    })

    scope.post('/push/subscriptions', async (request) => {
      const user = requireUser(request)
      const body = parseRequest(PushSubscriptionBodySchema, jsonBody(request, 'subscribePush'))
      checkEndpoint(body.endpoint)
      const row = { userId: user.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
      return { endpoint: body.endpoint, subscribed: true }
    })

    scope.delete('/push/subscriptions', async (request) => {
      const user = requireUser(request)
      const body = parseRequest(PushUnsubscribeBodySchema, jsonBody(request, 'unsubscribePush'))
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, body.endpoint)))
      return { endpoint: body.endpoint, subscribed: false }
    })
  })
}
