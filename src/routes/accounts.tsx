import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../app'
import { AccountsPage } from '../features/pricing/AccountsPage'

/** /accounts (public): the plans with their feature comparison. */
export const Route = createFileRoute('/accounts')({
  beforeLoad: ({ context, location }) => guardRoute({ context, location }),
  component: () => <AccountsPage />,
})
