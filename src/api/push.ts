import {
  type BasicCredentials,
  type PushKeyAnswer,
  PushKeyAnswerSchema,
  PushSubscriptionAnswerSchema,
  type PushSubscriptionBody,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** Web Push of alerts (Murmur's addition): the VAPID key, and this browser's subscription. */

export function getPushKey(
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<PushKeyAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/push/key',
    credentials,
    schema: PushKeyAnswerSchema,
    ...requestOptions(options),
  })
}

export function savePushSubscription(
  subscription: PushSubscriptionBody,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
) {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/push/subscriptions',
    body: subscription,
    credentials,
    schema: PushSubscriptionAnswerSchema,
    ...requestOptions(options),
  })
}

export function deletePushSubscription(
  endpoint: string,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
) {
  return (options.client ?? apiClient).request({
    method: 'DELETE',
    path: '/push/subscriptions',
    body: { endpoint },
    credentials,
    schema: PushSubscriptionAnswerSchema,
    ...requestOptions(options),
  })
}
