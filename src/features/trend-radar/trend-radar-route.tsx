import { useNavigate, useSearch } from '@tanstack/react-router'
import type { TrendRadarPage as Page } from '../../core'
import { TrendRadarPage } from './TrendRadarPage'
import { TREND_RADAR_PATHS } from './trend-radar-paths'

/** One trend radar page: its query from the URL, changes written back to it. */
export function TrendRadarRoute({ page }: { page: Page }) {
  const search = useSearch({ strict: false })
  const navigate = useNavigate()
  return (
    <TrendRadarPage
      page={page}
      rawSearch={search}
      onSearchChange={(change, replace) =>
        void navigate({
          to: TREND_RADAR_PATHS[page],
          search: (previous: Record<string, unknown>) => ({ ...previous, ...change }),
          replace: replace ?? false,
        })
      }
    />
  )
}
