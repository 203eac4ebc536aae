import {
  PAGE_SNAPSHOT_CACHE,
  PAGE_SNAPSHOT_ELEMENT_ID,
  SNAPSHOT_STYLES_ATTRIBUTE,
} from '../core/page-snapshot'
import type { AuthStore } from './auth-store'

/**
 * The page side of page snapshots (src/core/page-snapshot.ts): keeps the rendered HTML of the
 * pages a user sees, so the service worker can paint a path's last page on the next start, and
 * takes the painted snapshot away once the app's own page is there.
 */

/** After a page change, the page is kept once its data has had time to arrive. */
const SAVE_AFTER_PAGE_MS = 2_500
/** While the page stays open its live figures change: kept again at most this often. */
const SAVE_EVERY_MS = 30_000
/** The snapshot gives way this long after the app's first content at the latest… */
const REVEAL_AFTER_CONTENT_MS = 1_500
/** …and this long after boot whatever happens (a snapshot must never hide a broken start). */
const REVEAL_AFTER_BOOT_MS = 6_000

export interface PageSnapshots {
  /** A page change resolved: keep the new page once it has settled. */
  pageResolved(): void
  /** The user navigates: a painted snapshot goes at once. */
  navigating(): void
}

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches)

/** True when the app's root shows a page with its data: content, nothing busy, no splash. */
function settled(root: HTMLElement): boolean {
  return (
    root.childElementCount > 0 &&
    root.querySelector('[aria-busy="true"], .boot-splash, .initial-loading') === null
  )
}

export function keepPageSnapshots(root: HTMLElement, auth: AuthStore): PageSnapshots {
  const layer = document.getElementById(PAGE_SNAPSHOT_ELEMENT_ID)
  let revealObserver: MutationObserver | null = null
  let contentTimer: ReturnType<typeof setTimeout> | undefined
  let bootTimer: ReturnType<typeof setTimeout> | undefined

  function reveal(): void {
    if (!layer?.isConnected) return
    revealObserver?.disconnect()
    clearTimeout(contentTimer)
    clearTimeout(bootTimer)
    layer.remove()
    // The snapshot's joined stylesheet goes with it: the app's page has loaded its own by now.
    document.querySelector(`link[${SNAPSHOT_STYLES_ATTRIBUTE}]`)?.remove()
    root.hidden = false
  }

  if (layer) {
    const snapshot = auth.getSnapshot()
    const sameUser = snapshot.status === 'logged-in' && layer.dataset.user === snapshot.username
    if (!sameUser) reveal()
    else {
      bootTimer = setTimeout(reveal, REVEAL_AFTER_BOOT_MS)
      revealObserver = new MutationObserver(() => {
        if (root.childElementCount > 0 && contentTimer === undefined && !root.querySelector('.boot-splash')) {
          contentTimer = setTimeout(reveal, REVEAL_AFTER_CONTENT_MS)
        }
        if (settled(root)) requestAnimationFrame(reveal)
      })
      revealObserver.observe(root, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      })
    }
  }

  async function save(): Promise<void> {
    const storage = cacheStorage()
    if (!storage || auth.getSnapshot().status !== 'logged-in') return
    try {
      // Keeping a page is never first-paint work: its code loads with the first save.
      const { savePageSnapshot } = await import('./page-snapshot-save')
      // Checked once the code is here: the page may have changed while it loaded.
      const snapshot = auth.getSnapshot()
      if (snapshot.status !== 'logged-in' || layer?.isConnected || !settled(root)) return
      await savePageSnapshot(root, storage, snapshot.username)
    } catch {
      // The code could not load (offline before the service worker kept it), or storage refused:
      // the next start just paints without a snapshot.
    }
  }

  let saveTimer: ReturnType<typeof setTimeout> | undefined
  const saveSoon = (delay: number) => {
    clearTimeout(saveTimer)
    saveTimer = setTimeout(() => void save(), delay)
  }
  setInterval(() => {
    if (document.visibilityState === 'visible') void save()
  }, SAVE_EVERY_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void save()
  })

  // A logout takes every kept page with it: the next user of this browser must not see them.
  auth.subscribe(() => {
    if (auth.getSnapshot().status === 'guest') {
      reveal()
      void cacheStorage()?.delete(PAGE_SNAPSHOT_CACHE)
    }
  })

  return {
    pageResolved: () => saveSoon(SAVE_AFTER_PAGE_MS),
    navigating: reveal,
  }
}
