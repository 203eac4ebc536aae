import { describe, expect, it } from 'vitest'
import type { RollupRow } from '../rollups/engine'
import {
  buzzRiseEvent,
  closedDayEvents,
  earningsEvent,
  intradayPriceMove,
  keyEventCandidates,
  keyEventEvent,
  priceMoveFromTrigger,
  releaseOfMessage,
  withRelease,
} from './detect'

const HOUR = 3_600_000
const T = Date.parse('2026-03-02T10:00:00Z')

function row(
  overrides: Partial<RollupRow> & { messages?: number; authors?: number; mean?: number | null },
): RollupRow {
  const { messages = 10, authors = 6, mean = 0.1, ...rest } = overrides
  return {
    partition: 'hourly',
    titleId: 7,
    start: T,
    end: T + HOUR,
    buzz: 4,
    baselineDays: 10,
    closed: false,
    figures: {
      messages,
      uniqueAuthors: authors,
      weightedVolume: messages,
      positive: 0,
      neutral: messages,
      negative: 0,
      sentimentSum: (mean ?? 0) * messages,
      scored: mean === null ? 0 : messages,
      sentimentMean: mean,
      adhoc: 0,
    },
    ...rest,
  }
}

const message = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  source: 'wire.example',
  sourceId: 'a',
  type: 'news',
  author: 'x',
  messageTime: new Date(T),
  lang: 'en',
  sentiment: null,
  sentimentLabel: null,
  keyEvents: {},
  titleIds: [7],
  primaryTitleId: 7,
  authorCategory: 'regulars' as const,
  authorImpact: 2,
  sub: 'Results',
  body: '',
  url: null,
  imageUrl: null,
  demo: false,
  ...overrides,
})

describe('buzz rise', () => {
  it('fires for an hour at 3× from enough messages and authors, keyed by title and 6-hour block', () => {
    const event = buzzRiseEvent(row({}), T + 20 * 60_000)
    expect(event).toMatchObject({ type: 'buzz_rise', titleId: 7, time: T + 20 * 60_000 })
    expect(event?.dedupKey).toBe(`buzz_rise:7:${Math.floor((T + 20 * 60_000) / (6 * HOUR))}`)
    expect(event?.figures).toMatchObject({ buzz: 4, messages: 10, authors: 6, window_hours: 1 })
  })

  it('stays quiet for ordinary or thin traffic and for titles without enough history', () => {
    expect(buzzRiseEvent(row({ buzz: 2.9 }), T)).toBeNull()
    expect(buzzRiseEvent(row({ messages: 7 }), T)).toBeNull()
    expect(buzzRiseEvent(row({ authors: 3 }), T)).toBeNull()
    expect(buzzRiseEvent(row({ baselineDays: 4 }), T)).toBeNull()
    expect(buzzRiseEvent(row({ partition: 'realtime' }), T)).toBeNull()
  })

  it('also fires for a day already at 3× a usual day', () => {
    const day = row({
      partition: 'daily_5am',
      start: T - 5 * HOUR,
      end: T + 19 * HOUR,
      messages: 12,
      authors: 5,
    })
    expect(buzzRiseEvent(day, T)?.figures.window_hours).toBe(24)
    expect(buzzRiseEvent({ ...day, figures: { ...day.figures, messages: 9 } }, T)).toBeNull()
  })
})

describe('closed days', () => {
  const day = (buzz: number, mean: number | null, messages = 30) =>
    row({ partition: 'daily_5am', closed: true, buzz, mean, messages, end: T + 24 * HOUR })

  it('posts a quiet day only for a title that is usually talked about', () => {
    expect(closedDayEvents(day(0.1, null, 4), null).map((e) => e.type)).toEqual(['buzz_fall'])
    expect(closedDayEvents(day(0.1, null, 1), null)).toEqual([])
    expect(closedDayEvents(day(0.5, null, 4), null)).toEqual([])
  })

  it('posts a sentiment swing of 25 points or more against the day before', () => {
    const swing = closedDayEvents(day(1, 0.5), 0)
    expect(swing.map((e) => e.type)).toEqual(['sentiment_swing'])
    expect(swing[0]?.figures.shift).toBeCloseTo(33.3, 1)
    expect(closedDayEvents(day(1, 0.2), 0)).toEqual([])
    expect(closedDayEvents(day(1, 0.5), null)).toEqual([])
    expect(closedDayEvents({ ...day(1, 0.5), closed: false }, 0)).toEqual([])
  })
})

describe('message events', () => {
  it('turns an earnings release into one post per title and day', () => {
    expect(earningsEvent(message({ type: 'earnings' }))).toMatchObject({
      type: 'earnings',
      titleId: 7,
      dedupKey: 'earnings:7:2026-03-02',
      messageId: 1,
    })
    expect(earningsEvent(message())).toBeNull()
  })

  it("ties an earnings message to its calendar's release that day or the day before; a preview has none", () => {
    const release = (releaseDate: string) => ({ releaseDate, consensus: 1.05, actual: 1.12 })
    const calendar = [release('2026-02-27'), release('2026-03-02'), release('2026-06-01')]
    expect(releaseOfMessage(T, calendar)?.releaseDate).toBe('2026-03-02')
    // The morning after a report after the close.
    expect(releaseOfMessage(T + 20 * HOUR, calendar)?.releaseDate).toBe('2026-03-02')
    // 'Earnings preview: results due' two days before, or a week after: no release.
    expect(releaseOfMessage(T - 2 * 24 * HOUR, [release('2026-03-02')])).toBeNull()
    expect(releaseOfMessage(T + 7 * 24 * HOUR, calendar)).toBeNull()
    // One post per release, whichever of its two days the first message came on.
    const event = earningsEvent(message({ type: 'earnings', messageTime: new Date(T + 20 * HOUR) }))
    expect(event && withRelease(event, release('2026-03-02'))).toMatchObject({
      dedupKey: 'earnings:7:2026-03-02',
      figures: { eps_actual: 1.12, eps_consensus: 1.05 },
    })
  })

  it('clusters key events of 4 or more from more than one source, leaving bots and the release itself out', () => {
    expect(keyEventCandidates(message({ keyEvents: { '13': 6, '18': 3, '1': 9 } }))).toEqual([
      { titleId: 7, keyEventId: 13 },
    ])
    expect(keyEventCandidates(message({ keyEvents: { '13': 6 }, authorCategory: 'bots' }))).toEqual([])
    const cluster = { titleId: 7, keyEventId: 13, messages: 3, sources: 2, last: T }
    expect(keyEventEvent(cluster)?.dedupKey).toBe('key_event:7:13:2026-03-02')
    expect(keyEventEvent({ ...cluster, sources: 1 })).toBeNull()
    expect(keyEventEvent({ ...cluster, messages: 2 })).toBeNull()
  })
})

describe('price moves', () => {
  it('takes the standard price/buzz alert', () => {
    const event = priceMoveFromTrigger({
      kind: 'price_buzz',
      ruleId: null,
      titleId: 7,
      triggeredAt: T,
      seriesId: 137_572,
      key: '',
      data: {
        move: -0.052,
        close: 95,
        previous_close: 100.2,
        buzz: 2.5,
        messages: 9,
        bucket_start: T - 24 * HOUR,
      },
    })
    expect(event).toMatchObject({ type: 'price_move', figures: { move: -0.052, close: 95, buzz: 2.5 } })
    const thin = { kind: 'price_buzz', ruleId: null, titleId: 7, triggeredAt: T, seriesId: null, key: '' }
    expect(priceMoveFromTrigger({ ...thin, data: { move: 0.05, messages: 2 } })).toBeNull()
    expect(
      priceMoveFromTrigger({
        kind: 'high_buzz',
        ruleId: null,
        titleId: 7,
        triggeredAt: T,
        seriesId: null,
        key: '',
        data: {},
      }),
    ).toBeNull()
  })

  it('fires intraday only with the move, the buzz and the messages', () => {
    const base = { titleId: 7, time: T, price: 104, previousClose: 100, buzz: 2, messages: 6, authors: 5 }
    expect(intradayPriceMove(base)?.figures).toMatchObject({ move: 0.04, messages: 6, authors: 5 })
    expect(intradayPriceMove({ ...base, price: 102 })).toBeNull()
    expect(intradayPriceMove({ ...base, buzz: 1.2 })).toBeNull()
    expect(intradayPriceMove({ ...base, messages: 4 })).toBeNull()
  })
})
