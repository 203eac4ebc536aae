import { describe, expect, it } from 'vitest'
import { summaryParts } from './summary-text'

describe('executive summary highlights', () => {
  it('splits the text at the highlighted title names', () => {
    const text = 'Apple Inc. to present. Investors sell Apple Inc. after weak figures.'
    expect(
      summaryParts(text, [
        { title_id: 1001, start: 38, end: 48 },
        { title_id: 1001, start: 0, end: 10 },
      ]),
    ).toEqual([
      { text: 'Apple Inc.', titleId: 1001 },
      { text: ' to present. Investors sell ', titleId: null },
      { text: 'Apple Inc.', titleId: 1001 },
      { text: ' after weak figures.', titleId: null },
    ])
  })

  it('skips overlapping and out-of-range highlights', () => {
    expect(
      summaryParts('abcdef', [
        { title_id: 1, start: 0, end: 3 },
        { title_id: 2, start: 2, end: 4 },
        { title_id: 3, start: 9, end: 12 },
        { title_id: 4, start: 4, end: 99 },
      ]),
    ).toEqual([
      { text: 'abc', titleId: 1 },
      { text: 'd', titleId: null },
      { text: 'ef', titleId: 4 },
    ])
  })
})
