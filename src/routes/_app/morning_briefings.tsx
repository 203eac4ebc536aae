import { createFileRoute } from '@tanstack/react-router'
import { BriefingsPage } from '../../features/briefings/BriefingsPage'

/** /morning_briefings?edition=&language=&briefing= (application §2.1): the page parses its query. */
export const Route = createFileRoute('/_app/morning_briefings')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: BriefingsRoute,
})

function BriefingsRoute() {
  return <BriefingsPage rawSearch={Route.useSearch()} />
}
