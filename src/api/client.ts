import * as v from 'valibot'
import {
  API_BASE_PATH,
  APP_VERSION_HEADER,
  type ApiErrorBody,
  ApiErrorBodySchema,
  type BasicCredentials,
  basicAuthorization,
  NO_CACHE_HEADERS,
} from '../core'

/**
 * The /v6 client: one `request` function every typed call goes through. Errors are values
 * (DESIGN §4): a call never throws for an HTTP, network or parse failure. Queues, retries and
 * cancellation policies wrap `request` later without changing the typed calls.
 */

export type ApiErrorKind = 'http' | 'network' | 'parse'

export interface ApiError {
  kind: ApiErrorKind
  /** HTTP status; 0 when no answer arrived (network) . */
  status: number
  /** The server's error body, when it sent one. */
  body?: ApiErrorBody
  /** A developer-facing detail (never shown as is). */
  detail?: string
}

export type ApiResult<T> = { ok: true; value: T; status: number } | { ok: false; error: ApiError }

export type QueryValue = string | number | boolean | null | undefined
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiRequest<TSchema extends v.GenericSchema> {
  method?: HttpMethod
  /** Path below /v6, starting with '/'. */
  path: string
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>
  /** Basic credentials (username and MD5 of the password); none for public calls. */
  credentials?: BasicCredentials | null
  /** Sent as JSON. */
  body?: unknown
  /** Parses the answer; the call's value is its output. */
  schema: TSchema
  signal?: AbortSignal
}

export interface ApiClientConfig {
  /** Origin of the /v6 interface ('' = the app's own origin); may wait for the runtime configuration. */
  baseUrl: () => string | Promise<string>
  /** Sent as the x-app-version header. */
  appVersion: string
  fetch?: typeof fetch
}

export interface ApiClient {
  request<TSchema extends v.GenericSchema>(
    request: ApiRequest<TSchema>,
  ): Promise<ApiResult<v.InferOutput<TSchema>>>
}

/** Builds the absolute or origin-relative URL of a /v6 call. */
export function buildApiUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>,
): string {
  const base = baseUrl.replace(/\/+$/, '')
  const params = new URLSearchParams()
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue]
    for (const value of values) {
      if (value === undefined || value === null) continue
      params.append(key, String(value))
    }
  }
  const search = params.toString()
  return `${base}${API_BASE_PATH}${path}${search ? `?${search}` : ''}`
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

async function readJson(
  response: Response,
): Promise<{ ok: true; value: unknown } | { ok: false; detail: string }> {
  const text = await response.text()
  if (text === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, detail: 'the answer is not JSON' }
  }
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  return {
    async request<TSchema extends v.GenericSchema>(
      request: ApiRequest<TSchema>,
    ): Promise<ApiResult<v.InferOutput<TSchema>>> {
      const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis)
      const headers: Record<string, string> = {
        accept: 'application/json',
        [APP_VERSION_HEADER]: config.appVersion,
        ...NO_CACHE_HEADERS,
      }
      if (request.credentials) headers.authorization = basicAuthorization(request.credentials)
      if (request.body !== undefined) headers['content-type'] = 'application/json'

      let response: Response
      try {
        const url = buildApiUrl(await config.baseUrl(), request.path, request.query)
        response = await doFetch(url, {
          method: request.method ?? 'GET',
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          cache: 'no-store',
          credentials: 'omit',
          signal: request.signal,
        })
      } catch (error) {
        if (isAbort(error)) throw error
        return { ok: false, error: { kind: 'network', status: 0, detail: String(error) } }
      }

      let json: Awaited<ReturnType<typeof readJson>>
      try {
        json = await readJson(response)
      } catch (error) {
        if (isAbort(error)) throw error
        return { ok: false, error: { kind: 'network', status: response.status, detail: String(error) } }
      }

      if (!response.ok) {
        const body = json.ok ? v.safeParse(ApiErrorBodySchema, json.value) : undefined
        return {
          ok: false,
          error: {
            kind: 'http',
            status: response.status,
            ...(body?.success ? { body: body.output } : {}),
          },
        }
      }
      if (!json.ok)
        return { ok: false, error: { kind: 'parse', status: response.status, detail: json.detail } }
      const parsed = v.safeParse(request.schema, json.value)
      if (!parsed.success) {
        return {
          ok: false,
          error: { kind: 'parse', status: response.status, detail: v.summarize(parsed.issues) },
        }
      }
      return { ok: true, value: parsed.output, status: response.status }
    },
  }
}

/** True for answers that reject the credentials or the account (401, 403). */
export function isAuthRejection(error: ApiError): boolean {
  return error.kind === 'http' && (error.status === 401 || error.status === 403)
}
