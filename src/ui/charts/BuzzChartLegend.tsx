/** The buzz chart's legend; `markerKinds` adds the kinds of markers the chart can show. */
export function BuzzChartLegend({
  markerKinds = [],
}: {
  markerKinds?: readonly { kind: string; label: string }[]
}) {
  return (
    <ul className="chart-legend" aria-label="Legend">
      <li>
        <span className="chart-legend__swatch buzz-chart__swatch--buzz" aria-hidden="true" /> Buzz, mean per
        bar
      </li>
      <li>
        <span className="chart-legend__swatch buzz-chart__swatch--trend" aria-hidden="true" /> Buzz, 24-hour
        average
      </li>
      <li>
        <span className="chart-legend__swatch buzz-chart__swatch--sentiment" aria-hidden="true" /> Sentiment
        score, 24-hour average (−50 to +50)
      </li>
      <li>
        <span className="chart-legend__swatch buzz-chart__swatch--average" aria-hidden="true" /> 100% =
        average buzz
      </li>
      {markerKinds.map(({ kind, label }) => (
        <li key={kind}>
          <span className={`chart-legend__swatch buzz-chart__legend--${kind}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  )
}

/** A marker on the chart's time axis (an alert, a release); `kind` picks its shape's colour. */
