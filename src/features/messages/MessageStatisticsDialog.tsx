import { useQuery } from '@tanstack/react-query'
import type { BasicCredentials, MessageFilterSearch, TimeRangeSelection } from '../../core'
import { Dialog } from '../../ui'
import { StatisticsBody } from '../asset/widgets/MessageStatistics'
import { RankedList } from '../asset/widgets/RankedList'
import { WidgetError, WidgetSkeleton } from '../asset/widgets/WidgetState'
import { fullStatisticsQuery, fullStatisticsView } from './full-statistics'
import { ScopeBuzzChart } from './ScopeBuzzChart'
import type { MessageScope } from './scoped-queries'
import './messages.css'

export interface MessageStatisticsDialogProps {
  open: boolean
  onClose: () => void
  credentials: BasicCredentials
  scope: MessageScope
  timeRange: TimeRangeSelection
  filters: MessageFilterSearch
}

/** The message statistics page (application §2.5) of the page's scope, range and filters. */
export function MessageStatisticsDialog({ open, onClose, ...props }: MessageStatisticsDialogProps) {
  return (
    <Dialog open={open} title="Message statistics" onClose={onClose} size="wide" testId="statistics-page">
      {open ? <StatisticsPage {...props} /> : null}
    </Dialog>
  )
}

function StatisticsPage({
  credentials,
  scope,
  timeRange,
  filters,
}: Omit<MessageStatisticsDialogProps, 'open' | 'onClose'>) {
  const query = useQuery(fullStatisticsQuery(credentials, scope, timeRange, filters))
  if (query.isPending) return <WidgetSkeleton height={0} lines={10} />
  if (query.isError) return <WidgetError error={query.error} />
  const view = fullStatisticsView(query.data)
  return (
    <div className="statistics-page" data-testid="statistics-page-body" data-messages={view.messages}>
      <div className="statistics-page__wide">
        <ScopeBuzzChart credentials={credentials} scope={scope} timeRange={timeRange} filters={filters} />
      </div>
      <div className="statistics-page__column">
        <StatisticsBody view={view} />
      </div>
      <div className="statistics-page__column message-stats__body">
        <RankedList title="Key events" rows={view.keyEvents} emptyText="No key events found" />
        <RankedList title="Assets" rows={view.assets} />
        <RankedList title="Asset countries" rows={view.countries} />
        <RankedList title="Topics" rows={view.topics} emptyText="No topics in these messages." />
        {view.people ? (
          <RankedList
            title="Referenced people"
            rows={view.people}
            emptyText="No people named with this asset."
          />
        ) : null}
      </div>
    </div>
  )
}
