import { createFileRoute } from '@tanstack/react-router'
import { keepRadarSearch } from '../../features/trend-radar/trend-radar-paths'
import { TrendRadarRoute } from '../../features/trend-radar/trend-radar-route'

/** /trend_radar/research, research requests: reads requestId (the tag trendradar, else home). */
export const Route = createFileRoute('/_app/trend_radar/research')({
  validateSearch: keepRadarSearch,
  component: () => <TrendRadarRoute page="research" />,
})
