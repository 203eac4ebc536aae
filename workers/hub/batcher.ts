import type { Clock } from './clock'

/**
 * Collects items and flushes them at most once per interval. Spacing is measured
 * with clock deltas, not by trusting timers: a throttled background timer that
 * fires late flushes at once, and one that fires early reschedules itself.
 * Items pushed under the same key replace each other (the newest update wins).
 * After a quiet spell the first flush waits `gatherMs`, so the updates one server action emits
 * in quick succession (a buzz update, then the AI update written after it) travel together
 * instead of the later one waiting a whole interval.
 */
export class Batcher<T> {
  private readonly pending = new Map<string, T>()
  private lastFlushAt = Number.NEGATIVE_INFINITY
  private timer: unknown = null

  constructor(
    private readonly flush: (items: T[]) => void,
    private readonly intervalMs: number,
    private readonly clock: Clock,
    private readonly gatherMs = 0,
  ) {}

  push(key: string, item: T): void {
    this.pending.delete(key)
    this.pending.set(key, item)
    this.schedule()
  }

  get size(): number {
    return this.pending.size
  }

  dispose(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    this.pending.clear()
  }

  private schedule(): void {
    if (this.timer !== null || this.pending.size === 0) return
    const wait = Math.max(this.gatherMs, this.lastFlushAt + this.intervalMs - this.clock.now())
    this.timer = this.clock.setTimeout(() => this.onTimer(), wait)
  }

  private onTimer(): void {
    this.timer = null
    if (this.clock.now() - this.lastFlushAt < this.intervalMs) {
      this.schedule()
      return
    }
    if (this.pending.size === 0) return
    const items = [...this.pending.values()]
    this.pending.clear()
    this.lastFlushAt = this.clock.now()
    this.flush(items)
  }
}
