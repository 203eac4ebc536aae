import { AxisBottom, AxisLeft } from '@visx/axis'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, Line } from '@visx/shape'
import { useId, useState } from 'react'
import { axisBounds } from './axis-bounds'
import { ChartTooltip } from './ChartTooltip'

export interface Column {
  key: string
  /** The axis label under the column (shown for some columns when they are many). */
  label: string
  value: number
  /** The tooltip's lines: exact figures. */
  detail: readonly string[]
  /** A column that stands out (a cut, a miss): drawn in the warning colour. */
  highlight?: boolean
}

export interface ColumnChartProps {
  columns: readonly Column[]
  width: number
  height: number
  formatValue: (value: number) => string
  /** What the chart shows, for screen readers (the figures are in a table next to it). */
  label: string
}

const MARGIN = { top: 8, right: 8, bottom: 24, left: 48 }
/** Axis labels need this much room each; the others are left out. */
const LABEL_PX = 56

/** Values as columns from zero on a rounded axis, with a tooltip of exact figures per column. */
export function ColumnChart({ columns, width, height, formatValue, label }: ColumnChartProps) {
  const id = useId()
  const [active, setActive] = useState<number | null>(null)
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right)
  const innerHeight = Math.max(10, height - MARGIN.top - MARGIN.bottom)
  const x = scaleBand({ domain: columns.map((column) => column.key), range: [0, innerWidth], padding: 0.25 })
  const bounds = axisBounds(0, Math.max(0, ...columns.map((column) => column.value)))
  const y = scaleLinear({
    domain: [0, bounds.max > 0 ? bounds.max : 1],
    range: [innerHeight, 0],
    nice: false,
  })
  const every = Math.max(1, Math.ceil((columns.length * LABEL_PX) / innerWidth))
  const labelOf = new Map(
    columns.map((column, index) => [column.key, index % every === 0 ? column.label : '']),
  )
  const shown = active === null ? null : columns[active]
  return (
    <div className="column-chart" role="img" aria-label={label}>
      <svg width={width} height={height} aria-hidden="true">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {y.ticks(4).map((tick) => (
            <Line
              key={tick}
              className="column-chart__grid"
              from={{ x: 0, y: y(tick) }}
              to={{ x: innerWidth, y: y(tick) }}
            />
          ))}
          {columns.map((column, index) => {
            const left = x(column.key) ?? 0
            const top = y(column.value)
            return (
              <Bar
                key={column.key}
                x={left}
                y={top}
                width={x.bandwidth()}
                height={Math.max(0, innerHeight - top)}
                rx={2}
                className={[
                  'column-chart__bar',
                  column.highlight ? 'column-chart__bar--highlight' : '',
                  active === index ? 'column-chart__bar--active' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onPointerEnter={() => setActive(index)}
                onPointerLeave={() => setActive(null)}
              />
            )
          })}
          <g className="chart-axis">
            <AxisLeft
              scale={y}
              tickValues={y.ticks(4)}
              tickFormat={(value) => formatValue(Number(value))}
              hideAxisLine
              tickLength={4}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickFormat={(key) => labelOf.get(key) ?? ''}
              tickLength={4}
            />
          </g>
        </g>
      </svg>
      {shown ? (
        <ChartTooltip
          id={`${id}-tip`}
          left={MARGIN.left + (x(shown.key) ?? 0) + x.bandwidth()}
          top={MARGIN.top}
          frameWidth={width}
        >
          {shown.detail.map((line, index) =>
            index === 0 ? (
              <strong key={line}>{line}</strong>
            ) : (
              <span key={line} className="chart-tooltip__line">
                {line}
              </span>
            ),
          )}
        </ChartTooltip>
      ) : null}
    </div>
  )
}
