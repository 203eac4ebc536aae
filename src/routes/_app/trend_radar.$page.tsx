import { createFileRoute, notFound } from '@tanstack/react-router'
import { type TrendRadarPage as Page, TREND_RADAR_PAGES } from '../../core'
import { TrendRadarPage } from '../../features/trend-radar/TrendRadarPage'

/**
 * /trend_radar/news, /topics, /googleTrends (application §2.1; the tag trendradar, else home):
 * one route for the three pages, each reading query (and Murmur's window and region).
 */
export const Route = createFileRoute('/_app/trend_radar/$page')({
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ params }) => {
    if (!(TREND_RADAR_PAGES as readonly string[]).includes(params.page)) throw notFound()
  },
  component: TrendRadarRoute,
})

function TrendRadarRoute() {
  const { page } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <TrendRadarPage
      page={page as Page}
      rawSearch={search}
      onSearchChange={(change, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replace ?? false })
      }
    />
  )
}
