import type { LiveSignal } from '../../src/core'

/** Where a tab stands: shown or hidden, and when it last had the focus (epoch ms, 0: never). */
export interface TabPresence {
  visible: boolean
  focusedAt: number
}

/** Trigger ids remembered to drop a repeated delivery (at-least-once from the server). */
const SEEN_KEPT = 1000

/**
 * The tabs that want the user's live alerts (`signal`). Each alert is shown as a toast in one
 * tab only, the one the user is looking at (visible, focused last), while every tab counts it for
 * the badge. An alert delivered twice (a resubscribe, another node) counts once.
 */
export class AlertInterest {
  private readonly tabs = new Map<string, { id: string; presence: TabPresence }>()
  private readonly seen = new Set<number>()
  unseen = 0

  add(tabId: string, id: string, presence: TabPresence): void {
    this.tabs.set(tabId, { id, presence })
  }

  /** True when the tab held an alert subscription. */
  remove(tabId: string, id?: string): boolean {
    const entry = this.tabs.get(tabId)
    if (!entry || (id !== undefined && entry.id !== id)) return false
    this.tabs.delete(tabId)
    return true
  }

  setPresence(tabId: string, presence: TabPresence): void {
    const entry = this.tabs.get(tabId)
    if (entry) entry.presence = presence
  }

  get wanted(): boolean {
    return this.tabs.size > 0
  }

  subscriptionOf(tabId: string): string | undefined {
    return this.tabs.get(tabId)?.id
  }

  /** The tabs to tell about a new alert, with the one that shows the toast; null for a repeat. */
  receive(signal: LiveSignal): { toastTab: string | null; tabs: Array<[string, string]> } | null {
    if (this.seen.has(signal.trigger_id)) return null
    this.seen.add(signal.trigger_id)
    if (this.seen.size > SEEN_KEPT) {
      const oldest = this.seen.values().next().value
      if (oldest !== undefined) this.seen.delete(oldest)
    }
    this.unseen += 1
    let toastTab: string | null = null
    let best: TabPresence | null = null
    for (const [tabId, { presence }] of this.tabs) {
      const better =
        best === null ||
        (presence.visible && !best.visible) ||
        (presence.visible === best.visible && presence.focusedAt > best.focusedAt)
      if (better) {
        best = presence
        toastTab = tabId
      }
    }
    return { toastTab, tabs: [...this.tabs].map(([tabId, { id }]) => [tabId, id]) }
  }

  markSeen(): void {
    this.unseen = 0
  }

  tabIds(): string[] {
    return [...this.tabs.keys()]
  }
}
