import { queryOptions, useQuery } from '@tanstack/react-query'
import { getTitleTopics, unwrap } from '../../../api'
import { type BasicCredentials, resolveTimeRange, type TimeRangeSelection } from '../../../core'
import { Card } from '../../../ui'
import { ASSET_QUERY_ROOT } from '../queries'
import { RankedList } from './RankedList'
import { WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

export interface HottestTopicsWidgetProps {
  titleId: number
  credentials: BasicCredentials
  timeRange: TimeRangeSelection
}

const TOPICS_SHOWN = 12
const NO_TOPICS = 'No topics in this range: too few messages, or none that stands out from the market’s.'

function topicsQuery(credentials: BasicCredentials, titleId: number, timeRange: TimeRangeSelection) {
  return queryOptions({
    queryKey: [ASSET_QUERY_ROOT, credentials.username, 'topics', titleId, timeRange],
    queryFn: ({ signal }) => {
      const range = resolveTimeRange(timeRange, Date.now())
      return unwrap(
        getTitleTopics(titleId, { startDate: range.start, endDate: range.end }, credentials, { signal }),
      )
    },
    staleTime: 5 * 60_000,
  })
}

/** Hottest topics: the words and phrases the asset's messages of the page's range use more than the market's. */
export function HottestTopicsWidget({ titleId, credentials, timeRange }: HottestTopicsWidgetProps) {
  const topics = useQuery(topicsQuery(credentials, titleId, timeRange))
  const shown = (topics.data?.topics ?? []).slice(0, TOPICS_SHOWN)
  const most = Math.max(1, ...shown.map((topic) => topic.count))
  return (
    <Card
      title={WIDGET_TITLE.topics}
      subtitle="What its messages talk about more than the market’s"
      className="asset-widget"
    >
      <div
        className="message-stats hottest-topics"
        data-testid="hottest-topics"
        data-topics={shown.length}
        data-state={topics.isPending ? 'loading' : topics.isError ? 'error' : 'ready'}
      >
        {topics.isPending ? (
          <WidgetSkeleton height={0} lines={6} />
        ) : topics.isError ? (
          <WidgetError error={topics.error} />
        ) : (
          <RankedList
            title="Messages that use them"
            emptyText={NO_TOPICS}
            rows={shown.map((topic) => ({
              key: topic.topic,
              label: topic.topic,
              count: topic.count,
              share: topic.count / most,
            }))}
          />
        )}
      </div>
    </Card>
  )
}
