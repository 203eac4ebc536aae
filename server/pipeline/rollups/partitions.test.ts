import { describe, expect, it } from 'vitest'
import { partitionSourceOf, partitionsOf, ROLLUP_PARTITIONS } from './partitions'

describe('rollup partitions of a message', () => {
  it.each([
    ['reddit.com', 'reddit'],
    ['old.reddit.com', 'reddit'],
    ['www.twitter.com', 'twitter'],
    ['x.com', 'twitter'],
    ['t.me', 'telegram'],
    ['boards.4chan.org', '4chan'],
    ['cn.investing.com', 'investing'],
    ['reuters.com', null],
    ['twitter.com.evil.example', null],
  ])('%s → %s', (host, source) => {
    expect(partitionSourceOf(host)).toBe(source)
  })

  it('rolls every message into realtime, hourly and daily_5am, plus its source’s daily', () => {
    expect(partitionsOf('reuters.com').map((p) => p.name)).toEqual(['realtime', 'hourly', 'daily_5am'])
    expect(partitionsOf('reddit.com').map((p) => p.name)).toEqual([
      'realtime',
      'hourly',
      'daily_5am',
      'reddit_daily_5am',
    ])
    // telegram is mapped to the tiktok partition (data-interface §9).
    expect(partitionsOf('t.me').at(-1)?.name).toBe('tiktok_daily_5am')
  })

  it('knows 3 common and 9 per-source partitions', () => {
    expect(ROLLUP_PARTITIONS).toHaveLength(12)
  })
})
