/**
 * Starts the hub's SharedWorker at boot, before the hub client's code has loaded, so the worker
 * script downloads and starts beside the first page. Null where SharedWorker is missing or refused
 * (the client then elects a leader tab).
 */
export function startHubWorker(): SharedWorker | null {
  if (typeof SharedWorker !== 'function') return null
  try {
    return new SharedWorker(new URL('./shared-worker.ts', import.meta.url), {
      type: 'module',
      name: 'murmur-hub',
    })
  } catch (error) {
    console.warn('[murmur] SharedWorker unavailable, electing a leader tab', error)
    return null
  }
}
