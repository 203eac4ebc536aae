import {
  isReplayableHtml,
  PAGE_SNAPSHOT_CACHE,
  PAGE_SNAPSHOT_ELEMENT_ID,
  PAGE_SNAPSHOT_MAX_PATHS,
  pageSnapshotKey,
  snapshotHtml,
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
const SAVED_AT_HEADER = 'x-murmur-saved-at'

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

/** Dialogs, menus and tooltips are moments, not the page: the kept copy leaves them out. */
const OVERLAYS = 'dialog, [role="dialog"], [role="alertdialog"], [role="menu"], [role="tooltip"]'

function sameOriginStylesheets(): string[] {
  const hrefs = new Set<string>()
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const url = new URL(link.href, window.location.href)
    if (url.origin === window.location.origin) hrefs.add(url.pathname)
  }
  return [...hrefs]
}

/** What lies further down than this many screen heights is not kept: it is not seen at once. */
const KEPT_SCREENS = 1.25
const CUT_MARK = 'data-snapshot-cut'

/**
 * The root's HTML without what lies below the first screens (a smaller copy parses, styles and
 * lays out faster on the next start, which is the point of keeping it) and without overlays. Marks the live elements to
 * leave out, copies, and takes the marks away again (React ignores attributes it did not set).
 */
function aboveTheFoldHtml(root: HTMLElement): string {
  const cutoff = window.scrollY + window.innerHeight * KEPT_SCREENS
  const cut: Element[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT)
  let node = walker.nextNode()
  while (node) {
    const element = node as Element
    const top = element.getBoundingClientRect().top + window.scrollY
    if (top > cutoff) {
      cut.push(element)
      // Skip the subtree: the next node after it.
      let next: Node | null = walker.nextSibling()
      while (!next && walker.parentNode()) next = walker.nextSibling()
      node = next
      continue
    }
    node = walker.nextNode()
  }
  cut.push(...root.querySelectorAll(OVERLAYS))
  for (const element of cut) element.setAttribute(CUT_MARK, '')
  const copy = root.cloneNode(true) as HTMLElement
  for (const element of cut) element.removeAttribute(CUT_MARK)
  for (const element of copy.querySelectorAll(`[${CUT_MARK}]`)) element.remove()
  return copy.innerHTML
}

async function pruneOldest(cache: Cache): Promise<void> {
  const requests = await cache.keys()
  if (requests.length <= PAGE_SNAPSHOT_MAX_PATHS) return
  const dated = await Promise.all(
    requests.map(async (request) => {
      const saved = Number((await cache.match(request))?.headers.get(SAVED_AT_HEADER) ?? 0)
      return { request, saved }
    }),
  )
  dated.sort((a, b) => a.saved - b.saved)
  for (const { request } of dated.slice(0, dated.length - PAGE_SNAPSHOT_MAX_PATHS))
    await cache.delete(request)
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
    const snapshot = auth.getSnapshot()
    const storage = cacheStorage()
    if (!storage || snapshot.status !== 'logged-in' || layer?.isConnected) return
    if (!settled(root)) return
    const html = snapshotHtml(aboveTheFoldHtml(root))
    if (!isReplayableHtml(html)) return
    const path = window.location.pathname + window.location.search
    const savedAt = Date.now()
    const body = JSON.stringify({
      path,
      user: snapshot.username,
      html,
      styles: sameOriginStylesheets(),
      savedAt,
    })
    try {
      const cache = await storage.open(PAGE_SNAPSHOT_CACHE)
      await cache.put(
        pageSnapshotKey(window.location.origin, path),
        new Response(body, {
          headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: String(savedAt) },
        }),
      )
      await pruneOldest(cache)
    } catch {
      // Storage full or refused: the next start just paints without a snapshot.
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
