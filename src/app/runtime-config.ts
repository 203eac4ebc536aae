import * as v from 'valibot'
import { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_PATH, type RuntimeConfig, RuntimeConfigSchema } from '../core'

/**
 * The runtime configuration (application §3), fetched once at boot from /runtime-config.json.
 * Nothing waits for it to paint: readers get the defaults until it arrives, and code that needs
 * the real values (the /v6 base, the live socket) awaits `ready`. On any failure (offline with
 * no cached copy, a timeout, a malformed file) the defaults stay.
 */

export const RUNTIME_CONFIG_URL = RUNTIME_CONFIG_PATH
export const RUNTIME_CONFIG_TIMEOUT_MS = 5000

export interface RuntimeConfigSource {
  /** Settles once: the fetched configuration, or the defaults on failure. Never rejects. */
  readonly ready: Promise<RuntimeConfig>
  /** The configuration known now (the defaults until `ready` settles). */
  get(): RuntimeConfig
  /** True once `ready` settled from a valid file. */
  loaded(): boolean
  subscribe(listener: () => void): () => void
}

export async function fetchRuntimeConfig(
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  timeoutMs = RUNTIME_CONFIG_TIMEOUT_MS,
): Promise<RuntimeConfig | null> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_URL, {
      headers: { accept: 'application/json' },
      // As the HTML's <link rel="preload" as="fetch" crossorigin> asks for it, so that copy is used.
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) return null
    const parsed = v.safeParse(RuntimeConfigSchema, await response.json())
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

export function loadRuntimeConfig(
  fetchImpl?: typeof fetch,
  timeoutMs = RUNTIME_CONFIG_TIMEOUT_MS,
): RuntimeConfigSource {
  let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG
  let fromFile = false
  const listeners = new Set<() => void>()
  const ready = fetchRuntimeConfig(fetchImpl, timeoutMs).then((config) => {
    if (config) {
      current = config
      fromFile = true
      for (const listener of listeners) listener()
    } else {
      console.warn('[murmur] runtime configuration unavailable, using defaults')
    }
    return current
  })
  return {
    ready,
    get: () => current,
    loaded: () => fromFile,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
