import { onlineManager } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { deferredLiveClient, postInventoryPrefetch, startHubWorker } from '../../workers/hub'
import { apiClient, configureApiBaseUrl, getUserData } from '../api'
import { type AuthSnapshot, browserStorageChanges, createAuthStore, type StorageLike } from './auth-store'
import { watchAuthForGuards } from './guard-refresh'
import { keepPageSnapshots } from './page-snapshot'
import { type AppServices, Providers } from './providers'
import { createQueryClient, refetchRevertedQueries } from './query-client'
import { persistQueryCachePerUser } from './query-persistence'
import { refetchAfterReconnect } from './refetch-after-reconnect'
import { createAppRouter } from './router'
import { loadRuntimeConfig } from './runtime-config'

/** localStorage, or memory where the browser refuses storage (private modes, disabled storage). */
function appStorage(): { storage: StorageLike; browser: Storage | null } {
  try {
    const probe = '__murmur_probe__'
    localStorage.setItem(probe, probe)
    localStorage.removeItem(probe)
    return { storage: localStorage, browser: localStorage }
  } catch {
    const memory = new Map<string, string>()
    return {
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
      browser: null,
    }
  }
}

/** The hub client starts at the latest this long after boot. */
const LIVE_START_LATEST_MS = 3000

function loggedInUsername(snapshot: AuthSnapshot): string | null {
  return snapshot.status === 'logged-in' ? snapshot.username : null
}

/**
 * Boot order:
 * 1. ask for /runtime-config.json (nothing waits for it: the /v6 client and the live session do);
 * 2. restore the auth store from localStorage: the stored user shows at once, re-verified in the background;
 * 3. connect to the live hub (SharedWorker, or Web Locks leader election);
 * 4. create the router with {auth, queryClient} and render; the guards run again on every login/logout;
 *    a page change cancels the previous page's requests, a logout the user's.
 */
export function boot(container: HTMLElement): void {
  performance.mark('murmur:boot')
  const config = loadRuntimeConfig()
  configureApiBaseUrl(async () => (await config.ready).apiBaseUrl)

  const { storage, browser } = appStorage()
  const auth = createAuthStore({
    storage,
    // The session check and the login belong to no page: a page change must not cancel them.
    getUserData: (credentials) => getUserData(credentials, { cancelOn: [] }),
    isOnline: () => navigator.onLine,
    ...(browser ? { onStorageChange: browserStorageChanges(browser) } : {}),
  })
  void auth.restore()
  // A session restored offline is checked again as soon as the browser is back online.
  window.addEventListener('online', () => {
    const snapshot = auth.getSnapshot()
    if (snapshot.status === 'logged-in' && snapshot.verification === 'unverified') void auth.verify()
  })

  const queryClient = createQueryClient()
  // TanStack's online state starts as online whatever the browser knows: a start without a network
  // had the asset page's loader wait out four attempts of a request that could not succeed (7.5 s
  // of a blank page) instead of opening with what the device has stored.
  if (navigator.onLine === false) onlineManager.setOnline(false)
  // Restores the user's persisted queries in the background: the first render never waits for it.
  const persistence = persistQueryCachePerUser(auth, queryClient)
  // The hub client's code loads beside the first page, not before it: calls made meanwhile wait.
  // The hub's worker starts now, so its script loads beside the page's too.
  const worker = startHubWorker()
  const live = deferredLiveClient(
    () =>
      Promise.all([import('../../workers/hub/client'), import('./live-session-sync')]).then(
        ([hub, session]) => {
          performance.mark('murmur:hub-client-loaded')
          const client = hub.connectLiveClient(worker)
          // The session goes first: the calls queued meanwhile (subscriptions) come after it.
          session.keepLiveSessionInStep(client, auth, config)
          return client
        },
      ),
    worker ? (request) => postInventoryPrefetch(worker.port, request) : undefined,
  )
  const router = createAppRouter({
    auth,
    queryClient,
    queryCacheRestored: persistence.restored,
    live,
    config,
  })
  const services: AppServices = { config, auth, queryClient, live }
  // The hub client's code loads once the first page has painted: on a first visit its request
  // and evaluation would come before the page's own on a slow link and a slow CPU. Meanwhile the
  // inventory prefetch has already reached the hub, and live subscriptions wait in order.
  // (The frame after the one that painted the page.)
  const startLive = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => live.start(), 0)))
  const stopWaiting = router.subscribe('onResolved', () => {
    stopWaiting()
    startLive()
  })
  // A first navigation that never settles must not leave the tab without its hub.
  setTimeout(() => live.start(), LIVE_START_LATEST_MS)
  refetchAfterReconnect(live, queryClient, Date.now())

  // A warm start may have painted the path's last page (page snapshots): it gives way to the app.
  const snapshots = keepPageSnapshots(container, auth)

  // After each page change, pending requests of the previous page are cancelled (application §2.3).
  // onBeforeNavigate comes before the new page's loaders start their requests.
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation === undefined) return
    snapshots.navigating()
    if (event.pathChanged) apiClient.cancel('page')
  })
  // Queries the new page still shows and whose request was cancelled fetch again.
  router.subscribe('onResolved', (event) => {
    snapshots.pageResolved()
    if (event.pathChanged) void refetchRevertedQueries(queryClient)
  })

  // The end of a session (logout, or another user in another tab) cancels that user's requests.
  let sessionUser = loggedInUsername(auth.getSnapshot())
  auth.subscribe(() => {
    const next = loggedInUsername(auth.getSnapshot())
    if (sessionUser !== null && next !== sessionUser) apiClient.cancel('logout')
    sessionUser = next
  })

  watchAuthForGuards(auth, () => {
    if (auth.getSnapshot().status === 'guest') queryClient.clear()
    void router.invalidate()
  })

  createRoot(container).render(
    <StrictMode>
      <Providers services={services}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}
