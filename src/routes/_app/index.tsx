import { createFileRoute } from '@tanstack/react-router'
import { StreamSearchSchema } from '../../core'
import { StreamHome } from '../../features/stream/StreamHome'

/** /: the AI-updated stream, market overview and start page under footer tabs (application §2.1). */
export const Route = createFileRoute('/_app/')({
  validateSearch: StreamSearchSchema,
  component: HomeRoute,
})

function HomeRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StreamHome
      search={search}
      onSearchChange={(change, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replace ?? false })
      }
    />
  )
}
