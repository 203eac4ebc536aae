import { describe, expect, it } from 'vitest'
import type { ChatFigures } from '../../../src/core'
import { sideBySide } from './side-by-side'

const figures = (
  name: string,
  messages: number,
  previous: number,
  sentiment: number | null,
): ChatFigures => ({
  title_id: messages,
  name,
  symbol: null,
  start: 0,
  end: 1,
  messages,
  pos: 0,
  neg: 0,
  neu: messages,
  sentiment,
  previous_messages: previous,
  key_events: [],
})

describe('assets side by side', () => {
  it('puts the most talked about first and names the most positive', () => {
    expect(sideBySide([figures('Tesla, Inc.', 364, 445, -1.2), figures('Microsoft', 1710, 2286, 4.9)])).toBe(
      'Side by side: Microsoft drew the most talk (1,710 messages, −25% on the period before), then Tesla, Inc. (364, −18% on the period before). ' +
        'Sentiment: Microsoft +4.9, Tesla, Inc. −1.2; the most positive is Microsoft, by 6.1 points over Tesla, Inc.',
    )
  })

  it('says when their sentiment is within a point', () => {
    expect(
      sideBySide([figures('A', 10, 0, 0.4), figures('B', 5, 5, -0.2), figures('C', 5, 5, null)]),
    ).toContain('Sentiment: A +0.4, B −0.2; A and B are within a point of each other.')
  })

  it('leaves out assets without messages and needs two', () => {
    expect(sideBySide([figures('A', 10, 5, 1), figures('B', 0, 3, null)])).toBeNull()
    expect(sideBySide([figures('A', 10, 5, null), figures('B', 4, 0, null)])).toBe(
      'Side by side: A drew the most talk (10 messages, +100% on the period before), then B (4, none before).',
    )
  })
})
