/** subscribe_title_ticks replaces the socket's tick list, so it goes in one emit (the server takes 5,000). */
export const TICK_TITLES_MAX = 5000

export interface TickSubscription {
  id: string
  titles: ReadonlySet<number>
}

/**
 * Which tabs want ticks of which titles. A tab has one tick subscription (a newer one replaces
 * its older one); the server gets the union of all tabs' titles, sent again whenever it changes
 * (subscribe_title_ticks replaces the socket's earlier list; there is no tick unsubscribe).
 */
export class TickInterest {
  private readonly byTab = new Map<string, TickSubscription>()
  /** The list the server was last given on the current socket. */
  private sent: readonly number[] = []

  set(tabId: string, subscription: TickSubscription): void {
    this.byTab.set(tabId, subscription)
  }

  /** Ends the tab's subscription (only the given one, when an id is given); true when one ended. */
  remove(tabId: string, subscriptionId?: string): boolean {
    const current = this.byTab.get(tabId)
    if (!current || (subscriptionId !== undefined && current.id !== subscriptionId)) return false
    return this.byTab.delete(tabId)
  }

  of(tabId: string): TickSubscription | undefined {
    return this.byTab.get(tabId)
  }

  tabsWanting(title: number): string[] {
    return [...this.byTab]
      .filter(([, subscription]) => subscription.titles.has(title))
      .map(([tabId]) => tabId)
  }

  /** The list the server must be given now (sorted, at most TICK_TITLES_MAX), or null when it has it. */
  pendingChange(): number[] | null {
    const union = new Set<number>()
    for (const { titles } of this.byTab.values()) for (const title of titles) union.add(title)
    const wanted = [...union].sort((a, b) => a - b).slice(0, TICK_TITLES_MAX)
    if (wanted.length === this.sent.length && wanted.every((title, i) => title === this.sent[i])) return null
    this.sent = wanted
    return wanted
  }

  /** A new socket holds no tick list. */
  forgetSent(): void {
    this.sent = []
  }

  sentTitles(): number[] {
    return [...this.sent]
  }
}
