import { createFileRoute, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { guardRoute, useAfterFirstPage } from '../app'
import { InventoryGate, startInventoryLoading } from '../features/inventory'

// Shown to first-time users only: its check and dialog load after the first page.
const FirstLoginSetup = lazy(() =>
  import('../features/setup/FirstLoginSetup').then((module) => ({ default: module.FirstLoginSetup })),
)

/**
 * The protected layout: every route below it needs a logged-in user, and what else it needs
 * (a valid subscription, a tag, the AI chat permission) comes from the shared route table
 * (application §2.3). It starts inventory loading (application §4; the initial loading screen
 * only on a first load) and holds the first-login setup dialog.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guardRoute({ context, location }),
  // Not awaited: the reference calls go out beside the page's own, the page does not wait here.
  loader: ({ context }) => {
    const snapshot = context.auth.getSnapshot()
    // Without a valid subscription the loader starts nothing (application §4).
    if (snapshot.status === 'logged-in') startInventoryLoading(snapshot, context)
  },
  component: ProtectedLayout,
})

function ProtectedLayout() {
  const afterFirstPage = useAfterFirstPage()
  return (
    <>
      <InventoryGate>
        <Outlet />
      </InventoryGate>
      {afterFirstPage ? (
        <Suspense fallback={null}>
          <FirstLoginSetup />
        </Suspense>
      ) : null}
    </>
  )
}
