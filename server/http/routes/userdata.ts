import type { FastifyInstance } from 'fastify'
import { UserDataQuerySchema } from '../../../src/core'
import { toUserData } from '../../accounts'
import { requireUser } from '../auth'
import { parseRequest } from '../validate'

/** GET /v6/userdata: the current user (application §7 "Accounts"). */
export function userdataRoutes(v6: FastifyInstance): void {
  v6.get('/userdata', async (request) => {
    const query = parseRequest(UserDataQuerySchema, request.query)
    return toUserData(requireUser(request), {
      withPendingSubscriptions: query.withPendingSubscriptions === 'true',
    })
  })
}
