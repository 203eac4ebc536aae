import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SentimentSplit } from './SentimentSplit'

const sentiment = { positive: 92, neutral: 189, negative: 71 }

describe('the sentiment split', () => {
  it('shows the messages no model scored as a part of their own, counted in the bar', () => {
    const html = renderToStaticMarkup(<SentimentSplit sentiment={sentiment} messages={400} />)
    expect(html).toContain('data-sentiment-count="unscored"')
    expect(html).toContain('Not scored <strong>48</strong>')
    expect(html).toContain('message-stats__sentiment-part--unscored')
    // 48 of 400 messages: 12 % of the bar.
    expect(html).toMatch(/Not scored[^,"]*12/)
  })

  it('leaves the part out when every message was scored', () => {
    const html = renderToStaticMarkup(<SentimentSplit sentiment={sentiment} messages={352} />)
    expect(html).not.toContain('unscored')
    expect(html).not.toContain('Not scored')
  })
})
