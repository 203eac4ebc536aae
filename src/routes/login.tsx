import { createFileRoute } from '@tanstack/react-router'
import { redirectIfLoggedIn } from '../app'
import { LoginSearchSchema } from '../features/login'
import { LoginPage } from '../features/login/LoginPage'

/** /login (public): query redirect and reset_token (handed on as resetToken). */
export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  beforeLoad: ({ context, search }) => redirectIfLoggedIn({ context, search }),
  component: LoginRoute,
})

function LoginRoute() {
  const search = Route.useSearch()
  return (
    <LoginPage
      redirect={search.redirect}
      resetToken={search.resetToken}
      emailConfirmed={search.emailConfirmed === true}
    />
  )
}
