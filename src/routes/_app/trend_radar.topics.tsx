import { createFileRoute } from '@tanstack/react-router'
import { keepRadarSearch } from '../../features/trend-radar/trend-radar-paths'
import { TrendRadarRoute } from '../../features/trend-radar/trend-radar-route'

/** /trend_radar/topics, trending topics: words and phrases rising against their baseline (the tag trendradar, else home). */
export const Route = createFileRoute('/_app/trend_radar/topics')({
  validateSearch: keepRadarSearch,
  component: () => <TrendRadarRoute page="topics" />,
})
