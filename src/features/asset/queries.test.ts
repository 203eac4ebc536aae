import { describe, expect, it } from 'vitest'
import {
  ASSET_QUERY_ROOT,
  assetMessageSearchBody,
  assetQueries,
  historyPartition,
  MESSAGES_PAGE_SIZE,
  type MessagesPage,
} from './queries'

const HOUR = 3_600_000
const now = Date.UTC(2026, 10, 20, 12)
const credentials = { username: 'ann@example.com', passwordHash: 'x'.repeat(32) }
const lastThreeDays = { kind: 'relative', name: 'last_3_days' } as const

describe('asset message search body (application §7)', () => {
  it('asks the 24-hour core when the start lies within 24 hours, else the full core', () => {
    const recent = assetMessageSearchBody(1001, { start: now - 24 * HOUR, end: now }, {}, now, { limit: 25 })
    expect(recent).toMatchObject({
      core: 'messages24h',
      titles: [1001],
      startDate: now - 24 * HOUR,
      endDate: now,
    })
    const older = assetMessageSearchBody(1001, { start: now - 25 * HOUR, end: now }, {}, now, { limit: 25 })
    expect(older.core).toBe('messages')
  })

  it('keeps the filters, newest first, always for the page asset', () => {
    const body = assetMessageSearchBody(
      1001,
      { start: now - 72 * HOUR, end: now },
      { source: ['demo-social.example'], sentiment: ['positive'], titles: [5] },
      now,
      { offset: 50, limit: MESSAGES_PAGE_SIZE },
    )
    expect(body).toMatchObject({
      source: ['demo-social.example'],
      sentiment: ['positive'],
      titles: [1001],
      order_by: 'message_time',
      offset: 50,
      limit: 25,
    })
  })
})

describe('asset queries', () => {
  it('uses 10-minute history up to 31 days, else daily', () => {
    expect(historyPartition({ start: now - 3 * 24 * HOUR, end: now })).toBe('realtime')
    expect(historyPartition({ start: now - 3 * 24 * HOUR - 1, end: now })).toBe('hourly')
    expect(historyPartition({ start: now - 30 * 24 * HOUR, end: now })).toBe('hourly')
    expect(historyPartition({ start: now - 32 * 24 * HOUR, end: now })).toBe('daily_5am')
  })

  it('keys queries by root, username and the normalised filters', () => {
    const a = assetQueries.statistics(credentials, 1001, lastThreeDays, { messageSentiment: ['positive'] })
    const b = assetQueries.statistics(credentials, 1001, lastThreeDays, {
      messageSentiment: ['positive'],
      authorType: ['bots'],
    })
    expect(a.queryKey.slice(0, 4)).toEqual([ASSET_QUERY_ROOT, 'ann@example.com', 'statistics', 1001])
    expect(b.queryKey).toEqual(a.queryKey)
  })

  it('pages messages 25 at a time and stops at a short page', () => {
    const options = assetQueries.messages(credentials, 1001, lastThreeDays, {})
    const range = { start: now - 72 * HOUR, end: now }
    const page = (count: number, offset: number): MessagesPage => ({
      messages: Array.from({ length: count }, () => ({}) as MessagesPage['messages'][number]),
      offset,
      range,
    })
    const next = options.getNextPageParam
    expect(options.initialPageParam).toEqual({ offset: 0, range: null })
    expect(next(page(25, 0), [], { offset: 0, range: null }, [])).toEqual({ offset: 25, range })
    expect(next(page(24, 25), [], { offset: 25, range }, [])).toBeUndefined()
  })
})
