import { EARLY_HUB_GLOBAL, HUB_WORKER_NAME } from '../../src/core/early-data'

/**
 * Starts the hub's SharedWorker at boot, before the hub client's code has loaded, so the worker
 * script downloads and starts beside the first page. On a first visit index.html's inline script
 * has started it already (src/core/early-data.ts): that worker, whose port carries the inventory
 * prefetch, is taken. Null where SharedWorker is missing or refused (the client then elects a
 * leader tab).
 */
export function startHubWorker(): SharedWorker | null {
  if (typeof SharedWorker !== 'function') return null
  const early: unknown = Reflect.get(window, EARLY_HUB_GLOBAL)
  if (early instanceof SharedWorker) {
    Reflect.deleteProperty(window, EARLY_HUB_GLOBAL)
    return early
  }
  try {
    return new SharedWorker(new URL('./shared-worker.ts', import.meta.url), {
      type: 'module',
      name: HUB_WORKER_NAME,
    })
  } catch (error) {
    console.warn('[murmur] SharedWorker unavailable, electing a leader tab', error)
    return null
  }
}
