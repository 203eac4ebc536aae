import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BuzzSentimentPlot, type ChartMarker } from './BuzzSentimentPlot'

const HOUR = 3_600_000
const END = Date.UTC(2026, 10, 20)
const START = END - 3 * 24 * HOUR

const points = Array.from({ length: 72 }, (_, i) => ({
  t: START + i * HOUR,
  buzz: i % 5 === 0 ? 40 : 120,
  sentiment: 0.2,
}))

const marker = (key: string, time: number): ChartMarker => ({
  key,
  kind: 'alert',
  time,
  label: 'Alert',
  details: [],
  action: null,
})

function render(markers: readonly ChartMarker[]): string {
  return renderToStaticMarkup(
    <BuzzSentimentPlot
      width={390}
      height={240}
      points={points}
      markers={markers}
      partition="60"
      start={START}
      end={END}
      summary="Buzz and sentiment"
    />,
  )
}

/** The lowest point of the buzz area (its 0 % line) and the markers' tops, in the plot's coordinates. */
function geometry(html: string) {
  const area = /class="visx-area-closed buzz-chart__area" d="([^"]+)"/.exec(html)?.[1] ?? ''
  const areaBottom = Math.max(...[...area.matchAll(/,(-?\d+(?:\.\d+)?)/g)].map((match) => Number(match[1])))
  const markerTops = [
    ...html.matchAll(/data-marker-kind="[^"]+" transform="translate\(-?[\d.]+, (-?[\d.]+)\)"/g),
  ].map((match) => Number(match[1]) - 7)
  return { areaBottom, markerTops }
}

describe('the buzz and sentiment plot', () => {
  it('gives markers a lane under the bars, as tall as their stacked rows', () => {
    const alone = geometry(render([]))
    const one = geometry(render([marker('a', END - 10 * HOUR)]))
    // Three markers an hour apart stack in three rows on a phone.
    const stacked = geometry(
      render([marker('a', END - 12 * HOUR), marker('b', END - 11 * HOUR), marker('c', END - 10 * HOUR)]),
    )
    expect(one.markerTops).toHaveLength(1)
    expect(stacked.markerTops).toHaveLength(3)
    for (const { areaBottom, markerTops } of [one, stacked])
      for (const top of markerTops) expect(top).toBeGreaterThanOrEqual(areaBottom)
    expect(one.areaBottom).toBeLessThan(alone.areaBottom)
    expect(stacked.areaBottom).toBeLessThan(one.areaBottom)
  })

  it('averages its first day over the day before the axis when it has it', () => {
    // The day before reads strongly negative; the three days shown mildly positive.
    const lead = {
      from: START - 24 * HOUR,
      points: Array.from({ length: 24 }, (_, i) => ({
        t: START - (24 - i) * HOUR,
        buzz: 100,
        sentiment: -0.8,
      })),
    }
    const sentimentYs = (html: string) => {
      const d = /class="visx-linepath buzz-chart__sentiment" d="([^"]+)"/.exec(html)?.[1] ?? ''
      return [...d.matchAll(/[ML]\s*-?[\d.]+[ ,](-?[\d.]+)/g)].map((match) => Number(match[1]))
    }
    const plot = (withLead: boolean) =>
      renderToStaticMarkup(
        <BuzzSentimentPlot
          width={390}
          height={240}
          points={points}
          markers={[]}
          partition="60"
          start={START}
          end={END}
          {...(withLead ? { lead } : {})}
          summary="Buzz and sentiment"
        />,
      )
    const without = sentimentYs(plot(false))
    const withLead = sentimentYs(plot(true))
    expect(withLead).toHaveLength(without.length)
    // Lower on the plot (a larger y) at the start: the day before pulls the first average down…
    expect(withLead[0] ?? 0).toBeGreaterThan((without[0] ?? 0) + 10)
    // …and a day into the axis both average the same 24 hours.
    expect(withLead.at(-1)).toBeCloseTo(without.at(-1) ?? 0, 6)
  })
})
