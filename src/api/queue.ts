import { API_BASE_PATH } from '../core'

/** Concurrency of the /v6 queue and of every other route prefix (application §4 "Requests"). */
export const V6_CONCURRENCY = 4
export const OTHER_CONCURRENCY = 10

/** Priority of a request whose URL or body holds a search query, and of every other request. */
export const SEARCH_PRIORITY = 100
export const DEFAULT_PRIORITY = 50

const SEARCH_FIELDS = ['query', 'searchQuery', 'term'] as const

/** Gives the slot back; calling it twice is harmless. */
export type ReleaseSlot = () => void

export interface RequestQueue {
  /**
   * Waits for a free slot: higher priority first, first come first served within a priority.
   * Resolves null when the signal aborts before a slot was granted (the request leaves the queue).
   */
  acquire(priority: number, signal?: AbortSignal): Promise<ReleaseSlot | null>
  readonly running: number
  readonly waiting: number
}

interface Waiter {
  priority: number
  grant: (release: ReleaseSlot) => void
}

export function createRequestQueue(concurrency: number): RequestQueue {
  let running = 0
  const waiters: Waiter[] = []

  function slot(): ReleaseSlot {
    running += 1
    let released = false
    return () => {
      if (released) return
      released = true
      running -= 1
      next()
    }
  }

  function next(): void {
    while (running < concurrency) {
      const waiter = waiters.shift()
      if (!waiter) return
      waiter.grant(slot())
    }
  }

  return {
    acquire(priority, signal) {
      if (signal?.aborted) return Promise.resolve(null)
      if (running < concurrency && waiters.length === 0) return Promise.resolve(slot())
      return new Promise<ReleaseSlot | null>((resolve) => {
        const onAbort = () => {
          const index = waiters.indexOf(waiter)
          if (index !== -1) waiters.splice(index, 1)
          resolve(null)
        }
        const waiter: Waiter = {
          priority,
          grant: (release) => {
            signal?.removeEventListener('abort', onAbort)
            resolve(release)
          },
        }
        const before = waiters.findIndex((other) => other.priority < priority)
        waiters.splice(before === -1 ? waiters.length : before, 0, waiter)
        signal?.addEventListener('abort', onAbort, { once: true })
      })
    },
    get running() {
      return running
    },
    get waiting() {
      return waiters.length
    },
  }
}

/** Origin plus the first path segment of a URL: '/v6' for every call of the /v6 interface. */
export function routePrefix(url: string): { origin: string; prefix: string } {
  const parsed = new URL(url, 'http://same-origin.invalid')
  const segment = parsed.pathname.split('/')[1] ?? ''
  return { origin: parsed.origin, prefix: `/${segment}` }
}

export function routeConcurrency(prefix: string): number {
  return prefix === API_BASE_PATH ? V6_CONCURRENCY : OTHER_CONCURRENCY
}

/** One queue per route prefix (and origin), created on first use. */
export function createRouteQueues(concurrencyOf: (prefix: string) => number = routeConcurrency): {
  forUrl(url: string): RequestQueue
} {
  const queues = new Map<string, RequestQueue>()
  return {
    forUrl(url) {
      const { origin, prefix } = routePrefix(url)
      const key = `${origin}${prefix}`
      let queue = queues.get(key)
      if (!queue) {
        queue = createRequestQueue(concurrencyOf(prefix))
        queues.set(key, queue)
      }
      return queue
    },
  }
}

function holdsSearch(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(holdsSearch)
  return false
}

/** 100 when the URL query or the JSON body holds a non-empty query, searchQuery or term; else 50. */
export function requestPriority(query: Readonly<Record<string, unknown>> | undefined, body: unknown): number {
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? SEARCH_FIELDS.some((field) => field in body && holdsSearch(Reflect.get(body, field)))
      : false
  const fromQuery = query !== undefined && SEARCH_FIELDS.some((field) => holdsSearch(query[field]))
  return fromBody || fromQuery ? SEARCH_PRIORITY : DEFAULT_PRIORITY
}
