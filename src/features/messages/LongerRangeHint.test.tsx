import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../core'
import { LongerRangeHint } from './LongerRangeHint'

const noop = () => undefined

function render(lastTime: number, maxRelativeDays = 365): string {
  return renderToStaticMarkup(
    <LongerRangeHint
      lastTime={lastTime}
      lead="The latest message about EUR/USD"
      maxRelativeDays={maxRelativeDays}
      selection={{ kind: 'relative', name: 'last_3_days' }}
      onChoose={noop}
      testId="hint"
    />,
  )
}

describe('the longer-range hint under an empty messages list', () => {
  it('says when the latest message was and offers the shortest range that shows it', () => {
    const html = render(Date.now() - 10 * DAY_MS)
    expect(html).toContain('The latest message about EUR/USD was on')
    expect(html).toMatch(/<button[^>]*>Show the last 30 days<\/button>/)
  })

  it('offers nothing the plan does not reach', () => {
    const html = render(Date.now() - 40 * DAY_MS, 30)
    expect(html).toContain('That is further back than your plan reaches.')
    expect(html).not.toContain('<button')
  })

  it('is not shown when the latest message is inside the range (the filters left it out)', () => {
    expect(render(Date.now() - DAY_MS)).toBe('')
  })
})
