import type { Database } from '../../../server/db'
import { buzzBuckets, quotes } from '../../../server/db/schema'

/** Ids, buckets and quotes of the known market (see market-data.ts). */

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

export const T = {
  apple: 7_000_001,
  microsoft: 7_000_002,
  siemens: 7_000_003,
  bitcoin: 299_001,
} as const

/** Daily close of Apple `daysAgo` days before now: a gentle up-trend with a weekly wiggle. */
export function appleClose(daysAgo: number): number {
  return 200 - daysAgo * 0.2 + Math.sin(daysAgo / 7) * 3
}

/** Realtime buckets: Apple's last 6 ten-minute buckets; daily_5am: Apple and Microsoft, 5 days. */
export const APPLE_REALTIME = [
  { agoBuckets: 5, buzz: 0.8, sentiment: 0.1, messages: 3 },
  { agoBuckets: 4, buzz: 1.0, sentiment: 0.2, messages: 4 },
  { agoBuckets: 3, buzz: 1.5, sentiment: 0.3, messages: 6 },
  { agoBuckets: 2, buzz: 2.5, sentiment: 0.4, messages: 10 },
  { agoBuckets: 1, buzz: 3.25, sentiment: 0.5, messages: 13 },
] as const
export const DAILY_BUZZ = {
  [T.apple]: [1.1, 1.2, 0.9, 2.0, 3.0],
  [T.microsoft]: [0.5, 0.6, 0.7, 0.8, 4.5],
} as const

const TEN_MIN = 10 * 60_000

export function realtimeBucketStart(nowMs: number, agoBuckets: number): number {
  return Math.floor(nowMs / TEN_MIN) * TEN_MIN - agoBuckets * TEN_MIN
}

/** daily_5am bucket start `daysAgo` days before the current one. */
export function dailyBucketStart(nowMs: number, daysAgo: number): number {
  const offset = 5 * HOUR
  return Math.floor((nowMs - offset) / DAY) * DAY + offset - daysAgo * DAY
}

export async function seedBuckets(db: Database, nowMs: number): Promise<void> {
  const rows = APPLE_REALTIME.map((b) => {
    const start = realtimeBucketStart(nowMs, b.agoBuckets)
    return {
      partition: 'realtime',
      titleId: T.apple,
      bucketStart: new Date(start),
      bucketEnd: new Date(start + TEN_MIN),
      messages: b.messages,
      buzz: b.buzz,
      sentimentMean: b.sentiment,
      closed: true,
    }
  })
  const daily = Object.entries(DAILY_BUZZ).flatMap(([titleId, values]) =>
    values.map((buzz, index) => {
      const start = dailyBucketStart(nowMs, values.length - 1 - index)
      return {
        partition: 'daily_5am',
        titleId: Number(titleId),
        bucketStart: new Date(start),
        bucketEnd: new Date(start + DAY),
        messages: 10 + index,
        buzz,
        sentimentMean: (index - 2) / 10,
        closed: index < values.length - 1,
      }
    }),
  )
  await db.insert(buzzBuckets).values([...rows, ...daily])
}

export async function seedQuotes(db: Database, nowMs: number): Promise<void> {
  const today = Math.floor(nowMs / DAY) * DAY
  const rows = Array.from({ length: 260 }, (_, daysAgo) => {
    const c = appleClose(daysAgo)
    return {
      titleId: T.apple,
      interval: '1d' as const,
      t: new Date(today - daysAgo * DAY),
      o: c - 1,
      h: c + 2,
      l: c - 2,
      c,
      v: 1_000_000 + daysAgo,
    }
  })
  const peers = Array.from({ length: 260 }, (_, daysAgo) => {
    const c = 300 - daysAgo * 0.05
    return {
      titleId: T.microsoft,
      interval: '1d' as const,
      t: new Date(today - daysAgo * DAY),
      o: c,
      h: c + 1,
      l: c - 1,
      c,
      v: 2_000_000,
    }
  })
  const intraday = Array.from({ length: 6 }, (_, i) => {
    const t = realtimeBucketStart(nowMs, 6 - i)
    return {
      titleId: T.apple,
      interval: '10m' as const,
      t: new Date(t),
      o: 200 + i,
      h: 201 + i,
      l: 199 + i,
      c: 200.5 + i,
      v: 1000 * (i + 1),
    }
  })
  for (let i = 0; i < rows.length; i += 100) await db.insert(quotes).values(rows.slice(i, i + 100))
  for (let i = 0; i < peers.length; i += 100) await db.insert(quotes).values(peers.slice(i, i + 100))
  await db.insert(quotes).values(intraday)
}
