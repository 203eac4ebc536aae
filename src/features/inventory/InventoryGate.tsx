import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { holdFirstPage, useLiveClient, useRuntimeConfigSource } from '../../app'
import { hasValidSubscription } from '../../core'
import { useSession } from '../accounts'
import { InitialLoadingScreen } from './InitialLoadingScreen'
import { inventoryGateView } from './inventory-loader'
import { inventoryLoader, useInventoryState } from './inventory-store'
import { startInventoryLoading } from './start-inventory'

function reloadPage(): void {
  window.location.reload()
}

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
    <InitialLoadingScreen
      state={view.screen}
      reloadIn={view.reloadIn}
      onReload={reloadPage}
      onCancelReload={() => inventoryLoader.cancelReload()}
      placement={view.kind === 'notice' ? 'notice' : 'screen'}
    />
  )
  if (view.kind === 'screen') return screen
  return (
    <>
      {screen}
      {children}
    </>
  )
}
