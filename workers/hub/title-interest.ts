import { REALTIME_PARTITION } from '../../src/core'

/**
 * Which subscriptions need which titles, per partition. The server is asked for a
 * title when the first subscription needs it and released when the last one stops.
 */
export class TitleInterest {
  private readonly byPartition = new Map<string, Map<number, Set<string>>>()

  /** Adds a subscription's titles; returns the titles no other subscription needed before. */
  add(subscriptionId: string, partition: string, titles: readonly number[]): number[] {
    let titleMap = this.byPartition.get(partition)
    if (!titleMap) {
      titleMap = new Map()
      this.byPartition.set(partition, titleMap)
    }
    const added: number[] = []
    for (const title of new Set(titles)) {
      let subscribers = titleMap.get(title)
      if (!subscribers) {
        subscribers = new Set()
        titleMap.set(title, subscribers)
        added.push(title)
      }
      subscribers.add(subscriptionId)
    }
    return added
  }

  /** Removes a subscription's titles; returns the titles that no subscription of the partition still needs. */
  remove(subscriptionId: string, partition: string, titles: readonly number[]): number[] {
    const titleMap = this.byPartition.get(partition)
    if (!titleMap) return []
    const released: number[] = []
    for (const title of new Set(titles)) {
      const subscribers = titleMap.get(title)
      if (!subscribers?.delete(subscriptionId)) continue
      if (subscribers.size === 0) {
        titleMap.delete(title)
        released.push(title)
      }
    }
    if (titleMap.size === 0) this.byPartition.delete(partition)
    return released
  }

  subscribersOf(partition: string, title: number): ReadonlySet<string> {
    return this.byPartition.get(partition)?.get(title) ?? EMPTY
  }

  /** Every partition with the titles currently needed, to restore after a (re)connect. */
  entries(): Array<{ partition: string; titles: number[] }> {
    return [...this.byPartition].map(([partition, titleMap]) => ({ partition, titles: [...titleMap.keys()] }))
  }
}

const EMPTY: ReadonlySet<string> = new Set()

export function normalisePartition(partition: string | undefined): string {
  return partition && partition.length > 0 ? partition : REALTIME_PARTITION
}
