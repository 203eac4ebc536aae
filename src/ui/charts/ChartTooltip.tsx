import './charts.css'
import type { ReactNode } from 'react'

export interface ChartTooltipProps {
  id: string
  /** Position inside the chart's (relatively positioned) frame, in px. */
  left: number
  top: number
  /** Frame width, to keep the tooltip inside it. */
  frameWidth: number
  children: ReactNode
}

const TOOLTIP_WIDTH = 220

/** A small tooltip over a chart; the element a marker names with aria-describedby. */
export function ChartTooltip({ id, left, top, frameWidth, children }: ChartTooltipProps) {
  const x = Math.max(0, Math.min(left + 12, frameWidth - TOOLTIP_WIDTH))
  return (
    <div id={id} role="tooltip" className="chart-tooltip" style={{ left: x, top, maxWidth: TOOLTIP_WIDTH }}>
      {children}
    </div>
  )
}
