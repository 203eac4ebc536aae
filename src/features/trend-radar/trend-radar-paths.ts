import type { TrendRadarPage } from '../../core'

/** The path of each trend radar page (application §2.1 lists them as routes of their own). */
export const TREND_RADAR_PATHS = {
  news: '/trend_radar/news',
  topics: '/trend_radar/topics',
  googleTrends: '/trend_radar/googleTrends',
  research: '/trend_radar/research',
} as const satisfies Record<TrendRadarPage, string>

/**
 * Each page reads its own query (the page validates it); the route keeps it as given.
 * (Here, not beside the view: a route's validateSearch is on the critical path, its component is not.)
 */
export const keepRadarSearch = (search: Record<string, unknown>) => search
