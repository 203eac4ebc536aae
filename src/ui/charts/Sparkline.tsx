import { scaleLinear } from '@visx/scale'
import { Line, LinePath } from '@visx/shape'

export interface SparklineProps {
  values: readonly number[]
  /** The value range drawn (fixed, so two sparklines of the same measure compare). */
  domain: readonly [number, number]
  /** Values drawn as dashed guides across the plot (a zero line, thresholds). */
  guides?: readonly number[]
  /** What the line shows, for screen readers (the figures themselves belong in text or a table). */
  label: string
  height?: number
  className?: string
}

const WIDTH = 300
const PAD = 3

/**
 * A small trend line without axes: it stretches to its container's width, its stroke does not.
 * For a trend next to a figure; a chart a reader must measure uses the full charts.
 */
export function Sparkline({ values, domain, guides = [], label, height = 48, className }: SparklineProps) {
  const x = scaleLinear({ domain: [0, Math.max(1, values.length - 1)], range: [PAD, WIDTH - PAD] })
  const y = scaleLinear({ domain: [domain[0], domain[1]], range: [height - PAD, PAD], clamp: true })
  const last = values.at(-1)
  return (
    <svg
      className={['sparkline', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      role="img"
      aria-label={label}
    >
      {guides.map((guide) => (
        <Line
          key={guide}
          className="sparkline__guide"
          from={{ x: 0, y: y(guide) }}
          to={{ x: WIDTH, y: y(guide) }}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <LinePath
        className="sparkline__line"
        data={values.map((value, index) => ({ value, index }))}
        x={(d) => x(d.index)}
        y={(d) => y(d.value)}
        vectorEffect="non-scaling-stroke"
      />
      {last === undefined ? null : (
        <circle className="sparkline__last" cx={x(values.length - 1)} cy={y(last)} r={2.5} />
      )}
    </svg>
  )
}
