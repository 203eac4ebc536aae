import './charts.css'
import { scaleLinear } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { axisBounds } from './axis-bounds'

export interface SparklinePoint {
  t: number
  value: number
}

export interface SparklineProps {
  points: readonly SparklinePoint[]
  width: number
  height: number
  /** The text alternative. */
  label: string
  /** CSS colour of the line. */
  stroke?: string
}

/** A small line without axes (a price over some days). */
export function Sparkline({ points, width, height, label, stroke = 'var(--color-link)' }: SparklineProps) {
  const first = points[0]
  const last = points.at(-1)
  const values = points.map((point) => point.value)
  const bounds = axisBounds(Math.min(...values), Math.max(...values))
  const x = scaleLinear({
    domain: [first?.t ?? 0, last && first && last.t > first.t ? last.t : (first?.t ?? 0) + 1],
    range: [2, Math.max(2, width - 2)],
  })
  const y = scaleLinear({ domain: [bounds.min, bounds.max], range: [height - 2, 2] })
  return (
    <svg className="sparkline" width={width} height={height} role="img" aria-label={label}>
      {points.length > 1 ? (
        <LinePath
          data={[...points]}
          x={(point) => x(point.t)}
          y={(point) => y(point.value)}
          stroke={stroke}
          strokeWidth={1.5}
          fill="none"
        />
      ) : null}
      {last ? <circle cx={x(last.t)} cy={y(last.value)} r={2.5} fill={stroke} /> : null}
    </svg>
  )
}
