import { onlineManager } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { isNotFoundError } from '../../api'
import { ensurePageData, isLoggedIn, type RouterContext } from '../../app'
import type { AssetSearch, TitleInfo } from '../../core'
import { credentialsOf } from '../accounts'
import { assetQueries } from './queries'
import { showTimeRangeNotice } from './time-range-notice'
import { checkTimeRange, withoutTimeRange } from './time-range-search'

/**
 * Checks the time range params on every navigation to the asset page (application §4 "Time
 * range", §5): invalid or over-permitted values are removed from the URL and the notice shown.
 * A preload (hovering a link) only redirects; the notice belongs to the real navigation.
 */
export function guardAssetTimeRange({
  context,
  search,
  preload,
}: {
  context: RouterContext
  search: AssetSearch
  preload: boolean
}): void {
  const snapshot = context.auth.getSnapshot()
  if (!isLoggedIn(snapshot)) return
  const check = checkTimeRange(search, snapshot.user, Date.now())
  if (!check.invalid) return
  if (!preload && check.notice) showTimeRangeNotice(check.notice)
  throw redirect({ to: '/asset', search: withoutTimeRange(search), replace: true })
}

/** How long a loader waits for the stored query cache; IndexedDB answers in a few ms when healthy. */
const CACHE_RESTORE_WAIT_MS = 500

const STILL_WAITING = Symbol('still waiting')

/** The promise's outcome, or STILL_WAITING once `ms` passed first (the promise runs on unwatched). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof STILL_WAITING> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(STILL_WAITING), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * Waits for the asset's master data (the header), not for the slower widgets. No title id, an
 * empty answer or a 404 is the asset not-found page. Offline without a cached copy the page
 * opens at once and shows what it has.
 */
export async function loadAsset(context: RouterContext, titleId: number | undefined): Promise<void> {
  if (titleId === undefined) throw notFound()
  const snapshot = context.auth.getSnapshot()
  if (!isLoggedIn(snapshot)) return
  const options = assetQueries.info(credentialsOf(snapshot), titleId)
  // A failed restore is an empty cache: the page loads from the network.
  await within(context.queryCacheRestored(), CACHE_RESTORE_WAIT_MS).catch(() => undefined)
  if (context.queryClient.getQueryData(options.queryKey) === undefined && !onlineManager.isOnline()) return
  let info: TitleInfo | null | typeof STILL_WAITING
  try {
    // A stored copy (restored above) renders at once and is refreshed behind the page. A slow
    // answer (a weak network, a server retrying) is not waited for beyond a moment: the page opens
    // with its header loading, and the answer (or a late 404: the page's not-found) fills it in.
    info = await within(
      ensurePageData(context.queryClient, { ...options, revalidateIfStale: true }),
      ASSET_LOADER_WAIT_MS,
    )
  } catch (error) {
    if (isNotFoundError(error)) throw notFound()
    // Other failures show on the page (the header's state), the rest of it still works.
    return
  }
  if (info === null) throw notFound()
}

/** The longest the asset page's loader holds the page back for its master data. */
export const ASSET_LOADER_WAIT_MS = 1500
