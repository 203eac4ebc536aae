/**
 * The trend radar pages (application §2.1: /trend_radar/news, /topics, /googleTrends, /research). A module
 * of its own without schemas: the route checks the page on the app's critical path.
 */
export const TREND_RADAR_PAGES = ['news', 'topics', 'googleTrends', 'research'] as const
export type TrendRadarPage = (typeof TREND_RADAR_PAGES)[number]
