import { useQuery } from '@tanstack/react-query'
import { type BasicCredentials, formatCountChange, type TrendWindow } from '../../core'
import { Card, pendingText } from '../../ui'
import type { StatRow } from '../asset/widgets/message-stats'
import { RankedList } from '../asset/widgets/RankedList'
import { trendRadarQueries } from './queries'
import '../asset/asset.css'

function rowsOf(
  entries: readonly { key: string; count: number; previous: number; share: number }[],
): StatRow[] {
  return entries.map((entry) => ({
    key: entry.key,
    label: entry.key,
    count: entry.count,
    share: entry.share,
    change: formatCountChange(entry.count, entry.previous),
  }))
}

/** Top sources and top categories of the window, each against the window before. */
export function RadarCounts({ credentials, window }: { credentials: BasicCredentials; window: TrendWindow }) {
  const sources = useQuery(trendRadarQueries.sources(credentials, window))
  const categories = useQuery(trendRadarQueries.categories(credentials, window))
  return (
    <>
      <Card
        title="Top sources"
        subtitle="Messages in the window; change against the window before"
        className="asset-widget"
        testId="radar-top-sources"
      >
        {sources.data ? (
          <RankedList
            title={`${sources.data.total.toLocaleString('en-US')} messages`}
            rows={rowsOf(sources.data.sources.map(({ source, ...rest }) => ({ key: source, ...rest })))}
            emptyText="No messages in this window."
          />
        ) : (
          <p className="muted" aria-busy={sources.isPending}>
            {sources.isError ? 'The sources could not be loaded.' : pendingText(sources)}
          </p>
        )}
      </Card>
      <Card
        title="Top categories"
        subtitle="Sectors of the companies talked about, and asset classes"
        className="asset-widget"
        testId="radar-top-categories"
      >
        {categories.data ? (
          <RankedList
            title="Mentions by category"
            rows={rowsOf(
              categories.data.categories.map(({ category, ...rest }) => ({ key: category, ...rest })),
            )}
            emptyText="No assets talked about in this window."
          />
        ) : (
          <p className="muted" aria-busy={categories.isPending}>
            {categories.isError ? 'The categories could not be loaded.' : pendingText(categories)}
          </p>
        )}
      </Card>
    </>
  )
}
