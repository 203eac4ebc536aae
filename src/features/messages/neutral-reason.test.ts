import { describe, expect, it } from 'vitest'
import { neutralReason } from './neutral-reason'

describe('neutralReason', () => {
  it('says the pushes cancel out when they go both ways', () => {
    expect(
      neutralReason([
        { phrase: 'beat', weight: 1.2 },
        { phrase: 'guidance cut', weight: -1.4 },
      ]),
    ).toBe('Neutral: these pushes partly cancel out, leaving no clear lean either way.')
  })

  it('names the call a one-way push fell short of', () => {
    expect(neutralReason([{ phrase: 'bullish', weight: 3.3 }])).toBe(
      'Neutral: this push was too weak for a positive call.',
    )
    expect(
      neutralReason([
        { phrase: 'sideways again', weight: -1.4 },
        { phrase: 'waiting for', weight: -0.5 },
      ]),
    ).toBe('Neutral: these pushes were too weak for a negative call.')
  })
})
