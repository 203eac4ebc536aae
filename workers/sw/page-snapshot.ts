import { getCacheKeyForURL, matchPrecache } from 'workbox-precaching'
import {
  PAGE_SNAPSHOT_CACHE,
  type PageSnapshot,
  pageSnapshotKey,
  stylesOfSnapshotHref,
  usableSnapshot,
} from '../../src/core/page-snapshot'

/**
 * Reads the snapshot the app kept for a navigation's path (src/core/page-snapshot.ts). Shown only
 * when it is usable and every stylesheet it needs is in this build's precache: a snapshot from an
 * earlier build would paint unstyled. Any failure means no snapshot, never a failed navigation.
 */
export async function snapshotFor(origin: string, path: string, now: number): Promise<PageSnapshot | null> {
  const snapshot = await readSnapshot(origin, path, now)
  served = snapshot === null ? null : { key: pageSnapshotKey(origin, path), at: now, snapshot }
  return snapshot
}

/**
 * The snapshot last put into a navigation's shell. Its stylesheet request comes right after and
 * takes it from here instead of reading and parsing the cache entry a second time; it so gets the
 * inline-style rules of the very page served, even if the app has saved a newer one since.
 */
let served: { key: string; at: number; snapshot: PageSnapshot } | null = null
const SERVED_REUSE_MS = 10_000

function takeServed(key: string, now: number): PageSnapshot | null {
  if (served === null || served.key !== key || now < served.at || now - served.at > SERVED_REUSE_MS)
    return null
  const { snapshot } = served
  served = null
  return snapshot
}

async function readSnapshot(origin: string, path: string, now: number): Promise<PageSnapshot | null> {
  try {
    const cache = await caches.open(PAGE_SNAPSHOT_CACHE)
    const stored = await cache.match(pageSnapshotKey(origin, path))
    if (!stored) return null
    const snapshot = usableSnapshot(await stored.json(), path, now)
    if (!snapshot) return null
    const precached = snapshot.styles.every((href) => getCacheKeyForURL(href) !== undefined)
    return precached ? snapshot : null
  } catch {
    return null
  }
}

/**
 * The joined stylesheet a snapshot's shell names: the built files from this build's precache
 * (null if any is missing), then the path's snapshot's inline-style rules, if it still has one.
 */
export async function snapshotStyles(url: URL, now = Date.now()): Promise<string | null> {
  const named = stylesOfSnapshotHref(url)
  if (named === null) return null
  try {
    const texts = await Promise.all(
      named.files.map(async (href) => {
        const response = await matchPrecache(href)
        return response?.ok ? response.text() : null
      }),
    )
    if (!texts.every((text) => text !== null)) return null
    const snapshot =
      named.path === null
        ? null
        : (takeServed(pageSnapshotKey(url.origin, named.path), now) ??
          (await readSnapshot(url.origin, named.path, now)))
    return [...texts, snapshot?.css ?? ''].filter((text) => text !== '').join('\n')
  } catch {
    return null
  }
}
