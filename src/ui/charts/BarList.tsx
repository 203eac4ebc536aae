import { ParentSize } from '@visx/responsive'
import { Bar } from '@visx/shape'
import type { ReactNode } from 'react'
import { BAR_LIST_ROW_PX, barLength, barListLayout, fitText } from './bar-list-layout'
import { canvasTextMeasure } from './measure-text'

export interface BarListRow {
  key: string
  label: string
  /** Secondary text after the label (an author's source), drawn subdued. */
  note?: string
  value: number
  /** The exact figure at the row's end. */
  valueText: string
  /** The row's tooltip and accessible name: its exact figures in words. */
  detail: string
}

export interface BarListProps<T extends BarListRow = BarListRow> {
  rows: readonly T[]
  /** What the list shows, for screen readers. */
  label: string
  /** Wraps a row's label, e.g. in a link (it is drawn inside SVG, where `a` is valid). */
  wrapLabel?: (row: T, label: ReactNode) => ReactNode
  /** The scale's end; default the largest value (shares of a whole pass 100). */
  max?: number
}

const BAR_PX = 10
/** The labels' size in px (charts.css draws them in the page's font at it). */
const BAR_LIST_FONT_PX = 13

/**
 * Ranked figures as horizontal bars on one linear scale (visx): the label, a bar proportional to
 * the largest value, and the exact figure at the end of the row. Each row is a list item with its
 * figures as a tooltip; labels too long for a phone are cut with an ellipsis (the tooltip keeps
 * them whole).
 */
export function BarList<T extends BarListRow>(props: BarListProps<T>) {
  return (
    <ParentSize
      ignoreDimensions="height"
      debounceTime={50}
      style={{ height: props.rows.length * BAR_LIST_ROW_PX }}
    >
      {({ width }) => (width > 0 ? <BarListFrame {...props} width={width} /> : null)}
    </ParentSize>
  )
}

function BarListFrame<T extends BarListRow>({
  rows,
  label,
  wrapLabel,
  max,
  width,
}: BarListProps<T> & { width: number }) {
  const measure = canvasTextMeasure(BAR_LIST_FONT_PX)
  const widestValue = Math.max(0, ...rows.map((row) => measure(row.valueText)))
  const widestLabel = Math.max(0, ...rows.map((row) => measure(labelText(row))))
  const layout = barListLayout(width, rows.length, widestValue, widestLabel)
  const scaleEnd = max ?? Math.max(0, ...rows.map((row) => row.value))
  const middle = BAR_LIST_ROW_PX / 2
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG chart cannot be an <ol>; its rows are the list's items
    <svg className="bar-list" width={width} height={layout.height} role="list" aria-label={label}>
      {rows.map((row, index) => {
        const fitted = fitText(labelText(row), layout.labelWidth, measure)
        const name = fitted.slice(0, row.label.length)
        const note = fitted.slice(row.label.length)
        const text = (
          <text className="bar-list__label" x={0} y={middle} dominantBaseline="central">
            {name}
            {note ? <tspan className="bar-list__note">{note}</tspan> : null}
          </text>
        )
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole lint/a11y/useSemanticElements: an SVG group cannot be an <li>; it is not interactive, the row is a list item
          <g
            key={row.key}
            className="bar-list__row"
            role="listitem"
            aria-label={row.detail}
            transform={`translate(0,${index * BAR_LIST_ROW_PX})`}
            data-value={row.value}
          >
            <title>{row.detail}</title>
            <rect className="bar-list__hit" width={width} height={BAR_LIST_ROW_PX} />
            <rect
              className="bar-list__track"
              x={layout.barX}
              y={middle - BAR_PX / 2}
              width={layout.barWidth}
              height={BAR_PX}
              rx={BAR_PX / 2}
            />
            <Bar
              className="bar-list__bar"
              x={layout.barX}
              y={middle - BAR_PX / 2}
              width={barLength(row.value, scaleEnd, layout.barWidth)}
              height={BAR_PX}
              rx={BAR_PX / 2}
            />
            {wrapLabel ? wrapLabel(row, text) : text}
            <text
              className="bar-list__value"
              x={layout.valueX}
              y={middle}
              dominantBaseline="central"
              textAnchor="end"
            >
              {row.valueText}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

function labelText(row: BarListRow): string {
  return row.note ? `${row.label} @ ${row.note}` : row.label
}
