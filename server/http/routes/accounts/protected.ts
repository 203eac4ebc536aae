import type { FastifyInstance } from 'fastify'
import {
  MorningBriefingIdParamsSchema,
  morningBriefingCapacity,
  UserDataQuerySchema,
} from '../../../../src/core'
import {
  type AccountServices,
  changeProfile,
  loadUserData,
  morningBriefingsOf,
  placeOrder,
  saveOpts,
  subscribeMorningBriefing,
  toUserProfile,
  unsubscribeMorningBriefing,
} from '../../../accounts'
import { requireUser } from '../../auth'
import { requireValidSubscription } from '../../entitlements'
import { parseRequest } from '../../validate'

/** Account calls of the logged-in user; registered inside the basic-auth /v6 scope. */
export function protectedAccountRoutes(v6: FastifyInstance, services: AccountServices) {
  const { db } = services

  v6.get('/userdata', async (request) => {
    const query = parseRequest(UserDataQuerySchema, request.query)
    return loadUserData(db, requireUser(request), {
      withPendingSubscriptions: query.withPendingSubscriptions === 'true',
    })
  })

  v6.get('/userdata/profile', async (request) => toUserProfile(requireUser(request)))

  v6.post('/userdata', async (request) => {
    const updated = await changeProfile(db, requireUser(request), request.body)
    return { profile: toUserProfile(updated) }
  })

  v6.get('/userdata/opts', async (request) => ({ opts: requireUser(request).opts }))

  v6.post('/userdata/opts', async (request) => ({
    opts: await saveOpts(db, requireUser(request), request.body),
  }))

  v6.post('/subscriptions/order', async (request) => placeOrder(services, requireUser(request), request.body))

  v6.get('/morning-briefings/subscriptions', async (request) => {
    const data = await loadUserData(db, requireUser(request), { withPendingSubscriptions: false })
    return { subscriptions: data.nl.morning_briefings, capacity: morningBriefingCapacity(data) }
  })

  v6.post('/morning-briefings/subscriptions', async (request) => {
    requireValidSubscription(request)
    return subscribeMorningBriefing(db, requireUser(request), request.body)
  })

  v6.delete('/morning-briefings/subscriptions/:id', async (request) => {
    const { id } = parseRequest(MorningBriefingIdParamsSchema, request.params)
    const user = requireUser(request)
    await unsubscribeMorningBriefing(db, user, id)
    return { subscriptions: await morningBriefingsOf(db, user.id) }
  })
}
