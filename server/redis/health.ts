/**
 * Redis is an accelerator (shared rate-limit counters, live fan-out between nodes), never a single
 * point of failure: each part that uses it registers its clients here, falls back to this node
 * when they are down, and counts the fallbacks. /metrics and /readyz read this registry.
 */
export class RedisHealth {
  private readonly clients = new Map<string, () => boolean>()
  private readonly fallbacks = new Map<string, number>()

  /** `name` says which part the client serves (rate_limits, live_pub, live_sub). */
  register(name: string, isReady: () => boolean): void {
    this.clients.set(name, isReady)
  }

  get configured(): boolean {
    return this.clients.size > 0
  }

  states(): Map<string, boolean> {
    return new Map([...this.clients].map(([name, isReady]) => [name, isReady()]))
  }

  /** `part` fell back to this node once (a counter increment or a publish done locally only). */
  countFallback(part: string): void {
    this.fallbacks.set(part, (this.fallbacks.get(part) ?? 0) + 1)
  }

  fallbackCounts(): ReadonlyMap<string, number> {
    return this.fallbacks
  }
}

/** Logs a repeating condition at most once per interval, so an outage does not flood the logs. */
export function throttledLog(intervalMs: number, log: () => void, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY
  return () => {
    const at = now()
    if (at - last < intervalMs) return
    last = at
    log()
  }
}
