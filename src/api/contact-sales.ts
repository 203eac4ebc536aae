import * as v from 'valibot'
import type { ContactSalesRequest } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import type { CallOptions } from './userdata'

/** POST /v6/contact-sales (public): the contact-sales dialog's message to the sales team. */
export async function contactSales(
  request: ContactSalesRequest,
  options: CallOptions = {},
): Promise<ApiResult<null>> {
  const result = await (options.client ?? apiClient).request({
    method: 'POST',
    path: '/contact-sales',
    body: request,
    schema: v.unknown(),
    signal: options.signal,
  })
  return result.ok ? { ok: true, value: null, status: result.status } : result
}
