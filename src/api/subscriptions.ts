import {
  type BasicCredentials,
  CancellationAnswerSchema,
  type CancellationRequest,
  type OrderAnswer,
  OrderAnswerSchema,
  type OrderRequest,
  type PromotionCodeCheckAnswer,
  PromotionCodeCheckAnswerSchema,
  type SubscriptionPlansAnswer,
  SubscriptionPlansAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import type { CallOptions } from './userdata'

/** GET /v6/subscriptions/plans (public): the plans and which payment options are available now. */
export function getSubscriptionPlans(options: CallOptions = {}): Promise<ApiResult<SubscriptionPlansAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/subscriptions/plans',
    schema: SubscriptionPlansAnswerSchema,
    signal: options.signal,
  })
}

/** POST /v6/subscriptions/promotion-code (public): the discount a code gives on a plan. */
export function checkPromotionCode(
  promotionCode: string,
  subscriptionTypeId: number,
  options: CallOptions = {},
): Promise<ApiResult<PromotionCodeCheckAnswer>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/subscriptions/promotion-code',
    body: { promotion_code: promotionCode, subscription_type_id: subscriptionTypeId },
    schema: PromotionCodeCheckAnswerSchema,
    signal: options.signal,
  })
}

/** POST /v6/subscriptions/order: places the order (invoice: waits for payment; PayPal: approval URL). */
export function orderSubscription(
  credentials: BasicCredentials,
  order: OrderRequest,
  options: CallOptions = {},
): Promise<ApiResult<OrderAnswer>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/subscriptions/order',
    body: order,
    credentials,
    schema: OrderAnswerSchema,
    signal: options.signal,
  })
}

/** POST /v6/subscriptions/cancel (public; sent with the credentials when logged in). */
export async function cancelSubscription(
  request: CancellationRequest,
  credentials: BasicCredentials | null,
  options: CallOptions = {},
): Promise<ApiResult<number>> {
  const result = await (options.client ?? apiClient).request({
    method: 'POST',
    path: '/subscriptions/cancel',
    body: request,
    credentials,
    schema: CancellationAnswerSchema,
    signal: options.signal,
  })
  return result.ok ? { ok: true, value: result.value.cancellation_id, status: result.status } : result
}
