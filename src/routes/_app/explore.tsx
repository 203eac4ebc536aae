import { createFileRoute } from '@tanstack/react-router'
import { ExplorePage } from '../../features/explore/ExplorePage'

/**
 * /explore: Explore Assets (application §2.1); filters, sort and map live in the URL. The route
 * keeps the raw params: the page parses them with ExploreSearchSchema, so the schema loads with
 * the page and not on every app start.
 */
export const Route = createFileRoute('/_app/explore')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: ExploreRoute,
})

function ExploreRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ExplorePage
      rawSearch={search}
      onSearchChange={(change, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replace ?? false })
      }
    />
  )
}
