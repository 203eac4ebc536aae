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

/** The joined stylesheet a snapshot's shell names, from this build's precache; null if any is missing. */
export async function snapshotStyles(url: URL): Promise<string | null> {
  const styles = stylesOfSnapshotHref(url)
  if (styles === null) return null
  try {
    const texts = await Promise.all(
      styles.map(async (href) => {
        const response = await matchPrecache(href)
        return response?.ok ? response.text() : null
      }),
    )
    return texts.every((text) => text !== null) ? texts.join('\n') : null
  } catch {
    return null
  }
}
