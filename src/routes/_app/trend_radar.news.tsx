import { createFileRoute } from '@tanstack/react-router'
import { keepRadarSearch } from '../../features/trend-radar/trend-radar-paths'
import { TrendRadarRoute } from '../../features/trend-radar/trend-radar-route'

/** /trend_radar/news, the news radar: stories several sources tell (application §2.1) (the tag trendradar, else home). */
export const Route = createFileRoute('/_app/trend_radar/news')({
  validateSearch: keepRadarSearch,
  component: () => <TrendRadarRoute page="news" />,
})
