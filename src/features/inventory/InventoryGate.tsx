import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { holdFirstPage, useLiveClient, useRuntimeConfigSource } from '../../app'
import { hasValidSubscription } from '../../core'
import { useSession } from '../accounts'
import type { InitialLoadingScreenProps } from './InitialLoadingScreen'
import { INITIAL_LOADING_TEXT } from './initial-loading-text'
import { inventoryGateView } from './inventory-loader'
import { inventoryLoader, useInventoryState } from './inventory-store'
import { startInventoryLoading } from './start-inventory'

function reloadPage(): void {
  window.location.reload()
}

/**
 * The screen shows only once a load runs slow (15 s) or fails, so its code (and stylesheet) is
 * not on the first page's path and loads when it is needed. Not earlier: a page keeps the
 * stylesheets it has as its snapshot's, and each is one more to load before a warm start paints.
 * Where the load fails (offline before the service worker kept it), a failed load still says so
 * and offers Reload.
 */
const InitialLoadingScreen = lazy<ComponentType<InitialLoadingScreenProps>>(() =>
  import('./InitialLoadingScreen').then(
    (module) => ({ default: module.InitialLoadingScreen }),
    () => ({
      default: ({ state, onReload }: InitialLoadingScreenProps) =>
        state === 'failed' ? (
          <section className="initial-loading initial-loading--failed" role="alert">
            <p>{INITIAL_LOADING_TEXT.failed}</p>
            <button type="button" className="button button--primary" onClick={onReload}>
              {INITIAL_LOADING_TEXT.reload}
            </button>
          </section>
        ) : null,
    }),
  ),
)

/**
 * Starts inventory loading for a user with a valid subscription on a protected route. The page
 * shows at once; a first load that runs slow shows the initial loading screen's notice (and its
 * reload countdown) above the page, and a failed one the failed screen instead of it. The asset
 * inventory always loads behind the page (the search bar says so).
 */
export function InventoryGate({ children }: { children: ReactNode }) {
  const session = useSession()
  const live = useLiveClient()
  const configSource = useRuntimeConfigSource()
  const queryClient = useQueryClient()
  const state = useInventoryState()
  const wanted = session !== null && hasValidSubscription(session.user, Date.now())

  const username = session?.username
  const passwordHash = session?.passwordHash
  const user = session?.user
  useEffect(() => {
    if (username === undefined || passwordHash === undefined || user === undefined) return
    startInventoryLoading({ username, passwordHash, user }, { live, config: configSource, queryClient })
  }, [username, passwordHash, user, live, configSource, queryClient])

  const view = inventoryGateView(state, wanted)
  const showsPage = view.kind !== 'screen'
  // Until the page shows, work deferred to after the first page (useAfterFirstPage) waits.
  useEffect(() => (showsPage ? undefined : holdFirstPage()), [showsPage])
  if (view.kind === 'app') return children
  const screen = (
    <Suspense fallback={null}>
      <InitialLoadingScreen
        state={view.screen}
        reloadIn={view.reloadIn}
        onReload={reloadPage}
        onCancelReload={() => inventoryLoader.cancelReload()}
        placement={view.kind === 'notice' ? 'notice' : 'screen'}
      />
    </Suspense>
  )
  if (view.kind === 'screen') return screen
  return (
    <>
      {screen}
      {children}
    </>
  )
}
