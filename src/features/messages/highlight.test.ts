import { describe, expect, it } from 'vitest'
import { highlightTerms } from './highlight'

describe('title highlights in message texts', () => {
  it('marks the name and symbol on word bounds, ignoring case', () => {
    expect(
      highlightTerms('Apple Inc. (AAPL) beats; pineapple sales flat, aapl up', [
        'Apple Inc.',
        'AAPL',
        'Apple',
      ]),
    ).toEqual([
      { text: 'Apple Inc.', hit: true },
      { text: ' (', hit: false },
      { text: 'AAPL', hit: true },
      { text: ') beats; pineapple sales flat, ', hit: false },
      { text: 'aapl', hit: true },
      { text: ' up', hit: false },
    ])
  })

  it('leaves a text without terms whole, and skips one-letter terms', () => {
    expect(highlightTerms('Ford (F) recalls cars', ['F'])).toEqual([
      { text: 'Ford (F) recalls cars', hit: false },
    ])
    expect(highlightTerms('', ['Apple'])).toEqual([])
  })

  it('treats terms as plain text, not patterns', () => {
    expect(highlightTerms('S&P 500 (.SPX) and SPX', ['.SPX'])).toEqual([
      { text: 'S&P 500 (', hit: false },
      { text: '.SPX', hit: true },
      { text: ') and SPX', hit: false },
    ])
  })
})
