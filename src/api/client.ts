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
import {
  type CancelReason,
  cancelledResult,
  DEFAULT_CANCEL_ON,
  type ScheduleTimer,
  scheduleTimer,
  sleep,
  untilAborted,
} from './cancellation'
import { createRouteQueues, requestPriority, routeConcurrency } from './queue'
import { isRetriable, RETRY_POLICY, type RetryPolicy, retryDelay } from './retry'

/**
 * The /v6 client: one `request` function every typed call goes through. Errors are values
 * (DESIGN §4): a call never throws for an HTTP, network or parse failure, nor for a cancellation.
 * Every request waits in the queue of its route prefix, is retried by the spec's rule and is
 * cancelled by the reasons of its cancellation policy (application §4 "Requests", §7).
 */

export type ApiErrorKind = 'http' | 'network' | 'parse' | 'cancelled'

export interface ApiError {
  kind: ApiErrorKind
  /** HTTP status; 0 when no answer arrived (network) or the request was cancelled. */
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
  /** The caller's own cancellation: an abort resolves the call as cancelled. */
  signal?: AbortSignal
  /** The reasons that cancel this request; ['page', 'logout'] by default, [] for none. */
  cancelOn?: readonly CancelReason[]
  /** Queue priority, higher first; 100 when the URL or body holds a search query, else 50. */
  priority?: number
  /**
   * false: sent once, never retried. For calls that must not reach the server twice, such as one
   * carrying a single-use token (a repeated signup fails its already spent bot check).
   */
  retry?: boolean
}

export interface ApiClientConfig {
  /** Origin of the /v6 interface ('' = the app's own origin); may wait for the runtime configuration. */
  baseUrl: () => string | Promise<string>
  /** Sent as the x-app-version header. */
  appVersion: string
  fetch?: typeof fetch
  /** An answer already requested for this GET (the page's early data), taken once; null if none. */
  takeEarlyResponse?: (url: string, authorization: string | undefined) => Promise<Response> | null
  /** The retry rule; the spec's (4 attempts, 1000 ms doubling, 30000 ms cap, 1-10 % jitter) by default. */
  retry?: RetryPolicy
  /** Per-attempt timeout in milliseconds; 0, the default, means none. A timeout counts as a network failure. */
  timeoutMs?: number
  /** Jitter source ([0, 1)); Math.random by default. */
  random?: () => number
  /** Timers for retry waits and timeouts; setTimeout by default. */
  schedule?: ScheduleTimer
  /** Concurrency of a route prefix's queue: 4 for /v6, 10 for the others by default. */
  concurrency?: (prefix: string) => number
}

export interface ApiClient {
  request<TSchema extends v.GenericSchema>(
    request: ApiRequest<TSchema>,
  ): Promise<ApiResult<v.InferOutput<TSchema>>>
  /** Cancels every queued, running or retry-waiting request whose policy holds `reason`. */
  cancel(reason: CancelReason): void
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

interface Pending {
  cancelOn: readonly CancelReason[]
  controller: AbortController
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const policy = config.retry ?? RETRY_POLICY
  const timeoutMs = config.timeoutMs ?? 0
  const random = config.random ?? Math.random
  const schedule = config.schedule ?? scheduleTimer
  const queues = createRouteQueues(config.concurrency ?? routeConcurrency)
  const pending = new Set<Pending>()

  /** One fetch of the request; `cancelled` aborts it. Never throws. */
  async function attempt<TSchema extends v.GenericSchema>(
    url: string,
    request: ApiRequest<TSchema>,
    cancelled: AbortSignal,
  ): Promise<ApiResult<v.InferOutput<TSchema>>> {
    // Cancelled between getting the slot and starting: an abort listener added now would never fire.
    if (cancelled.aborted) return cancelledResult()
    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis)
    const headers: Record<string, string> = {
      accept: 'application/json',
      [APP_VERSION_HEADER]: config.appVersion,
      ...NO_CACHE_HEADERS,
    }
    if (request.credentials) headers.authorization = basicAuthorization(request.credentials)
    if (request.body !== undefined) headers['content-type'] = 'application/json'

    const controller = new AbortController()
    let timedOut = false
    const onCancel = () => controller.abort()
    cancelled.addEventListener('abort', onCancel, { once: true })
    const clearTimer =
      timeoutMs > 0
        ? schedule(() => {
            timedOut = true
            controller.abort()
          }, timeoutMs)
        : () => {}
    const failure = (error: unknown, status: number): ApiResult<v.InferOutput<TSchema>> => {
      if (cancelled.aborted || (isAbort(error) && !timedOut)) return cancelledResult()
      return { ok: false, error: { kind: 'network', status, detail: timedOut ? 'timeout' : String(error) } }
    }

    // The answer the page's inline script asked for while the scripts downloaded (early data).
    const early =
      (request.method ?? 'GET') === 'GET' && request.body === undefined
        ? (config.takeEarlyResponse?.(url, headers.authorization) ?? null)
        : null

    try {
      let response: Response
      try {
        if (early) {
          const answer = await untilAborted(early, controller.signal)
          if (answer === null) throw new DOMException('The request was aborted', 'AbortError')
          response = answer
        } else
          response = await doFetch(url, {
            method: request.method ?? 'GET',
            headers,
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
            cache: 'no-store',
            credentials: 'omit',
            signal: controller.signal,
          })
      } catch (error) {
        return failure(error, 0)
      }

      let json: Awaited<ReturnType<typeof readJson>>
      try {
        json = await readJson(response)
      } catch (error) {
        return failure(error, response.status)
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
    } finally {
      clearTimer()
      cancelled.removeEventListener('abort', onCancel)
    }
  }

  async function run<TSchema extends v.GenericSchema>(
    request: ApiRequest<TSchema>,
    cancelled: AbortSignal,
  ): Promise<ApiResult<v.InferOutput<TSchema>>> {
    const baseUrl = await untilAborted(Promise.resolve(config.baseUrl()), cancelled)
    if (baseUrl === null) return cancelledResult()
    const url = buildApiUrl(baseUrl, request.path, request.query)
    const queue = queues.forUrl(url)
    const priority = request.priority ?? requestPriority(request.query, request.body)

    for (let attemptNumber = 1; ; attemptNumber += 1) {
      const release = await queue.acquire(priority, cancelled)
      if (release === null) return cancelledResult()
      let result: ApiResult<v.InferOutput<TSchema>>
      try {
        result = await attempt(url, request, cancelled)
      } finally {
        release()
      }
      if (cancelled.aborted) return cancelledResult()
      const attemptsAllowed = request.retry === false ? 1 : policy.maxAttempts
      if (result.ok || !isRetriable(result.error) || attemptNumber >= attemptsAllowed) return result
      // The wait happens outside the queue: the slot serves other requests meanwhile.
      const waited = await sleep(retryDelay(attemptNumber, random, policy), cancelled, schedule)
      if (!waited) return cancelledResult()
    }
  }

  return {
    async request<TSchema extends v.GenericSchema>(
      request: ApiRequest<TSchema>,
    ): Promise<ApiResult<v.InferOutput<TSchema>>> {
      const entry: Pending = {
        cancelOn: request.cancelOn ?? DEFAULT_CANCEL_ON,
        controller: new AbortController(),
      }
      const { signal } = request
      const onCallerAbort = () => entry.controller.abort()
      if (signal?.aborted) return cancelledResult()
      signal?.addEventListener('abort', onCallerAbort, { once: true })
      pending.add(entry)
      try {
        return await run(request, entry.controller.signal)
      } catch (error) {
        // baseUrl() failed (no runtime configuration): no request could be sent.
        if (entry.controller.signal.aborted) return cancelledResult()
        return { ok: false, error: { kind: 'network', status: 0, detail: String(error) } }
      } finally {
        pending.delete(entry)
        signal?.removeEventListener('abort', onCallerAbort)
      }
    },
    cancel(reason) {
      for (const entry of [...pending]) {
        if (entry.cancelOn.includes(reason)) entry.controller.abort()
      }
    },
  }
}

/** True for answers that reject the credentials or the account (401, 403). */
export function isAuthRejection(error: ApiError): boolean {
  return error.kind === 'http' && (error.status === 401 || error.status === 403)
}
