import { useQuery } from '@tanstack/react-query'
import { ParentSize } from '@visx/responsive'
import { searchMessages, unwrap } from '../../api'
import {
  type BasicCredentials,
  type MessageFilterSearch,
  type MessageTimeline,
  partitionSpec,
  relativeTimeRange,
  type TimeRangeSelection,
} from '../../core'
import { Card } from '../../ui'
import { BuzzChartLegend, BuzzDataTable, BuzzSentimentPlot } from '../../ui/charts'
import { buzzSentimentSummary } from '../asset/widgets/buzz-series'
import { WidgetSkeleton } from '../asset/widgets/WidgetState'
import { type MessageScope, scopedMessageSearchBody, scopedRangeQuery } from './scoped-queries'

export interface ScopeBuzzChartProps {
  credentials: BasicCredentials
  scope: MessageScope
  timeRange: TimeRangeSelection
  filters: MessageFilterSearch
  /** Plot height in px (default 240). */
  height?: number
}

/** Buzz and sentiment of the scope's messages per bucket of the range (a view has no rollups of its own). */
function scopeTimelineQuery(
  credentials: BasicCredentials,
  scope: MessageScope,
  timeRange: TimeRangeSelection,
  filters: MessageFilterSearch,
) {
  return scopedRangeQuery(
    'timeline',
    credentials,
    scope,
    timeRange,
    filters,
    async (range, fields, now, signal): Promise<MessageTimeline> => {
      const body = scopedMessageSearchBody(scope, range, fields, now, { include_timeline: true, limit: 0 })
      const answer = await unwrap(searchMessages(body, credentials, { signal }))
      return answer.timeline ?? { partition: '', start: range.start, end: range.end, points: [] }
    },
  )
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

function periodOf(timeRange: TimeRangeSelection): string {
  if (timeRange.kind === 'relative') return relativeTimeRange(timeRange.name).label
  return `${dayFormat.format(timeRange.start)} – ${dayFormat.format(timeRange.end)}`
}

/**
 * Buzz and sentiment of a scope without rollups of its own (a list or filter view): its messages
 * per bucket of the page's range, 100 % = the scope's mean per bucket in that range.
 */
export function ScopeBuzzChart({
  credentials,
  scope,
  timeRange,
  filters,
  height = 240,
}: ScopeBuzzChartProps) {
  const timeline = useQuery(scopeTimelineQuery(credentials, scope, timeRange, filters))
  const period = periodOf(timeRange)
  const data = timeline.data
  const points = data?.points ?? []
  const summary = buzzSentimentSummary(points, 0, period.toLowerCase())
  return (
    <Card
      title="Buzz and sentiment"
      subtitle={`${period} · 100% = the average per bucket in this range`}
      className="asset-widget asset-widgets__wide"
      testId="scope-buzz-chart"
    >
      <div
        className="buzz-chart"
        data-state={timeline.isPending ? 'loading' : timeline.isError ? 'error' : 'ready'}
        data-points={points.length}
        data-partition={data?.partition ?? ''}
      >
        {timeline.isPending ? (
          <WidgetSkeleton height={height} />
        ) : (
          <>
            <ParentSize ignoreDimensions="height" debounceTime={100} style={{ height }}>
              {({ width }) =>
                width > 0 && data ? (
                  <BuzzSentimentPlot
                    width={width}
                    height={height}
                    points={points}
                    markers={[]}
                    partition={data.partition}
                    start={data.start}
                    end={data.end}
                    summary={summary}
                  />
                ) : null
              }
            </ParentSize>
            {timeline.isError ? (
              <p className="asset-widget__empty">The buzz of these messages could not be loaded.</p>
            ) : points.length === 0 ? (
              <p className="asset-widget__empty">No messages in this range.</p>
            ) : null}
            <BuzzChartLegend />
            {data ? (
              <BuzzDataTable
                points={points}
                bucketMs={partitionSpec(data.partition)?.bucketMs ?? 10 * 60_000}
                endMs={data.end}
              />
            ) : null}
          </>
        )}
      </div>
    </Card>
  )
}
