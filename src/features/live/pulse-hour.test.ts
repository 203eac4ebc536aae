import { describe, expect, it } from 'vitest'
import { pulseHourText } from './pulse-hour'

const HOUR = 3_600_000

describe('the hour the live figures measure', () => {
  const hour = new Date(2026, 10, 24, 11).getTime()

  it('is the hour in progress while now is inside it', () => {
    expect(pulseHourText(hour, hour)).toBe('this hour so far')
    expect(pulseHourText(hour, hour + HOUR - 1)).toBe('this hour so far')
  })

  it('names an earlier hour of today by its start', () => {
    expect(pulseHourText(hour, hour + HOUR)).toBe('hour from 11:00 AM')
  })

  it('names an hour of another day with its day', () => {
    expect(pulseHourText(hour, hour + 24 * HOUR)).toBe('hour from Nov 24, 11:00 AM')
  })
})
