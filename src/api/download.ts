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

export interface DownloadRequest {
  method: 'GET' | 'POST'
  path: string
  query?: Readonly<Record<string, QueryValue>>
  body?: unknown
}

/**
 * A spreadsheet download (format=csv) of a /v6 call: the file as a Blob, or the call's error
 * (403 code 37 when the plan has no downloads). Not queued or retried like the data calls: the
 * user asked for it and sees its outcome.
 */
export async function downloadCsv(
  request: DownloadRequest,
  credentials: BasicCredentials,
): Promise<ApiResult<Blob>> {
  const url = buildApiUrl(await apiBaseUrl(), request.path, { ...request.query, format: 'csv' })
  const headers: Record<string, string> = {
    accept: 'text/csv',
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
    })
  } catch (error) {
    return { ok: false, error: { kind: 'network', status: 0, detail: String(error) } }
  }
  if (response.ok) return { ok: true, value: await response.blob(), status: response.status }
  let body: v.InferOutput<typeof ApiErrorBodySchema> | undefined
  try {
    const parsed = v.safeParse(ApiErrorBodySchema, await response.json())
    body = parsed.success ? parsed.output : undefined
  } catch {
    body = undefined
  }
  return { ok: false, error: { kind: 'http', status: response.status, ...(body ? { body } : {}) } }
}
