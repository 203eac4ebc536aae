import { createFileRoute } from '@tanstack/react-router'
import { ViewPage } from '../../features/view/ViewPage'

/**
 * /view: a list or filter view (application §2.1), tabs Info, Messages (default), Common. The
 * route keeps the raw params: the page parses them (ViewSearchSchema) and resets an invalid time
 * range, so that code loads with the page and not on every app start.
 */
export const Route = createFileRoute('/_app/view')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: ViewRoute,
})

function ViewRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ViewPage
      rawSearch={search}
      onSearchChange={(change, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replace ?? false })
      }
    />
  )
}
