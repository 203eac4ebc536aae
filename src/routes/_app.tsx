import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardRoute } from '../app'
import { InventoryGate } from '../features/inventory'
import { FirstLoginSetup } from '../features/setup/FirstLoginSetup'

/**
 * The protected layout: every route below it needs a logged-in user, and what else it needs
 * (a valid subscription, a tag, the AI chat permission) comes from the shared route table
 * (application §2.3). It starts inventory loading (application §4; the initial loading screen
 * only on a first load) and holds the first-login setup dialog.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guardRoute({ context, location }),
  component: ProtectedLayout,
})

function ProtectedLayout() {
  return (
    <>
      <InventoryGate>
        <Outlet />
      </InventoryGate>
      <FirstLoginSetup />
    </>
  )
}
