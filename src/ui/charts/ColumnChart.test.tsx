import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ColumnChart } from './ColumnChart'

const columns = [0.2, 0.25, 0.25, 0.2].map((value, i) => ({
  key: `2026-0${i + 1}-01`,
  label: `M${i + 1}`,
  value,
  detail: [`Payment ${i + 1}`],
  highlight: i === 3,
}))

describe('the column chart', () => {
  it('draws one column per value from zero on a rounded axis, a highlighted one apart', () => {
    const html = renderToStaticMarkup(
      <ColumnChart
        columns={columns}
        width={320}
        height={150}
        formatValue={(v) => v.toFixed(2)}
        label="Dividends"
      />,
    )
    expect(html.match(/column-chart__bar/g)?.length).toBeGreaterThanOrEqual(4)
    expect(html.match(/column-chart__bar--highlight/g)).toHaveLength(1)
    // Values up to 0.25: step 0.1, axis to 0.30.
    expect(html).toContain('>0.30<')
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Dividends"')
  })
})
