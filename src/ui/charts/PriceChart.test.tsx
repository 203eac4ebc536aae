import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type PriceBar, PriceChart, type PriceChartKind, priceTickLabel } from './PriceChart'

const DAY = 86_400_000
const T0 = Date.UTC(2026, 10, 2)

function bars(closes: readonly number[]): PriceBar[] {
  return closes.map((c, i) => ({ t: T0 + i * DAY, o: c - 1, h: c + 2, l: c - 3, c, v: 1000 * (i + 1) }))
}

function render(data: readonly PriceBar[], kind?: PriceChartKind): string {
  return renderToStaticMarkup(
    <PriceChart
      kind={kind}
      bars={data}
      width={400}
      height={180}
      formatPrice={(value) => `$${value.toFixed(2)}`}
      formatVolume={String}
      label="Daily prices"
    />,
  )
}

describe('the price chart', () => {
  it('draws one volume bar per day and a price axis rounded to a power-of-ten step', () => {
    const html = render(bars([121.5, 126, 131.2, 128.8, 135.4]))
    expect(html.match(/class="visx-bar price-chart__volume/g)).toHaveLength(5)
    // Lows 118.5 … highs 137.4: span 18.9 → step 10 → bounds 110 … 140.
    // Whole-number ticks drop the cents.
    const ticks = [...html.matchAll(/>\$(\d+)</g)].map((match) => match[1])
    expect(ticks[0]).toBe('110')
    expect(ticks.at(-1)).toBe('140')
    expect(html).toContain('price-chart--up')
    expect(html).toContain('<figcaption class="visually-hidden">Daily prices</figcaption>')
  })

  it('draws a candle per day in candle mode: body from open to close, wick from high to low', () => {
    const data: PriceBar[] = [
      { t: T0, o: 120, h: 126, l: 118, c: 125, v: 10 },
      { t: T0 + DAY, o: 125, h: 127, l: 119, c: 121, v: 10 },
      { t: T0 + 2 * DAY, o: 121, h: 123, l: 120, c: 121, v: 10 },
    ]
    const html = render(data, 'candles')
    const candles = [
      ...html.matchAll(/<g class="price-chart__candle( price-chart__candle--down)?">(.*?)<\/g>/g),
    ]
    expect(candles.map((match) => match[1] !== undefined)).toEqual([false, true, false])
    // Bounds 110 … 130 over the price area: the up day's body spans 120 → 125, its wick 118 → 126.
    const ys = (svg: string) => [...svg.matchAll(/ y[12]?="([\d.]+)"/g)].map((m) => Number(m[1]))
    const [wickHigh, wickLow] = ys(candles[0]?.[2] ?? '')
    expect(wickLow).toBeGreaterThan(wickHigh ?? 0)
    // The doji (open = close) keeps a 1 px body.
    expect(candles[2]?.[2]).toMatch(/height="1"/)
    expect(html).not.toContain('price-chart__line')
    expect(html).toContain('data-kind="candles"')
  })

  it('makes the price axis as wide as its widest label', () => {
    const left = (html: string) =>
      Number(html.match(/class="visx-group" transform="translate\(([\d.]+), /)?.[1])
    const small = render(bars([121.5, 126, 131.2]))
    const large = render(bars([96_000, 101_500, 118_200]))
    expect([...large.matchAll(/>\$(\d+)</g)].map((match) => match[1])).toContain('120000')
    expect(large).not.toContain('.00<')
    expect(left(large)).toBeGreaterThan(left(small) + 10)
  })

  it('keeps the cents of ticks smaller than a dollar', () => {
    expect(priceTickLabel(1.5, 0.5, (value) => `$${value.toFixed(2)}`)).toBe('$1.50')
    // A label without cents keeps its thousands.
    expect(priceTickLabel(1_000, 1_000, () => '$1,000')).toBe('$1,000')
    expect(
      priceTickLabel(
        120_000,
        10_000,
        (value) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      ),
    ).toBe('$120,000')
  })

  it('colours a falling period as down, and draws nothing without bars', () => {
    expect(render(bars([130, 120]))).toContain('price-chart--down')
    expect(render([])).toBe('')
  })
})
