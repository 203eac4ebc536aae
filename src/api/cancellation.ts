import type { ApiError, ApiResult } from './client'

/**
 * Why pending requests are cancelled (application §4 "Requests"): a view modification, a context
 * change, a page change or a logout. Each request names the reasons that cancel it.
 */
export type CancelReason = 'view' | 'context' | 'page' | 'logout'

export const DEFAULT_CANCEL_ON: readonly CancelReason[] = ['page', 'logout']

/** The result of a cancelled request. It is not an error: no message, no retry. */
export function cancelledResult<T>(): ApiResult<T> {
  return { ok: false, error: { kind: 'cancelled', status: 0 } }
}

export function isCancelled(error: ApiError): boolean {
  return error.kind === 'cancelled'
}

/** Timer access of the client (tests inject their own). Returns a function that clears the timer. */
export type ScheduleTimer = (callback: () => void, ms: number) => () => void

export const scheduleTimer: ScheduleTimer = (callback, ms) => {
  const handle = setTimeout(callback, ms)
  return () => clearTimeout(handle)
}

/** Waits `ms`; resolves false at once when the signal aborts (the wait is then over). */
export function sleep(
  ms: number,
  signal: AbortSignal,
  schedule: ScheduleTimer = scheduleTimer,
): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false)
  return new Promise((resolve) => {
    const onAbort = () => {
      clear()
      resolve(false)
    }
    const clear = schedule(() => {
      signal.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** Resolves the promise's value, or null as soon as the signal aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null)
  return new Promise<T | null>((resolve, reject) => {
    const onAbort = () => resolve(null)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/**
 * "A newer load supersedes an older one" (data-interface §4) for imperative loads: each slot runs
 * one load at a time; starting a new one aborts the previous one, whose result becomes cancelled.
 */
export interface LatestLoad {
  /** Aborts the slot's previous load and returns the signal of the new one. */
  start(): AbortSignal
  /** Runs `load` as the slot's newest load; resolves cancelled if a newer load or abort() overtook it. */
  run<T>(load: (signal: AbortSignal) => Promise<ApiResult<T>>): Promise<ApiResult<T>>
  /** Aborts the slot's running load, if any. */
  abort(): void
}

export function createLatestLoad(): LatestLoad {
  let current: AbortController | null = null

  function start(): AbortSignal {
    current?.abort()
    current = new AbortController()
    return current.signal
  }

  return {
    start,
    async run(load) {
      const signal = start()
      const result = await load(signal)
      return signal.aborted ? cancelledResult() : result
    },
    abort() {
      current?.abort()
      current = null
    },
  }
}
