import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NO_DEMO_HISTORY } from '../../core'
import { formatDayTime } from '../../ui'
import { DemoHistoryNotice } from './DemoHistoryBanner'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 11, 1, 6, 0)
const FROM = NOW - 90 * DAY

const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'")

describe('demo history notice', () => {
  it('says the prices come first, at 0 %', () => {
    const html = renderToStaticMarkup(
      <DemoHistoryNotice history={{ catchingUp: true, from: FROM, to: NOW, through: null }} nowMs={NOW} />,
    )
    expect(text(html)).toContain("Writing the demo's history: prices first, then 90 days of messages.")
    expect(html).toContain('aria-valuenow="0"')
    expect(html).toContain('role="status"')
  })

  it('says how far the messages are written, with the share as a progress bar', () => {
    const through = FROM + 45 * DAY
    const html = renderToStaticMarkup(
      <DemoHistoryNotice history={{ catchingUp: true, from: FROM, to: NOW, through }} nowMs={NOW} />,
    )
    expect(text(html)).toContain(
      `90 days of messages, through ${formatDayTime(through, NOW)} so far. Later figures fill in`,
    )
    expect(html).toContain(`dateTime="${new Date(through).toISOString()}"`)
    expect(html).toContain('aria-valuenow="50"')
    expect(text(html)).toContain('50%')
  })

  it('shows nothing once the history is written', () => {
    expect(renderToStaticMarkup(<DemoHistoryNotice history={NO_DEMO_HISTORY} nowMs={NOW} />)).toBe('')
  })
})
