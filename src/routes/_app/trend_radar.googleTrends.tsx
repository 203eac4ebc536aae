import { createFileRoute } from '@tanstack/react-router'
import { keepRadarSearch } from '../../features/trend-radar/trend-radar-paths'
import { TrendRadarRoute } from '../../features/trend-radar/trend-radar-route'

/** /trend_radar/googleTrends, search trends: what people search for about the markets (the tag trendradar, else home). */
export const Route = createFileRoute('/_app/trend_radar/googleTrends')({
  validateSearch: keepRadarSearch,
  component: () => <TrendRadarRoute page="googleTrends" />,
})
