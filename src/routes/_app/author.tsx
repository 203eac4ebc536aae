import { createFileRoute } from '@tanstack/react-router'
import { AuthorPage } from '../../features/author/AuthorPage'

/**
 * /author?name=…&authorSource=…: the author page (application §2.1), tabs Info, Messages
 * (default), Common, with the page's message filters and time range (§2.2).
 */
export const Route = createFileRoute('/_app/author')({
  // The raw params: the page parses them (AuthorSearchSchema) and resets an invalid time range,
  // so that code loads with the page and not on every app start.
  validateSearch: (search: Record<string, unknown>) => search,
  component: AuthorRoute,
})

function AuthorRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AuthorPage
      rawSearch={search}
      onSearchChange={(change, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replace ?? false })
      }
    />
  )
}
