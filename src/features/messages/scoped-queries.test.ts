import { describe, expect, it } from 'vitest'
import {
  MESSAGES_PAGE_SIZE,
  type MessagesPage,
  scopedMessageSearchBody,
  scopedQueries,
} from './scoped-queries'

const HOUR = 3_600_000
const now = Date.UTC(2026, 10, 20, 12)
const credentials = { username: 'ann@example.com', passwordHash: 'x'.repeat(32) }
const lastThreeDays = { kind: 'relative', name: 'last_3_days' } as const
const asset = { titles: [1001] as [number] }
const author = { authors: [{ name: 'jane', source: 'x.example' }] as [{ name: string; source: string }] }

describe('scoped message search body (application §7)', () => {
  it('asks the 24-hour core when the start lies within 24 hours, else the full core', () => {
    const recent = scopedMessageSearchBody(asset, { start: now - 24 * HOUR, end: now }, {}, now, {
      limit: 25,
    })
    expect(recent).toMatchObject({
      core: 'messages24h',
      titles: [1001],
      startDate: now - 24 * HOUR,
      endDate: now,
    })
    const older = scopedMessageSearchBody(asset, { start: now - 25 * HOUR, end: now }, {}, now, { limit: 25 })
    expect(older.core).toBe('messages')
  })

  it('keeps the filters, newest first, always for the page asset', () => {
    const body = scopedMessageSearchBody(
      asset,
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

  it("reads an author's messages, with an asset filter narrowing them to that asset", () => {
    const body = scopedMessageSearchBody(author, { start: now - HOUR, end: now }, { titles: [5] }, now, {
      limit: 25,
    })
    expect(body).toMatchObject({ authors: [{ name: 'jane', source: 'x.example' }], titles: [5] })
  })
})

describe('scoped queries', () => {
  it("keys queries by the page's root, username, the scope and the normalised filters", () => {
    const a = scopedQueries.statistics(credentials, asset, lastThreeDays, { messageSentiment: ['positive'] })
    const b = scopedQueries.statistics(credentials, asset, lastThreeDays, {
      messageSentiment: ['positive'],
      authorType: ['bots'],
    })
    expect(a.queryKey.slice(0, 4)).toEqual(['asset', 'ann@example.com', 'statistics', 1001])
    expect(b.queryKey).toEqual(a.queryKey)
    const byAuthor = scopedQueries.messages(credentials, author, lastThreeDays, {})
    expect(byAuthor.queryKey.slice(0, 4)).toEqual(['author', 'ann@example.com', 'messages', 'x.example/jane'])
  })

  it('pages messages 25 at a time and stops at a short page', () => {
    const options = scopedQueries.messages(credentials, asset, lastThreeDays, {})
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
