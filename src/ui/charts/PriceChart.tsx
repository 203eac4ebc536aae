import './charts.css'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { AreaClosed, Bar, Line, LinePath } from '@visx/shape'
import { type MouseEvent, useId, useMemo, useState } from 'react'
import { axisBounds, nearestIndex } from './axis-bounds'
import { ChartTooltip } from './ChartTooltip'
import { dayTickLabels, dayTicks } from './day-ticks'
import { canvasTextMeasure } from './measure-text'

/** One bar of a price series (epoch ms of its start; prices in the title's currency). */
export interface PriceBar {
  t: number
  o: number
  h: number
  l: number
  c: number
  v: number
}

export interface PriceChartProps {
  bars: readonly PriceBar[]
  width: number
  height: number
  /** Formats a price for the axis and the tooltip (the title's currency). */
  formatPrice: (value: number) => string
  formatVolume: (value: number) => string
  /** What the chart shows, for screen readers (a table of the same data follows it). */
  label: string
  /** Closes as a line over an area (default), or a candle per bar: open to close, wick high to low. */
  kind?: PriceChartKind
}

export type PriceChartKind = 'line' | 'candles'

const MARGIN = { top: 8, right: 12, bottom: 24 }
/** The price axis's labels (charts.css `.chart-axis text`). */
const AXIS_FONT_PX = 11
const AXIS_TICK_PX = 4

/**
 * An axis label: the price as the page formats it, without cents when the ticks are whole
 * numbers ("$120,000", not "$120,000.00": the widest label sets the axis's width).
 */
export function priceTickLabel(value: number, step: number, formatPrice: (value: number) => string): string {
  const text = formatPrice(value)
  return step >= 1 ? text.replace(/[.,]00(?=\D*$)/, '') : text
}
/** The volume bars take the bottom fifth of the plot, under the price line. */
const VOLUME_SHARE = 0.2
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * Daily closes as a line over a light area, volume as bars underneath, a price axis whose bounds
 * are rounded to a power-of-ten step (data-interface §9) and a crosshair tooltip with the bar's
 * exact open, high, low, close and volume.
 */
export function PriceChart({
  bars,
  width,
  height,
  formatPrice,
  formatVolume,
  label,
  kind = 'line',
}: PriceChartProps) {
  const tooltipId = useId()
  const [hovered, setHovered] = useState<number | null>(null)
  const first = bars[0]
  const last = bars.at(-1)
  const barMs = bars.length > 1 && first && last ? (last.t - first.t) / (bars.length - 1) : 86_400_000

  const axis = useMemo(() => {
    const bounds = axisBounds(Math.min(...bars.map((bar) => bar.l)), Math.max(...bars.map((bar) => bar.h)))
    const ticks: number[] = []
    const every = Math.max(1, Math.ceil((bounds.max - bounds.min) / bounds.step / 4))
    for (let value = bounds.min; value <= bounds.max + bounds.step / 2; value += bounds.step * every)
      ticks.push(value)
    const labels = ticks.map((value) => priceTickLabel(value, bounds.step, formatPrice))
    const measure = canvasTextMeasure(AXIS_FONT_PX)
    const widest = labels.reduce((max, text) => Math.max(max, measure(text)), 0)
    return { bounds, ticks, labels, left: Math.ceil(widest) + AXIS_TICK_PX + 8 }
  }, [bars, formatPrice])
  const margin = { ...MARGIN, left: axis.left }
  const innerWidth = Math.max(10, width - margin.left - margin.right)
  const innerHeight = Math.max(10, height - margin.top - margin.bottom)

  const scales = useMemo(() => {
    const bounds = axis.bounds
    const start = first?.t ?? 0
    const end = (last?.t ?? start) + barMs
    const priceTop = 0
    const priceBottom = innerHeight * (1 - VOLUME_SHARE) - 4
    const maxVolume = bars.reduce((max, bar) => Math.max(max, bar.v), 0)
    return {
      bounds,
      x: scaleLinear({ domain: [start, end], range: [0, innerWidth] }),
      price: scaleLinear({ domain: [bounds.min, bounds.max], range: [priceBottom, priceTop] }),
      volume: scaleLinear({ domain: [0, maxVolume || 1], range: [0, innerHeight * VOLUME_SHARE] }),
    }
  }, [axis, bars, first, last, barMs, innerWidth, innerHeight])

  if (!first || !last) return null
  const center = (bar: PriceBar) => scales.x(bar.t + barMs / 2)
  const barWidth = Math.max(1, (innerWidth / bars.length) * 0.6)
  const ticks = dayTicks(first.t, last.t + barMs, innerWidth)
  const tickLabels = dayTickLabels(ticks)
  const hoveredBar = hovered === null ? undefined : bars[hovered]
  const up = last.c >= first.c

  const onMove = (event: MouseEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const t = scales.x.invert(event.clientX - box.left) - barMs / 2
    setHovered(nearestIndex(bars, t, (bar) => bar.t))
  }

  return (
    <figure
      className={`chart-frame price-chart price-chart--${up ? 'up' : 'down'}`}
      data-kind={kind}
      data-bars={bars.length}
    >
      <figcaption className="visually-hidden">{label}</figcaption>
      <svg width={width} height={height} aria-hidden="true">
        <Group left={margin.left} top={margin.top}>
          {bars.map((bar) => {
            const h = scales.volume(bar.v)
            return (
              <Bar
                key={bar.t}
                className={`price-chart__volume${bar.c >= bar.o ? '' : ' price-chart__volume--down'}`}
                x={center(bar) - barWidth / 2}
                y={innerHeight - h}
                width={barWidth}
                height={h}
              />
            )
          })}
          {kind === 'candles' ? (
            bars.map((bar) => {
              const x = center(bar)
              const top = scales.price(Math.max(bar.o, bar.c))
              const down = bar.c < bar.o ? ' price-chart__candle--down' : ''
              return (
                <g key={bar.t} className={`price-chart__candle${down}`}>
                  <Line from={{ x, y: scales.price(bar.h) }} to={{ x, y: scales.price(bar.l) }} />
                  <Bar
                    x={x - barWidth / 2}
                    y={top}
                    width={barWidth}
                    // A doji (open = close) is a line, not nothing.
                    height={Math.max(1, scales.price(Math.min(bar.o, bar.c)) - top)}
                  />
                </g>
              )
            })
          ) : (
            <>
              <AreaClosed<PriceBar>
                className="price-chart__area"
                data={[...bars]}
                x={center}
                y={(bar) => scales.price(bar.c)}
                yScale={scales.price}
              />
              <LinePath<PriceBar>
                className="price-chart__line"
                data={[...bars]}
                x={center}
                y={(bar) => scales.price(bar.c)}
              />
            </>
          )}
          {hoveredBar ? (
            <>
              <Line
                className="price-chart__cursor"
                from={{ x: center(hoveredBar), y: 0 }}
                to={{ x: center(hoveredBar), y: innerHeight }}
              />
              <circle
                className="price-chart__dot"
                cx={center(hoveredBar)}
                cy={scales.price(hoveredBar.c)}
                r={3.5}
              />
            </>
          ) : null}
          <g className="chart-axis">
            <AxisLeft
              scale={scales.price}
              tickValues={axis.ticks}
              tickFormat={(_value, index) => axis.labels[index] ?? ''}
              hideAxisLine
              tickLength={AXIS_TICK_PX}
            />
            <AxisBottom
              top={innerHeight}
              scale={scales.x}
              tickValues={ticks.map((tick) => tick.getTime())}
              tickFormat={(_value, index) => tickLabels[index] ?? ''}
              tickLength={4}
            />
          </g>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer readout; the table below has the same data */}
          <rect
            width={innerWidth}
            height={innerHeight}
            fill="transparent"
            onMouseMove={onMove}
            onMouseLeave={() => setHovered(null)}
          />
        </Group>
      </svg>
      {hoveredBar ? (
        <ChartTooltip
          id={tooltipId}
          left={margin.left + center(hoveredBar)}
          top={MARGIN.top}
          frameWidth={width}
        >
          <strong>{longDate.format(hoveredBar.t)}</strong>
          <span className="chart-tooltip__line">Close {formatPrice(hoveredBar.c)}</span>
          <span className="chart-tooltip__line">
            Open {formatPrice(hoveredBar.o)} · High {formatPrice(hoveredBar.h)} · Low{' '}
            {formatPrice(hoveredBar.l)}
          </span>
          <span className="chart-tooltip__line">Volume {formatVolume(hoveredBar.v)}</span>
        </ChartTooltip>
      ) : null}
    </figure>
  )
}
