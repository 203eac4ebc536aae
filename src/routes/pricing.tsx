import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../app'
import { AccountsPage } from '../features/pricing/AccountsPage'

/** /pricing (public): the accounts page in integrated mode, hero headline 'Pricing'. */
export const Route = createFileRoute('/pricing')({
  beforeLoad: ({ context, location }) => guardRoute({ context, location }),
  component: () => <AccountsPage integrated />,
})
