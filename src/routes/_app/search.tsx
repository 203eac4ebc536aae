import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '../../features/search/SearchPage'

/** /search?searchQuery=…: full-text search of messages, with assets and authors (application §2.1). */
export const Route = createFileRoute('/_app/search')({
  // The raw params: the page parses them (SearchPageSearchSchema), so the schema loads with the page.
  validateSearch: (search: Record<string, unknown>) => search,
  component: SearchRoute,
})

function SearchRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SearchPage
      rawSearch={search}
      onSearchChange={(change, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replace ?? false })
      }
    />
  )
}
