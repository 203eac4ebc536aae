import * as v from 'valibot'
import {
  APP_VERSION_HEADER,
  ApiErrorBodySchema,
  type BasicCredentials,
  basicAuthorization,
  NO_CACHE_HEADERS,
} from '../core'
import { type ApiResult, buildApiUrl, type QueryValue } from './client'
import { APP_VERSION, apiBaseUrl } from './default-client'

export interface DirectRequest {
  method: 'GET' | 'POST'
  path: string
  query?: Readonly<Record<string, QueryValue>>
  body?: unknown
  accept: string
  signal?: AbortSignal
}

/**
 * A /v6 call outside the queue (a download, a streamed answer): the user asked for it and watches
 * it, so it is neither queued nor retried. The response when it is ok, else the call's error.
 */
export async function sendDirect(
  request: DirectRequest,
  credentials: BasicCredentials,
): Promise<ApiResult<Response>> {
  const url = buildApiUrl(await apiBaseUrl(), request.path, request.query)
  const headers: Record<string, string> = {
    accept: request.accept,
    [APP_VERSION_HEADER]: APP_VERSION,
    ...NO_CACHE_HEADERS,
    authorization: basicAuthorization(credentials),
  }
  if (request.body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    })
  } catch (error) {
    return { ok: false, error: { kind: 'network', status: 0, detail: String(error) } }
  }
  if (response.ok) return { ok: true, value: response, status: response.status }
  let body: v.InferOutput<typeof ApiErrorBodySchema> | undefined
  try {
    const parsed = v.safeParse(ApiErrorBodySchema, await response.json())
    body = parsed.success ? parsed.output : undefined
  } catch {
    body = undefined
  }
  return { ok: false, error: { kind: 'http', status: response.status, ...(body ? { body } : {}) } }
}
