import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DemoHistorySchema, demoHistoryShare, NO_DEMO_HISTORY } from './demo-history'

const DAY = 86_400_000

describe('demoHistoryShare', () => {
  it('is the share of the span written', () => {
    expect(demoHistoryShare({ catchingUp: true, from: 0, to: 90 * DAY, through: 45 * DAY })).toBe(0.5)
    expect(demoHistoryShare({ catchingUp: true, from: 0, to: 90 * DAY, through: 90 * DAY })).toBe(1)
  })

  it('is 0 while the prices come first, and stays within 0 to 1', () => {
    expect(demoHistoryShare({ catchingUp: true, from: 0, to: 90 * DAY, through: null })).toBe(0)
    expect(demoHistoryShare({ catchingUp: true, from: 10, to: 20, through: 5 })).toBe(0)
    expect(demoHistoryShare({ catchingUp: true, from: 10, to: 20, through: 25 })).toBe(1)
  })

  it('is null when nothing is being written', () => {
    expect(demoHistoryShare(NO_DEMO_HISTORY)).toBeNull()
    expect(demoHistoryShare({ catchingUp: false, from: 0, to: 90 * DAY, through: 90 * DAY })).toBeNull()
  })

  it('the wire shape refuses what it does not know', () => {
    expect(v.safeParse(DemoHistorySchema, NO_DEMO_HISTORY).success).toBe(true)
    expect(
      v.safeParse(DemoHistorySchema, { catchingUp: 'yes', from: null, to: null, through: null }).success,
    ).toBe(false)
  })
})
