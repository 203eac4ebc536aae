import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../app'
import { PurchaseSearchSchema } from '../features/purchase'
import { PurchasePage } from '../features/purchase/PurchasePage'

/** /purchase/{accountType?} (public): accountType counts only if one of the four tiers. */
export const Route = createFileRoute('/purchase/{-$accountType}')({
  validateSearch: PurchaseSearchSchema,
  beforeLoad: ({ context, location }) => guardRoute({ context, location }),
  component: PurchaseRoute,
})

function PurchaseRoute() {
  const { accountType } = Route.useParams()
  const search = Route.useSearch()
  // A new plan in the path starts the flow anew.
  return <PurchasePage key={accountType ?? ''} accountType={accountType} search={search} />
}
