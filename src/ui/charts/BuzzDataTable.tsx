import { useMemo, useState } from 'react'
import { formatBuzz, formatSigned, sentimentScore } from '../../core'
import { dailyBuzzRows } from './buzz-days'
import type { BuzzSentimentPoint } from './buzz-points'

const tableDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** The chart's data by day, for screen readers, keyboards and anyone who wants the numbers. */
export function BuzzDataTable({
  points,
  bucketMs,
  endMs,
}: {
  points: readonly BuzzSentimentPoint[]
  /** The bucket size of the points' partition (an empty bucket counts 0 in a day's average). */
  bucketMs: number
  endMs: number
}) {
  const [open, setOpen] = useState(false)
  const rows = useMemo(
    () => (open ? dailyBuzzRows(points, bucketMs, endMs) : []),
    [open, points, bucketMs, endMs],
  )
  if (points.length === 0) return null
  return (
    <details className="chart-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Show the data as a table</summary>
      {open ? (
        <table className="data-table">
          <caption className="visually-hidden">Buzz and sentiment by day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Average buzz</th>
              <th scope="col">Peak bucket</th>
              <th scope="col">Sentiment</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{tableDayFormat.format(row.day)}</th>
                <td>{formatBuzz(row.meanBuzz / 100)}</td>
                <td>{row.peakBuzz === null ? 'n/a' : formatBuzz(row.peakBuzz / 100)}</td>
                <td>{row.sentiment === null ? 'n/a' : formatSigned(sentimentScore(row.sentiment))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  )
}
