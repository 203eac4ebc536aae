import { describe, expect, it } from 'vitest'
import {
  bucketStart,
  chartPartition,
  partitionSpec,
  REPORT_MODEL_IDS,
  sourceDailyPartition,
} from './partitions'

describe('partitions (data-interface §9)', () => {
  it('names the report model ids of the spec', () => {
    expect(REPORT_MODEL_IDS).toEqual({ hourly: 1, realtime: 2, daily_5am: 4 })
  })

  it('maps telegram to the tiktok partition', () => {
    expect(sourceDailyPartition('telegram')).toBe('tiktok_daily_5am')
    expect(sourceDailyPartition('reddit')).toBe('reddit_daily_5am')
    expect(partitionSpec('telegram_daily_5am')).toBeNull()
    expect(partitionSpec('tiktok_daily_5am')?.bucketMs).toBe(86_400_000)
  })

  it('knows realtime, hourly and daily buckets and rejects unknown names', () => {
    expect(partitionSpec('realtime')?.bucketMs).toBe(600_000)
    expect(partitionSpec('hourly')?.bucketMs).toBe(3_600_000)
    expect(partitionSpec('nope')).toBeNull()
  })

  it('aligns realtime buckets to 10 minutes and daily_5am to 05:00 UTC', () => {
    const realtime = partitionSpec('realtime')
    const daily = partitionSpec('daily_5am')
    if (realtime === null || daily === null) throw new Error('missing partition')
    expect(new Date(bucketStart(realtime, Date.parse('2026-03-02T10:17:45Z'))).toISOString()).toBe(
      '2026-03-02T10:10:00.000Z',
    )
    expect(new Date(bucketStart(daily, Date.parse('2026-03-02T04:59:59Z'))).toISOString()).toBe(
      '2026-03-01T05:00:00.000Z',
    )
    expect(new Date(bucketStart(daily, Date.parse('2026-03-02T05:00:00Z'))).toISOString()).toBe(
      '2026-03-02T05:00:00.000Z',
    )
  })

  it('charts 10-minute buckets up to 3 days, hourly up to 31 days, daily beyond', () => {
    const day = 86_400_000
    expect(chartPartition(0, 3 * day)).toBe('realtime')
    expect(chartPartition(0, 3 * day + 1)).toBe('hourly')
    expect(chartPartition(0, 31 * day)).toBe('hourly')
    expect(chartPartition(0, 90 * day)).toBe('daily_5am')
  })
})
