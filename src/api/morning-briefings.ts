import * as v from 'valibot'
import {
  type BasicCredentials,
  type MorningBriefingSubscribeRequest,
  type MorningBriefingSubscription,
  MorningBriefingSubscriptionSchema,
  MorningBriefingSubscriptionsAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import type { CallOptions } from './userdata'

export type MorningBriefingSubscriptions = v.InferOutput<typeof MorningBriefingSubscriptionsAnswerSchema>

/** GET /v6/morning-briefings/subscriptions: the user's subscriptions and how many more fit. */
export function getMorningBriefingSubscriptions(
  credentials: BasicCredentials,
  options: CallOptions = {},
): Promise<ApiResult<MorningBriefingSubscriptions>> {
  return (options.client ?? apiClient).request({
    path: '/morning-briefings/subscriptions',
    credentials,
    schema: MorningBriefingSubscriptionsAnswerSchema,
    signal: options.signal,
  })
}

/** POST /v6/morning-briefings/subscriptions {edition, language, timezone}. */
export function subscribeMorningBriefing(
  credentials: BasicCredentials,
  request: MorningBriefingSubscribeRequest,
  options: CallOptions = {},
): Promise<ApiResult<MorningBriefingSubscription>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/morning-briefings/subscriptions',
    body: request,
    credentials,
    schema: MorningBriefingSubscriptionSchema,
    signal: options.signal,
  })
}

/** DELETE /v6/morning-briefings/subscriptions/{id}. */
export async function unsubscribeMorningBriefing(
  credentials: BasicCredentials,
  id: number,
  options: CallOptions = {},
): Promise<ApiResult<null>> {
  const result = await (options.client ?? apiClient).request({
    method: 'DELETE',
    path: `/morning-briefings/subscriptions/${id}`,
    credentials,
    schema: v.unknown(),
    signal: options.signal,
  })
  return result.ok ? { ok: true, value: null, status: result.status } : result
}
