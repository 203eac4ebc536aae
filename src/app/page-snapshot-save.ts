import {
  inlineStyleRule,
  isReplayableHtml,
  PAGE_SNAPSHOT_CACHE,
  PAGE_SNAPSHOT_MAX_PATHS,
  pageSnapshotKey,
  SNAPSHOT_STYLE_ATTRIBUTE,
  SNAPSHOT_STYLES_ATTRIBUTE,
  snapshotHtml,
} from '../core/page-snapshot'

/**
 * Keeps the rendered page for the service worker to paint on the next start (page-snapshot.ts
 * decides when; this module loads with the first save, after the first page).
 */

const SAVED_AT_HEADER = 'x-murmur-saved-at'

/** Dialogs, menus and tooltips are moments, not the page: the kept copy leaves them out. */
const OVERLAYS = 'dialog, [role="dialog"], [role="alertdialog"], [role="menu"], [role="tooltip"]'

function sameOriginStylesheets(): string[] {
  const hrefs = new Set<string>()
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[rel="stylesheet"]:not([${SNAPSHOT_STYLES_ATTRIBUTE}])`,
  )) {
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
 * lays out faster on the next start, which is the point of keeping it) and without overlays, with
 * its controls' state and its inline styles' rules. Marks the live elements to leave out, copies,
 * and takes the marks away again (React ignores attributes it did not set).
 */
function aboveTheFoldCopy(root: HTMLElement): { html: string; css: string } {
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
  keepControlState(root, copy)
  for (const element of copy.querySelectorAll(`[${CUT_MARK}]`)) element.remove()
  const css = inlineStylesAsRules(copy)
  return { html: copy.innerHTML, css }
}

/**
 * The copy's style attributes (which the CSP would not apply when the copy is painted) as rules
 * for the snapshot's stylesheet: each distinct style gets a number, its elements an attribute that
 * names it. A style that is not a plain value is dropped, as the CSP would drop it.
 */
function inlineStylesAsRules(copy: HTMLElement): string {
  const ids = new Map<string, number | null>()
  const rules: string[] = []
  for (const element of copy.querySelectorAll<HTMLElement>('[style]')) {
    const text = element.getAttribute('style') ?? ''
    let id = ids.get(text)
    if (id === undefined) {
      const declarations: [string, string][] = []
      for (let i = 0; i < element.style.length; i += 1) {
        const property = element.style.item(i)
        declarations.push([property, element.style.getPropertyValue(property)])
      }
      const rule = inlineStyleRule(rules.length, declarations)
      id = rule === null ? null : rules.length
      if (rule !== null) rules.push(rule)
      ids.set(text, id)
    }
    element.removeAttribute('style')
    if (id !== null) element.setAttribute(SNAPSHOT_STYLE_ATTRIBUTE, String(id))
  }
  return rules.join('\n')
}

/**
 * What a copy loses of its controls: a clone keeps attributes, not the state React sets as
 * properties, so a time range select would paint its first option ('Real time') and a ticked
 * box unticked. The copy's selects and boxes get their live state as attributes.
 */
function keepControlState(live: HTMLElement, copy: HTMLElement): void {
  const copies = copy.querySelectorAll('select')
  live.querySelectorAll('select').forEach((select, i) => {
    copies[i]?.querySelectorAll('option').forEach((option, index) => {
      option.toggleAttribute('selected', index === select.selectedIndex)
    })
  })
  const boxes = 'input[type="checkbox"], input[type="radio"]'
  const copiedBoxes = copy.querySelectorAll<HTMLInputElement>(boxes)
  live.querySelectorAll<HTMLInputElement>(boxes).forEach((box, i) => {
    copiedBoxes[i]?.toggleAttribute('checked', box.checked)
  })
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

/** Keeps the root's page (above the fold) for `user` under the current path; rejects when storage refuses. */
export async function savePageSnapshot(
  root: HTMLElement,
  storage: CacheStorage,
  user: string,
): Promise<void> {
  const copy = aboveTheFoldCopy(root)
  const html = snapshotHtml(copy.html)
  if (!isReplayableHtml(html)) return
  const path = window.location.pathname + window.location.search
  const savedAt = Date.now()
  const body = JSON.stringify({ path, user, html, styles: sameOriginStylesheets(), css: copy.css, savedAt })
  const cache = await storage.open(PAGE_SNAPSHOT_CACHE)
  await cache.put(
    pageSnapshotKey(window.location.origin, path),
    new Response(body, {
      headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: String(savedAt) },
    }),
  )
  await pruneOldest(cache)
}
