import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../app'

/** The protected layout: every route below it needs a logged-in user (application §2.3). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireLogin({ context, location }),
})
