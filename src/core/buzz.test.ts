import { describe, expect, it } from 'vitest'
import { BUZZ_NOTE_LEVELS, buzzNoteLevel, buzzNoteText, buzzPercent } from './buzz'

describe('buzz notes (application §4, data-interface §9)', () => {
  it('has the seven levels of the spec, in order', () => {
    expect(BUZZ_NOTE_LEVELS).toEqual([
      'none',
      'below average',
      'average',
      '1 to 3 times',
      '3 to 6 times',
      '6 to 10 times',
      'over 10 times',
    ])
  })

  it('shows buzz times 100', () => {
    expect(buzzPercent(1)).toBe(100)
    expect(buzzPercent(2.345)).toBe(235)
  })

  it.each([
    [null, 'none'],
    [0, 'none'],
    [0.004, 'none'],
    [0.5, 'below average'],
    [0.994, 'below average'],
    [1, 'average'],
    [1.004, 'average'],
    [1.006, '1 to 3 times'],
    [3, '1 to 3 times'],
    [3.01, '3 to 6 times'],
    [6, '3 to 6 times'],
    [7.5, '6 to 10 times'],
    [10, '6 to 10 times'],
    [10.01, 'over 10 times'],
    [Number.NaN, 'none'],
  ] as const)('buzz %s → %s', (buzz, level) => {
    expect(buzzNoteLevel(buzz)).toBe(level)
  })
})

describe('buzz note texts', () => {
  it('shows each level with a capital first letter', () => {
    expect(BUZZ_NOTE_LEVELS.map(buzzNoteText)).toEqual([
      'None',
      'Below average',
      'Average',
      '1 to 3 times',
      '3 to 6 times',
      '6 to 10 times',
      'Over 10 times',
    ])
  })
})
