import { describe, expect, it } from 'vitest'
import { selectionKey, timeRangeParams, withoutTimeRange } from './time-range-search'

describe('time range params of the asset page', () => {
  it('drops the time range and keeps the rest', () => {
    expect(
      withoutTimeRange({ title_id: 1001, relativeTimeRange: 'last_30_days', startDate: '1', endDate: '2' }),
    ).toEqual({ title_id: 1001, relativeTimeRange: undefined, startDate: undefined, endDate: undefined })
  })

  it('writes a relative range by name and an absolute one as epoch-ms text', () => {
    expect(timeRangeParams({ kind: 'relative', name: 'last_7_days' })).toEqual({
      relativeTimeRange: 'last_7_days',
      startDate: undefined,
      endDate: undefined,
    })
    expect(timeRangeParams({ kind: 'absolute', start: 10, end: 20 })).toEqual({
      relativeTimeRange: undefined,
      startDate: '10',
      endDate: '20',
    })
    expect(selectionKey({ kind: 'absolute', start: 10, end: 20 })).toBe('10-20')
  })
})
