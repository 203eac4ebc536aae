import { createFileRoute } from '@tanstack/react-router'
import { StreamSearchSchema } from '../../core'
import { StreamHome } from '../../features/stream/StreamHome'

/** /simple-ui-integrated/: the integrated home (ihome), the home page without the search bar. */
export const Route = createFileRoute('/_app/simple-ui-integrated')({
  validateSearch: StreamSearchSchema,
  component: IntegratedHomeRoute,
})

function IntegratedHomeRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StreamHome
      integrated
      search={search}
      onSearchChange={(change, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replace ?? false })
      }
    />
  )
}
