import * as v from 'valibot'

/**
 * The last rendered page of a path, kept so a warm start paints it before the app's scripts have
 * run (issue 19): the page stores its rendered HTML in Cache Storage, and the service worker
 * answers the next navigation to that path with the shell plus that HTML in an inert layer above
 * the app's root. The app removes the layer as soon as its own page has rendered. Shared by the
 * page (writes) and the service worker (reads, injects); pure, so both are tested without either.
 */

export const PAGE_SNAPSHOT_CACHE = 'murmur-page-snapshots-v1'
/** Older snapshots are not shown: after a day the figures would mislead more than they help. */
export const PAGE_SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Paths kept; the least recently saved go first. */
export const PAGE_SNAPSHOT_MAX_PATHS = 8
/** A page larger than this is not kept (its parse would cost more than it saves). */
export const PAGE_SNAPSHOT_MAX_HTML_CHARS = 1_500_000
/** The id of the layer that holds a snapshot in the served HTML. */
export const PAGE_SNAPSHOT_ELEMENT_ID = 'page-snapshot'

const SAFE_STYLESHEET = /^\/[\w./-]+\.css$/

/**
 * A page's inline styles (a sentiment dot's colour, a bar's width) as rules: the CSP allows no
 * style attribute, so a copy keeps each as an attribute that names its rule, and the snapshot's
 * joined stylesheet carries the rules. Declarations are `!important`, as an inline style wins.
 */
export const SNAPSHOT_STYLE_ATTRIBUTE = 'data-snapshot-style'
const STYLE_RULE = `\\[${SNAPSHOT_STYLE_ATTRIBUTE}="\\d+"\\]\\{[^{}@<\\\\]*\\}`
const SNAPSHOT_CSS = new RegExp(`^(?:${STYLE_RULE}\\n?)*$`)
const PROPERTY = /^-?[a-z][a-z-]*$/
/** No fetches (url, image-set, @import) and nothing that could end the rule. */
const UNSAFE_VALUE = /url\(|image-set|[{};@<>\\]/i

export const PageSnapshotSchema = v.object({
  /** pathname + search of the page. */
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2_000)),
  /** Who saw it: the app drops a snapshot of another user at once. */
  user: v.pipe(v.string(), v.minLength(1)),
  html: v.pipe(v.string(), v.maxLength(PAGE_SNAPSHOT_MAX_HTML_CHARS)),
  /** The page's stylesheets (same-origin, built files). */
  styles: v.array(v.pipe(v.string(), v.regex(SAFE_STYLESHEET))),
  /** The rules of the copy's inline styles (`inlineStyleRule`). */
  css: v.optional(v.pipe(v.string(), v.maxLength(200_000), v.regex(SNAPSHOT_CSS)), ''),
  savedAt: v.number(),
})
export type PageSnapshot = v.InferOutput<typeof PageSnapshotSchema>

/** The rule for the copy's inline style `id`; null when a declaration is not a plain value. */
export function inlineStyleRule(
  id: number,
  declarations: readonly (readonly [string, string])[],
): string | null {
  if (!Number.isInteger(id) || id < 0 || declarations.length === 0) return null
  const body: string[] = []
  for (const [property, value] of declarations) {
    if (!PROPERTY.test(property) || value.trim() === '' || UNSAFE_VALUE.test(value)) return null
    body.push(`${property}:${value} !important`)
  }
  return `[${SNAPSHOT_STYLE_ATTRIBUTE}="${id}"]{${body.join(';')}}`
}

/** The Cache Storage key of a path's snapshot (never fetched). */
export function pageSnapshotKey(origin: string, path: string): string {
  return `${origin}/__murmur/page-snapshot?path=${encodeURIComponent(path)}`
}

/**
 * Markup that must never be replayed into a served page, whatever rendered it: active elements,
 * event-handler attributes and script URLs inside a tag (serialized text has its `<` escaped, so
 * these only match markup).
 */
const ACTIVE_MARKUP =
  /<(script|iframe|object|embed|base|meta|link|style)\b|<[^>]*\son[a-z]+\s*=|<[^>]*javascript:/i

/**
 * The kept form of a page's HTML: test ids renamed (data-snapshot-testid), so the painted copy is
 * never mistaken for the live page it stands in for.
 */
export function snapshotHtml(renderedHtml: string): string {
  return renderedHtml.replace(/(<[^>]*\s)data-testid=/g, '$1data-snapshot-testid=')
}

/** True when rendered HTML may be kept: small enough and without active markup. */
export function isReplayableHtml(html: string): boolean {
  return html.length > 0 && html.length <= PAGE_SNAPSHOT_MAX_HTML_CHARS && !ACTIVE_MARKUP.test(html)
}

/** A snapshot that may be shown now: readable, replayable and not older than a day. */
export function usableSnapshot(stored: unknown, path: string, now: number): PageSnapshot | null {
  const parsed = v.safeParse(PageSnapshotSchema, stored)
  if (!parsed.success) return null
  const snapshot = parsed.output
  if (snapshot.path !== path || !isReplayableHtml(snapshot.html)) return null
  const age = now - snapshot.savedAt
  return age >= 0 && age <= PAGE_SNAPSHOT_MAX_AGE_MS ? snapshot : null
}

/**
 * One stylesheet for a painted snapshot, which the service worker answers with the page's
 * stylesheets from its precache, joined in order. A snapshot of the asset page needs ten
 * stylesheets besides the shell's: as ten requests through the service worker, their dispatch
 * held the first frame of a warm start on a slow phone (issue 18).
 */
export const SNAPSHOT_STYLES_PATH = '/__murmur/snapshot-styles.css'
/** The attribute that marks that stylesheet, so the app can take it away with the snapshot. */
export const SNAPSHOT_STYLES_ATTRIBUTE = 'data-snapshot-styles'
const SNAPSHOT_STYLES_MAX = 64

const isSafeStylesheet = (href: string) => SAFE_STYLESHEET.test(href) && !href.includes('..')

export interface SnapshotStyles {
  /** Built stylesheets, in order. */
  files: string[]
  /** The path whose snapshot's inline-style rules come last; null: none. */
  path: string | null
}

/** The joined stylesheet's address (the files' order kept). */
export function snapshotStylesHref({ files, path }: SnapshotStyles): string {
  const query = new URLSearchParams(files.map((href): [string, string] => ['f', href]))
  if (path !== null) query.set('p', path)
  return `${SNAPSHOT_STYLES_PATH}?${query.toString()}`
}

/** What a joined stylesheet's address names; null when a file is not one of ours, or it names nothing. */
export function stylesOfSnapshotHref(url: URL): SnapshotStyles | null {
  if (url.pathname !== SNAPSHOT_STYLES_PATH) return null
  const files = url.searchParams.getAll('f')
  const path = url.searchParams.get('p')
  if (files.length > SNAPSHOT_STYLES_MAX || !files.every(isSafeStylesheet)) return null
  if (path !== null && (!path.startsWith('/') || path.length > 2_000)) return null
  return files.length === 0 && path === null ? null : { files, path }
}

const ROOT_OPEN = '<div id="root">'

/**
 * Marks the shell's inline scripts that act only on a visit without a controlling service worker
 * (the early-data fetch, the hub worker's prefetch; each returns at once when one controls the
 * page). A snapshot's shell is always the service worker's answer, so it leaves them out: the
 * prefetch script, after the shell's stylesheet, held the parser until that stylesheet arrived,
 * and Chromium painted an empty frame before the snapshot's markup (warm start under 4x CPU
 * slowdown: median first render 1,190 ms with them, 1,098 ms without, 10 starts each).
 */
const FIRST_VISIT_SCRIPT_ATTRIBUTE = 'data-first-visit'
const FIRST_VISIT_SCRIPT = new RegExp(`<script ${FIRST_VISIT_SCRIPT_ATTRIBUTE}>[\\s\\S]*?</script>`, 'g')

/** The `<script>` element of a first-visit-only inline script. */
export function firstVisitScriptElement(source: string): string {
  return `<script ${FIRST_VISIT_SCRIPT_ATTRIBUTE}>${source}</script>`
}

/**
 * The service worker's loader of the app's scripts under a painted snapshot
 * (workers/sw/after-first-frame.ts): it adds the entry and its module preloads once the
 * snapshot's first frame is out. Started at once, the scripts' compile and evaluation, seconds on
 * a slow phone, came before the first frame and held the snapshot back as long as the app's page.
 */
export const AFTER_FIRST_FRAME_LOADER_PATH = '/__murmur/after-first-frame.js'
const ENTRY_SCRIPT = /<script type="module"((?:\s+crossorigin)?)\s+src="(\/[\w./-]+\.js)"\s*><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload"(?:\s+crossorigin)?\s+href="(\/[\w./-]+\.js)"\s*\/?>/g

/** The shell with its entry script and module preloads handed to the loader; unchanged without an entry. */
function scriptsAfterFirstFrame(shellHtml: string): string {
  const entry = ENTRY_SCRIPT.exec(shellHtml)
  if (!entry) return shellHtml
  const preloads = [...shellHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  const loader =
    `<script type="module"${entry[1]} src="${AFTER_FIRST_FRAME_LOADER_PATH}" ` +
    `data-entry="${entry[2]}" data-preloads="${preloads.join(' ')}"></script>`
  return shellHtml.replace(MODULE_PRELOAD, '').replace(entry[0], loader)
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The shell's HTML with a snapshot painted above the app: the page's stylesheets that the shell
 * does not link already and the copy's inline-style rules, joined into one, in the head; the
 * snapshot in an inert layer before #root, #root hidden until the app reveals it; the app's
 * scripts loaded after the snapshot's first frame; the shell's first-visit scripts left out.
 * Returns null when the shell lacks the markers (a changed index.html must not produce a broken
 * page).
 */
export function injectPageSnapshot(shell: string, snapshot: PageSnapshot): string | null {
  const shellHtml = scriptsAfterFirstFrame(shell).replace(FIRST_VISIT_SCRIPT, '')
  const rootAt = shellHtml.indexOf(ROOT_OPEN)
  const headEnd = shellHtml.indexOf('</head>')
  if (rootAt < 0 || headEnd < 0 || headEnd > rootAt) return null
  const head = shellHtml.slice(0, headEnd)
  const files = snapshot.styles.filter((href) => isSafeStylesheet(href) && !head.includes(`href="${href}"`))
  const path = snapshot.css === '' ? null : snapshot.path
  const styles =
    files.length === 0 && path === null
      ? ''
      : `<link rel="stylesheet" crossorigin href="${escapeAttribute(snapshotStylesHref({ files, path }))}" ${SNAPSHOT_STYLES_ATTRIBUTE}>`
  const layer =
    `<div id="${PAGE_SNAPSHOT_ELEMENT_ID}" inert aria-hidden="true" data-user="${escapeAttribute(snapshot.user)}" ` +
    `data-saved-at="${snapshot.savedAt}">${snapshot.html}</div>`
  // The app's root stays hidden (an attribute: the CSP allows no inline style) until the app
  // reveals it; the snapshot shows meanwhile.
  return (
    head +
    styles +
    shellHtml.slice(headEnd, rootAt) +
    layer +
    '<div id="root" hidden>' +
    shellHtml.slice(rootAt + ROOT_OPEN.length)
  )
}
