import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../app'
import { RegisterPage } from '../features/register/RegisterPage'

/** /register (public; logged-in users are sent home). */
export const Route = createFileRoute('/register')({
  beforeLoad: ({ context, location }) => guardRoute({ context, location }),
  component: RegisterPage,
})
