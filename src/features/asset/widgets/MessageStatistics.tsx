import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import {
  type BasicCredentials,
  formatCompact,
  formatDecimal,
  type MessageFilterSearch,
  type TimeRangeSelection,
} from '../../../core'
import { Button, Card } from '../../../ui'
import { BarList } from '../../../ui/charts'
import { type MessageScope, scopedQueries } from '../../messages/scoped-queries'
import { type MessageStatsView, messageStatsView } from './message-stats'
import { RankedList } from './RankedList'
import { SentimentSplit } from './SentimentSplit'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface MessageStatisticsProps {
  /** Whose messages: the asset's or the author's. */
  scope: MessageScope
  credentials: BasicCredentials
  /** The page's time range selection (resolved when the call is made). */
  timeRange: TimeRangeSelection
  /** The page's message filters (application §2.2). */
  filters: MessageFilterSearch
  /** Across the grid's full width, its lists side by side (a view's cards beside it are all wide). */
  wide?: boolean
}

// The statistics page opens from the card; its code loads then.
const MessageStatisticsDialog = lazy(() =>
  import('../../messages/MessageStatisticsDialog').then((module) => ({
    default: module.MessageStatisticsDialog,
  })),
)

/** Sources, types, languages, top authors, author analytics and sentiment counts of the range. */
export function MessageStatistics({ scope, credentials, timeRange, filters, wide }: MessageStatisticsProps) {
  const stats = useQuery(scopedQueries.statistics(credentials, scope, timeRange, filters))
  const view = stats.data ? messageStatsView(stats.data) : null
  const [pageOpen, setPageOpen] = useState(false)
  return (
    <Card
      title={WIDGET_TITLE.statistics}
      className={wide ? 'asset-widget asset-widgets__wide message-stats--wide' : 'asset-widget'}
      aside={
        view && view.messages > 0 ? (
          <Button
            size="small"
            variant="ghost"
            onClick={() => setPageOpen(true)}
            data-testid="statistics-page-open"
          >
            All statistics
          </Button>
        ) : null
      }
    >
      <div
        className="message-stats"
        data-testid="message-statistics"
        data-state={stats.isPending ? 'loading' : stats.isError ? 'error' : 'ready'}
        data-messages={view?.messages ?? ''}
        data-sources={view?.topSources.length ?? 0}
      >
        {stats.isPending ? (
          <WidgetSkeleton height={0} lines={6} />
        ) : stats.isError ? (
          <WidgetError error={stats.error} />
        ) : !view || view.messages === 0 ? (
          <WidgetEmpty text={WIDGET_TEXT.noMessages} />
        ) : (
          <StatisticsBody view={view} />
        )}
      </div>
      {pageOpen ? (
        <Suspense fallback={null}>
          <MessageStatisticsDialog
            open
            onClose={() => setPageOpen(false)}
            credentials={credentials}
            scope={scope}
            timeRange={timeRange}
            filters={filters}
          />
        </Suspense>
      ) : null}
    </Card>
  )
}

export function StatisticsBody({ view }: { view: MessageStatsView }) {
  const { sentiment } = view
  return (
    <div className="message-stats__body">
      <dl className="message-stats__totals">
        <div>
          <dt>Messages</dt>
          <dd data-testid="message-statistics-messages">{formatCompact(view.messages)}</dd>
        </div>
        <div>
          <dt>Authors</dt>
          <dd>{formatCompact(view.authors)}</dd>
        </div>
        <div>
          <dt>Sources</dt>
          <dd>{formatCompact(view.sources)}</dd>
        </div>
      </dl>
      <SentimentSplit sentiment={sentiment} messages={view.messages} />
      <RankedList title="Sources" rows={view.topSources} />
      <RankedList title="Message types" rows={view.types} />
      <RankedList title="Languages" rows={view.languages} />
      <RankedList title="Top authors" rows={view.topAuthors} />
      <section className="message-stats__section" aria-label="Author analytics">
        <h3>Author analytics</h3>
        <BarList
          label="Author analytics"
          max={100}
          rows={view.authorAnalytics.map((row) => ({
            key: row.key,
            label: row.label,
            value: row.percent,
            valueText: `${formatDecimal(row.percent, 1)}%`,
            detail: `${row.label}: ${formatDecimal(row.percent, 1)}% of the authors`,
          }))}
        />
      </section>
    </div>
  )
}
