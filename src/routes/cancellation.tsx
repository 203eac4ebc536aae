import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../app'
import { CancellationPage } from '../features/cancellation/CancellationPage'

/** /cancellation (public): the contract cancellation form. */
export const Route = createFileRoute('/cancellation')({
  beforeLoad: ({ context, location }) => guardRoute({ context, location }),
  component: CancellationPage,
})
