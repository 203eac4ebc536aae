import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import * as v from 'valibot'
import { withTimeout } from '../../server/with-timeout'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium'

/**
 * Browser helpers for the page-load benches: Chromium as the e2e runs start it, a probe script
 * that timestamps the first render of an element and the app's inventory-ready mark inside the
 * page (no polling from outside, which would cost CPU in a throttled page), the page's resource
 * timings, and compressed sizes of built files.
 */

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
}

/**
 * Page code runs as strings: tsx would wrap named functions in a `__name` helper the page lacks.
 * `painted` is what the user sees first (a painted page snapshot or the app's page), `live` the
 * app's own page; each resolves once, when its element is in the DOM, visible, with text.
 */
export function probeScript(selectors: { painted: string; live: string }): string {
  return `(() => {
  if (window !== window.top || window.__murmurBench) return
  const resolvers = {}
  const watched = { painted: ${JSON.stringify(selectors.painted)}, live: ${JSON.stringify(selectors.live)} }
  const bench = {
    firstRender: new Promise((resolve) => { resolvers.painted = resolve }),
    liveRender: new Promise((resolve) => { resolvers.live = resolve }),
    inventoryReady: new Promise((resolve) => { resolvers.inventory = resolve }),
  }
  Object.defineProperty(window, '__murmurBench', { value: bench })
  const found = {}
  const check = () => {
    for (const kind of ['painted', 'live']) {
      if (found[kind]) continue
      const element = document.querySelector(watched[kind])
      const text = element ? (element.textContent || '').trim() : ''
      if (!element || text === '' || (element.checkVisibility && !element.checkVisibility())) continue
      found[kind] = true
      const domMs = performance.now()
      const controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)
      const fromSnapshot = Boolean(element.closest('#page-snapshot'))
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolvers[kind]({ domMs, paintMs: performance.now(), controlled, text, fromSnapshot })
        channel.port2.postMessage(null)
      })
    }
    if (found.painted && found.live) observer.disconnect()
  }
  const observer = new MutationObserver(check)
  observer.observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'],
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'murmur:inventory-ready') {
        const detail = entry.detail === undefined ? null : entry.detail
        // The hub's read began at startedAt (epoch ms): on this page's clock, ms since navigation start.
        const requestedAtMs = detail && typeof detail.startedAt === 'number' ? detail.startedAt - performance.timeOrigin : null
        resolvers.inventory({ startTime: entry.startTime, requestedAtMs, detail })
      }
    }
  }).observe({ type: 'mark', buffered: true })
})()`
}

const FirstRenderSchema = v.object({
  /** ms since navigation start when the element was in the DOM, visible, with text. */
  domMs: v.number(),
  /** ms since navigation start after the next frame (the element painted). */
  paintMs: v.number(),
  /** Whether a service worker controlled the page then. */
  controlled: v.boolean(),
  text: v.string(),
  /** The element was in a painted page snapshot, not the app's own page. */
  fromSnapshot: v.boolean(),
})
export type FirstRender = v.InferOutput<typeof FirstRenderSchema>

export const InventoryReadySchema = v.object({
  startTime: v.number(),
  /** When the hub began reading the inventory, ms since this page's navigation start (null: unknown). */
  requestedAtMs: v.nullable(v.number()),
  detail: v.nullable(
    v.object({
      version: v.number(),
      count: v.number(),
      source: v.string(),
      restoreMs: v.number(),
      indexMs: v.number(),
      startedAt: v.optional(v.number()),
    }),
  ),
})
export type InventoryReady = v.InferOutput<typeof InventoryReadySchema>

/** Waits (inside the page) for the probed element's first paint: snapshot or app. */
export async function firstRender(page: Page, timeoutMs: number): Promise<FirstRender> {
  const answer = await withTimeout(
    page.evaluate('window.__murmurBench.firstRender'),
    timeoutMs,
    'first render',
  )
  return v.parse(FirstRenderSchema, answer)
}

/** Waits (inside the page) for the app's own page to render the probed element. */
export async function liveRender(page: Page, timeoutMs: number): Promise<FirstRender> {
  const answer = await withTimeout(page.evaluate('window.__murmurBench.liveRender'), timeoutMs, 'live render')
  return v.parse(FirstRenderSchema, answer)
}

/** Waits (inside the page) for performance.mark('murmur:inventory-ready'). */
export async function inventoryReady(page: Page, timeoutMs: number): Promise<InventoryReady> {
  const answer = await withTimeout(
    page.evaluate('window.__murmurBench.inventoryReady'),
    timeoutMs,
    'inventory ready mark',
  )
  return v.parse(InventoryReadySchema, answer)
}

const ResourceEntrySchema = v.object({
  url: v.string(),
  initiatorType: v.string(),
  startTime: v.number(),
  responseEnd: v.number(),
  transferSize: v.number(),
  encodedBodySize: v.number(),
  decodedBodySize: v.number(),
})
export type ResourceEntry = v.InferOutput<typeof ResourceEntrySchema>

/** The page's resource timing entries (same clock as `firstRender`). */
export async function resourceEntries(page: Page): Promise<ResourceEntry[]> {
  const entries = await page.evaluate(`performance.getEntriesByType('resource').map((entry) => ({
    url: entry.name,
    initiatorType: entry.initiatorType,
    startTime: entry.startTime,
    responseEnd: entry.responseEnd,
    transferSize: entry.transferSize,
    encodedBodySize: entry.encodedBodySize,
    decodedBodySize: entry.decodedBodySize,
  }))`)
  return v.parse(v.array(ResourceEntrySchema), entries)
}

/** Waits until a service worker is active and controls `page`. */
export async function serviceWorkerControls(page: Page, timeoutMs: number): Promise<void> {
  await withTimeout(
    page.evaluate(`navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
      new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true))))`),
    timeoutMs,
    'service worker control',
  )
}

/** Stops every running service worker (they start again on the next navigation or fetch). */
export async function stopServiceWorkers(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page)
  await session.send('ServiceWorker.enable')
  await session.send('ServiceWorker.stopAllWorkers')
  await session.detach()
}

/** A storage state that holds a localStorage entry for `origin`: the app starts logged in. */
export function localStorageState(origin: string, key: string, value: string) {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: key, value }] }] }
}

export interface CompressedSize {
  rawBytes: number
  gzip9Bytes: number
  brotli11Bytes: number
}

/** Raw, gzip -9 and brotli q11 sizes of a built file (`path` as served, e.g. /assets/index-x.js). */
export async function compressedSize(buildDir: string, path: string): Promise<CompressedSize> {
  const bytes = await readFile(join(buildDir, decodeURIComponent(path)))
  return {
    rawBytes: bytes.length,
    gzip9Bytes: gzipSync(bytes, { level: 9 }).length,
    brotli11Bytes: brotliCompressSync(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  }
}
