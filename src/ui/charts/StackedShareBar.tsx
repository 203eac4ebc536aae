import { scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useId } from 'react'

export interface SharePart {
  key: string
  label: string
  value: number
  /** The part's fill (a class of the caller's stylesheet). */
  className: string
}

/**
 * Parts of a whole as one stacked bar (visx), as wide as its container: each part's length is
 * its share, with a tooltip of its exact count and percentage. The accessible name lists them all.
 */
export function StackedShareBar({
  parts,
  label,
  height = 12,
}: {
  parts: readonly SharePart[]
  label: string
  height?: number
}) {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0)
  // Percent units: the bar scales with its container without measuring it.
  const x = scaleLinear({ domain: [0, total > 0 ? total : 1], range: [0, 100] })
  const clipId = `share-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  let start = 0
  return (
    <svg
      className="stacked-share-bar"
      width="100%"
      height={height}
      role="img"
      aria-label={`${label}: ${partsText(parts, total)}`}
    >
      <defs>
        <clipPath id={clipId}>
          <rect width="100%" height={height} rx={height / 2} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect className="stacked-share-bar__track" width="100%" height={height} />
        {parts.map((part) => {
          if (part.value <= 0) return null
          const from = start
          start += part.value
          return (
            <Bar
              key={part.key}
              className={part.className}
              x={`${x(from)}%`}
              y={0}
              width={`${x(part.value)}%`}
              height={height}
            >
              <title>{`${part.label}: ${part.value} (${percent(part.value, total)})`}</title>
            </Bar>
          )
        })}
      </g>
    </svg>
  )
}

function percent(value: number, total: number): string {
  return total > 0 ? `${Math.round((value / total) * 1000) / 10}%` : '0%'
}

function partsText(parts: readonly SharePart[], total: number): string {
  return parts.map((part) => `${part.label} ${part.value} (${percent(part.value, total)})`).join(', ')
}
