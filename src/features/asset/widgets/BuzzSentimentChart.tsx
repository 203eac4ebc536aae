import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ParentSize } from '@visx/responsive'
import { useEffect, useMemo, useState } from 'react'
import { type BasicCredentials, type BuzzUpdate, DAY_MS, partitionSpec, type UserData } from '../../../core'
import { Card } from '../../../ui'
import { BuzzChartLegend, BuzzDataTable, BuzzSentimentPlot } from '../../../ui/charts'
import { BUZZ_CHART_DAYS } from '../../../ui/charts/buzz-points'
import { AlertDialog } from '../../alerts/AlertDialog'
import type { AlertView } from '../../alerts/alert-view'
import { assetHistoryKey, assetQueries, type BuzzHistory } from '../queries'
import { legendMarkerKinds } from './alert-markers'
import { buzzSentimentSummary, mergeBuzzUpdate } from './buzz-series'
import { chartAlertsQuery } from './chart-alerts-query'
import { WidgetSkeleton } from './WidgetState'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface BuzzSentimentChartProps {
  titleId: number
  credentials: BasicCredentials
  /** The latest live update of this title (useTitleUpdates(...).get(titleId)?.update); merged into the last bucket. */
  liveUpdate?: BuzzUpdate
  /** Plot height in px (default 260). */
  height?: number
  /** A drag across the plot selects that span (the page's time range, in the URL). */
  onSelectRange?: (start: number, end: number) => void
  /** The page's time range, shaded on the plot when it is shorter than the chart's. */
  selectedRange?: { start: number; end: number }
  /** Whose plan bounds how far back the history is asked for. */
  user: UserData
}

/** Merges a live update into the cached history (the same object when nothing changes). */
function withLiveUpdate(history: BuzzHistory, update: BuzzUpdate, titleId: number): BuzzHistory {
  const end = Math.max(history.end, update.time)
  const points = mergeBuzzUpdate(history.points, update, {
    titleId,
    partition: history.partition,
    windowStart: end - BUZZ_CHART_DAYS * DAY_MS,
  })
  return points === history.points ? history : { ...history, end, points: [...points] }
}

/**
 * Buzz (step area, ×100, 100 % = average) and sentiment (line of the display score, −50…+50,
 * broken where no message was scored) of the last 30 days with alert
 * markers; live updates of the title extend the series while the page is open. A failed
 * history call shows the empty chart with a note (application §7).
 */
export function BuzzSentimentChart({
  titleId,
  credentials,
  liveUpdate,
  height = 260,
  onSelectRange,
  selectedRange,
  user,
}: BuzzSentimentChartProps) {
  const queryClient = useQueryClient()
  const history = useQuery(assetQueries.history(credentials, titleId, user))
  // The page has loaded the title's info: its name words the alerts the markers open.
  const info = useQuery(assetQueries.info(credentials, titleId))
  const alerts = useQuery(chartAlertsQuery(credentials, titleId, info.data?.n ?? null))
  const { username } = credentials

  useEffect(() => {
    if (!liveUpdate) return
    queryClient.setQueryData<BuzzHistory>(assetHistoryKey(username, titleId), (old) =>
      old ? withLiveUpdate(old, liveUpdate, titleId) : old,
    )
  }, [liveUpdate, queryClient, username, titleId])

  const data = history.data
  const points = data?.points ?? []
  const markers = useMemo(
    () =>
      (alerts.data ?? []).map((marker) => ({ ...marker, action: marker.alert ? 'open the alert' : null })),
    [alerts.data],
  )
  const markerKinds = useMemo(() => legendMarkerKinds(markers), [markers])
  const [openAlert, setOpenAlert] = useState<AlertView | null>(null)
  const summary = buzzSentimentSummary(points, markers.length)
  const note = history.isError
    ? WIDGET_TEXT.historyUnavailable
    : data && points.length === 0
      ? WIDGET_TEXT.noHistory
      : null

  return (
    <Card title={WIDGET_TITLE.buzz} subtitle={`Last ${BUZZ_CHART_DAYS} days`} className="asset-widget">
      <div
        className="buzz-chart"
        data-testid="buzz-sentiment-chart"
        data-state={history.isPending ? 'loading' : history.isError ? 'error' : 'ready'}
        data-points={points.length}
        data-markers={markers.length}
        data-partition={data?.partition ?? ''}
        data-live-time={liveUpdate?.time ?? ''}
        data-last-buzz={points.at(-1)?.buzz ?? ''}
      >
        {history.isPending ? (
          <WidgetSkeleton height={height} />
        ) : (
          <>
            <ParentSize ignoreDimensions="height" debounceTime={100} style={{ height }}>
              {({ width }) =>
                width > 0 ? (
                  <BuzzSentimentPlot
                    width={width}
                    height={height}
                    points={points}
                    markers={markers}
                    onOpenMarker={(marker) => setOpenAlert(marker.alert ?? null)}
                    partition={data?.partition ?? ''}
                    end={data?.end ?? Date.now()}
                    lead={data?.lead}
                    summary={summary}
                    onSelectRange={onSelectRange}
                    selectedRange={selectedRange}
                  />
                ) : null
              }
            </ParentSize>
            {note ? <p className="asset-widget__empty">{note}</p> : null}
            <BuzzChartLegend markerKinds={markerKinds} />
            <BuzzDataTable
              points={points}
              bucketMs={partitionSpec(data?.partition ?? '')?.bucketMs ?? 10 * 60_000}
              endMs={data?.end ?? Date.now()}
            />
          </>
        )}
        <AlertDialog alert={openAlert} onClose={() => setOpenAlert(null)} />
      </div>
    </Card>
  )
}
