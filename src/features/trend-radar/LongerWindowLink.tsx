import { Link } from '@tanstack/react-router'
import {
  longerTrendWindow,
  TREND_WINDOW_LABELS,
  type TrendRadarPage,
  type TrendRadarSearch,
  type TrendWindow,
} from '../../core'
import { TREND_RADAR_PATHS } from './trend-radar-paths'

/** An empty radar's way out: the same page and filters over the next longer window ("Show the last 7 days"). */
export function LongerWindowLink({
  page,
  search,
}: {
  page: Exclude<TrendRadarPage, 'research'>
  search: TrendRadarSearch & { window: TrendWindow }
}) {
  const longer = longerTrendWindow(search.window)
  if (longer === null) return null
  return (
    <Link
      to={TREND_RADAR_PATHS[page]}
      search={{
        window: longer,
        ...(search.query ? { query: search.query } : {}),
        ...(search.region ? { region: search.region } : {}),
      }}
      replace
      className="button button--secondary button--small radar-longer-window"
      data-testid="radar-longer-window"
    >
      Show the {TREND_WINDOW_LABELS[longer].toLowerCase()}
    </Link>
  )
}
