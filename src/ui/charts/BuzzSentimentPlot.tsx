import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { AreaClosed, Line, LinePath } from '@visx/shape'
import { type KeyboardEvent, type MouseEvent, useId, useMemo, useState } from 'react'
import { DAY_MS, formatBuzz, formatSigned, partitionSpec, sentimentScore } from '../../core'
import { nearestIndex } from './axis-bounds'
import { buzzSteps, chartColumns, columnLength, columnLengthLabel, type StepVertex } from './buzz-columns'
import { BUZZ_AVERAGE_PERCENT, BUZZ_CHART_DAYS, type BuzzSentimentPoint, buzzAxisTop } from './buzz-points'
import { ChartTooltip } from './ChartTooltip'
import { dayTickLabels, dayTicks } from './day-ticks'
import { markerRows } from './marker-rows'
import { type TrendLead, type TrendPoint, trendLines } from './trend-lines'
import { useBrush } from './use-brush'
import './charts.css'

const MARGIN = { top: 24, right: 44, bottom: 28, left: 52 }
const MARKER_SIZE = 7
/** Markers closer than this stack in rows (at most MARKER_ROWS) instead of covering each other. */
const MARKER_GAP = 2 * MARKER_SIZE + 2
const MARKER_ROWS = 3
const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

export interface ChartMarker {
  key: string
  kind: string
  /** Epoch ms where the marker sits. */
  time: number
  label: string
  details: readonly string[]
  /** What a click does ("open the alert", via onOpenMarker); null pins the marker's tooltip. */
  action: string | null
}

export interface PlotProps<M extends ChartMarker> {
  width: number
  height: number
  points: readonly BuzzSentimentPoint[]
  markers: readonly M[]
  onOpenMarker?: (marker: M) => void
  partition: string
  end: number
  /** Start of the time axis; by default 30 days before its end. */
  start?: number
  /** The buckets of the day before the axis, for the trend lines only (trend-lines.ts). */
  lead?: TrendLead | undefined
  summary: string
  onSelectRange?: (start: number, end: number) => void
  selectedRange?: { start: number; end: number }
}

type Hover = { kind: 'point'; index: number } | { kind: 'marker'; key: string; pinned: boolean }

/** Sentiment is drawn as its display score (data-interface §9): −50 … +50. */
const SENTIMENT_TICKS = [-50, -25, 0, 25, 50]
/** The narrowest buzz bar in px: 30 days at 1,000 px are 6-hour bars, on a phone daily ones. */
const COLUMN_PX = 6
/** The trend lines are sampled every 2 px: smooth at any width, and no more points than pixels. */
const TREND_PX = 2

/**
 * Buzz (step area, 100 % = average) and sentiment (line of the display score, −50…+50, broken
 * where no message was scored) on one time axis, with 24-hour trend lines, markers, a crosshair
 * tooltip of the bucket's exact values and a brush that selects a range.
 */
export function BuzzSentimentPlot<M extends ChartMarker>({
  width,
  height,
  points,
  markers,
  onOpenMarker,
  partition,
  end,
  start,
  lead,
  summary,
  onSelectRange,
  selectedRange,
}: PlotProps<M>) {
  const tooltipId = useId()
  const [hover, setHover] = useState<Hover | null>(null)
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right)
  const innerHeight = Math.max(10, height - MARGIN.top - MARGIN.bottom)
  const interval = partitionSpec(partition)?.bucketMs ?? 10 * 60_000
  const lastT = points.at(-1)?.t
  const domainEnd = Math.max(end, lastT === undefined ? end : lastT + interval)
  const domainStart = start ?? domainEnd - BUZZ_CHART_DAYS * DAY_MS

  const maxColumns = innerWidth / COLUMN_PX
  const barLength = columnLength({ start: domainStart, end: domainEnd, bucketMs: interval, maxColumns })
  const columns = useMemo(
    () => chartColumns(points, { start: domainStart, end: domainEnd, bucketMs: interval, maxColumns }),
    [points, domainStart, domainEnd, interval, maxColumns],
  )
  const steps = useMemo(() => buzzSteps(columns), [columns])
  // The trend a reader follows, sampled every few pixels.
  const trend = useMemo(
    () =>
      trendLines(points, lead, {
        start: domainStart,
        end: domainEnd,
        bucketMs: interval,
        samples: innerWidth / TREND_PX,
      }),
    [points, lead, interval, domainStart, domainEnd, innerWidth],
  )

  const x = useMemo(
    () => scaleLinear({ domain: [domainStart, domainEnd], range: [0, innerWidth] }),
    [domainStart, domainEnd, innerWidth],
  )
  const visibleMarkers = markers.filter((marker) => marker.time >= domainStart && marker.time <= domainEnd)
  const rows = markerRows(
    visibleMarkers.map((marker) => x(marker.time)),
    MARKER_GAP,
    MARKER_ROWS,
  )
  // The markers have a lane of their own under the bars, as tall as their rows: over the bars they
  // hid the last days' buzz on a phone, where a few days' markers stack.
  const laneHeight = rows.length === 0 ? 0 : (Math.max(...rows) + 1) * MARKER_GAP + 2
  const plotBottom = innerHeight - laneHeight

  const scales = useMemo(() => {
    const top = buzzAxisTop(
      columns.map((column) => column.buzz),
      trend.flatMap((point) => (point.buzz === null ? [] : [point.buzz])),
    )
    return {
      x,
      // Clamped: a rare spike above the axis stops at its top; the tooltip tells its value.
      buzz: scaleLinear({ domain: [0, top], range: [plotBottom, 0], nice: true, clamp: true }),
      sentiment: scaleLinear({ domain: [-50, 50], range: [plotBottom, 0] }),
    }
  }, [columns, trend, x, plotBottom])
  const xTicks = dayTicks(domainStart, domainEnd, innerWidth)
  const xTickLabels = dayTickLabels(xTicks)
  const brush = useBrush(
    innerWidth,
    onSelectRange && ((left, right) => onSelectRange(scales.x.invert(left), scales.x.invert(right))),
  )
  // The page's range, shaded while it is a part of the chart's (the default 30 days shades nothing).
  const band =
    selectedRange && (selectedRange.start > domainStart || selectedRange.end < domainEnd - interval)
      ? {
          left: scales.x(Math.max(domainStart, selectedRange.start)),
          right: scales.x(Math.min(domainEnd, selectedRange.end)),
        }
      : null
  const trendX = (point: TrendPoint) => scales.x((point.span.start + point.span.end) / 2)
  const sentimentY = (point: TrendPoint) => scales.sentiment(sentimentScore(point.sentiment ?? 0))
  // A scored stretch of one column between unscored ones has no line to be part of: it shows as a dot.
  const lone = trend.filter(
    (point, i) =>
      point.sentiment !== null && trend[i - 1]?.sentiment == null && trend[i + 1]?.sentiment == null,
  )

  const onMove = (event: MouseEvent<SVGRectElement>) => {
    if (points.length === 0 || (hover?.kind === 'marker' && hover.pinned)) return
    const box = event.currentTarget.getBoundingClientRect()
    const t = scales.x.invert(event.clientX - box.left) - interval / 2
    setHover({ kind: 'point', index: nearestIndex(points, t, (point) => point.t) })
  }

  // A marker that opens something opens it; another pins its tooltip.
  const activate = (marker: M) => {
    if (marker.action !== null) onOpenMarker?.(marker)
    else setHover({ kind: 'marker', key: marker.key, pinned: !(hover?.kind === 'marker' && hover.pinned) })
  }
  const markerKeys = (marker: M) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      activate(marker)
    }
    if (event.key === 'Escape') setHover(null)
  }

  const hoveredPoint = hover?.kind === 'point' ? points[hover.index] : undefined
  const hoveredMarker = hover?.kind === 'marker' ? visibleMarkers.find((m) => m.key === hover.key) : undefined
  const hoveredX = hoveredPoint ? scales.x(hoveredPoint.t + interval / 2) : 0
  const hoveredTrend = hoveredPoint
    ? trend.find((point) => point.span.start <= hoveredPoint.t && hoveredPoint.t < point.span.end)
    : undefined
  const hoveredColumn = hoveredPoint
    ? columns.find((column) => column.start <= hoveredPoint.t && hoveredPoint.t < column.end)
    : undefined

  return (
    <figure className="chart-frame">
      <figcaption className="visually-hidden">{summary}</figcaption>
      <svg width={width} height={height}>
        <title>Buzz and sentiment chart</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {band ? (
            <rect
              className="buzz-chart__selected"
              x={band.left}
              width={Math.max(1, band.right - band.left)}
              height={innerHeight}
              data-testid="buzz-chart-selected"
            />
          ) : null}
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group of shapes is not focusable; the caption tells its content */}
          <g aria-hidden="true">
            {steps.length > 0 ? (
              <>
                <AreaClosed<StepVertex>
                  className="buzz-chart__area"
                  data={steps}
                  x={(vertex) => scales.x(vertex.t)}
                  y={(vertex) => scales.buzz(vertex.buzz)}
                  yScale={scales.buzz}
                />
                <LinePath<StepVertex>
                  className="buzz-chart__area-edge"
                  data={steps}
                  x={(vertex) => scales.x(vertex.t)}
                  y={(vertex) => scales.buzz(vertex.buzz)}
                />
              </>
            ) : null}
            <Line
              className="buzz-chart__average"
              from={{ x: 0, y: scales.buzz(BUZZ_AVERAGE_PERCENT) }}
              to={{ x: innerWidth, y: scales.buzz(BUZZ_AVERAGE_PERCENT) }}
            />
            <LinePath<TrendPoint>
              className="buzz-chart__trend"
              data={trend}
              defined={(point) => point.buzz !== null}
              x={trendX}
              y={(point) => scales.buzz(point.buzz ?? 0)}
            />
            <LinePath<TrendPoint>
              className="buzz-chart__sentiment"
              data={trend}
              defined={(point) => point.sentiment !== null}
              x={trendX}
              y={sentimentY}
            />
            {lone.map((point) => (
              <circle
                key={point.span.start}
                className="buzz-chart__sentiment-dot"
                cx={trendX(point)}
                cy={sentimentY(point)}
                r={2.5}
              />
            ))}
            {hoveredPoint ? (
              <Line
                className="buzz-chart__cursor"
                from={{ x: hoveredX, y: 0 }}
                to={{ x: hoveredX, y: innerHeight }}
              />
            ) : null}
          </g>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: axis ticks are not focusable and repeat the caption */}
          <g aria-hidden="true" className="chart-axis">
            <text className="chart-axis__title" x={0} y={-10} textAnchor="middle">
              Buzz
            </text>
            <text className="chart-axis__title" x={innerWidth} y={-10} textAnchor="middle">
              Sentiment
            </text>
            <AxisLeft
              scale={scales.buzz}
              numTicks={Math.max(2, Math.floor(plotBottom / 50))}
              tickFormat={(value) => `${Number(value)}%`}
              hideAxisLine
              tickLength={4}
            />
            <AxisRight
              left={innerWidth}
              scale={scales.sentiment}
              tickValues={SENTIMENT_TICKS}
              tickFormat={(value) => formatSigned(Number(value))}
              tickLabelProps={{ dx: 2, dy: '0.33em', textAnchor: 'start' }}
              hideAxisLine
              tickLength={4}
            />
            <AxisBottom
              top={innerHeight}
              scale={scales.x}
              tickValues={xTicks.map((tick) => tick.getTime())}
              tickFormat={(_value, index) => xTickLabels[index] ?? ''}
              tickLength={4}
            />
          </g>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer readout; keyboard users have the caption and the markers */}
          <rect
            width={innerWidth}
            height={innerHeight}
            fill="transparent"
            onMouseMove={onMove}
            onMouseLeave={() => setHover((current) => (current?.kind === 'point' ? null : current))}
            className={
              onSelectRange ? 'buzz-chart__surface buzz-chart__surface--brush' : 'buzz-chart__surface'
            }
            {...brush.handlers}
          />
          {brush.drag ? (
            <rect
              className="buzz-chart__brush"
              x={Math.min(brush.drag.from, brush.drag.to)}
              width={Math.abs(brush.drag.to - brush.drag.from)}
              height={innerHeight}
              pointerEvents="none"
            />
          ) : null}
          {visibleMarkers.map((marker, i) => {
            const markerX = scales.x(marker.time)
            const markerY = innerHeight - MARKER_SIZE - 2 - (rows[i] ?? 0) * MARKER_GAP
            const active = hoveredMarker?.key === marker.key
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG marker cannot be a <button>; it acts as one
              <g
                key={marker.key}
                role="button"
                tabIndex={0}
                className={`buzz-chart__marker buzz-chart__marker--${marker.kind}`}
                data-marker-kind={marker.kind}
                transform={`translate(${markerX}, ${markerY})`}
                aria-label={`${marker.label}, ${timeFormat.format(marker.time)}${marker.action === null ? '' : `: ${marker.action}`}`}
                aria-describedby={active ? tooltipId : undefined}
                aria-pressed={
                  marker.action === null && active && hover?.kind === 'marker' ? hover.pinned : undefined
                }
                aria-haspopup={marker.action === null ? undefined : 'dialog'}
                onFocus={() => setHover({ kind: 'marker', key: marker.key, pinned: false })}
                onBlur={() => setHover(null)}
                onMouseEnter={() => setHover({ kind: 'marker', key: marker.key, pinned: false })}
                onMouseLeave={() =>
                  setHover((current) => (current?.kind === 'marker' && current.pinned ? current : null))
                }
                onKeyDown={markerKeys(marker)}
                onClick={() => activate(marker)}
              >
                <path
                  d={`M0,${-MARKER_SIZE} L${MARKER_SIZE},${MARKER_SIZE} L${-MARKER_SIZE},${MARKER_SIZE} Z`}
                />
              </g>
            )
          })}
        </Group>
      </svg>
      {hoveredMarker ? (
        <ChartTooltip
          id={tooltipId}
          left={MARGIN.left + scales.x(hoveredMarker.time)}
          top={MARGIN.top}
          frameWidth={width}
        >
          <strong>{hoveredMarker.label}</strong>
          <span>{timeFormat.format(hoveredMarker.time)}</span>
          {hoveredMarker.details.map((detail) => (
            <span key={detail} className="buzz-chart__tooltip-line">
              {detail}
            </span>
          ))}
        </ChartTooltip>
      ) : hoveredPoint ? (
        <ChartTooltip id={tooltipId} left={MARGIN.left + hoveredX} top={MARGIN.top} frameWidth={width}>
          <strong data-bucket-time={hoveredPoint.t}>{timeFormat.format(hoveredPoint.t)}</strong>
          <span className="buzz-chart__tooltip-line">
            Buzz {hoveredPoint.buzz === null ? 'n/a' : formatBuzz(hoveredPoint.buzz / 100)}
          </span>
          <span className="buzz-chart__tooltip-line">
            Sentiment{' '}
            {hoveredPoint.sentiment === null ? 'n/a' : formatSigned(sentimentScore(hoveredPoint.sentiment))}
          </span>
          {hoveredColumn && barLength > interval ? (
            <span className="buzz-chart__tooltip-line buzz-chart__tooltip-line--trend">
              Bar mean ({columnLengthLabel(barLength)}): buzz {formatBuzz(hoveredColumn.buzz / 100)}
            </span>
          ) : null}
          {hoveredTrend ? (
            <span className="buzz-chart__tooltip-line buzz-chart__tooltip-line--trend">
              24 h average: buzz {hoveredTrend.buzz === null ? 'n/a' : formatBuzz(hoveredTrend.buzz / 100)},
              sentiment{' '}
              {hoveredTrend.sentiment === null ? 'n/a' : formatSigned(sentimentScore(hoveredTrend.sentiment))}
            </span>
          ) : null}
        </ChartTooltip>
      ) : null}
    </figure>
  )
}
