import pino from 'pino'
import type { Database } from '../../server/db'
import { titles } from '../../server/db/schema'
import type { LivePublisher } from '../../server/live'
import { type Analytics, createAnalytics } from '../../server/pipeline/analytics'
import type { StoredMessage } from '../../server/pipeline/contract'
import type { PushDelivery } from '../../server/push/delivery'

/** Shared by the rollups, triggers, rules and live suites: titles, messages, a recording publisher. */

export const DAY_MS = 86_400_000

export async function insertTitles(
  db: Database,
  ids: readonly number[],
  extra: { indexIds?: number[] } = {},
) {
  await db
    .insert(titles)
    .values(ids.map((id) => ({ id, name: `Test title ${id}`, type: 'company' as const, ...extra })))
    .onConflictDoNothing()
}

let nextMessageId = 1_000_000

/** A committed message as the ingest half hands it over: an ordinary author (impact 2). */
export function storedMessage(
  overrides: Partial<StoredMessage> & { at: number; titleIds: number[] },
): StoredMessage {
  const { at, ...rest } = overrides
  nextMessageId += 1
  return {
    id: nextMessageId,
    source: 'example-news.com',
    sourceId: `m${nextMessageId}`,
    type: 'news',
    author: `author-${nextMessageId}`,
    messageTime: new Date(at),
    lang: 'en',
    sentiment: null,
    sentimentLabel: null,
    keyEvents: {},
    primaryTitleId: rest.titleIds[0] ?? null,
    authorCategory: 'regulars',
    authorImpact: 2,
    sub: `Message ${nextMessageId}`,
    body: '',
    url: null,
    imageUrl: null,
    demo: false,
    ...rest,
  }
}

/** `count` messages by `count` different authors at one time. */
export function byAuthors(count: number, at: number, titleIds: number[], prefix = 'a'): StoredMessage[] {
  return Array.from({ length: count }, (_, i) => storedMessage({ at, titleIds, author: `${prefix}${i}` }))
}

export interface Recorded {
  event: string
  payload: unknown
}

/** A publisher that records instead of sending (unthrottled). */
export function recordingPublisher(): LivePublisher & { sent: Recorded[] } {
  const sent: Recorded[] = []
  const record = (event: string) => (payload: unknown) => {
    sent.push({ event, payload })
  }
  return {
    sent,
    buzz: record('buzz'),
    tick: record('tick'),
    message: record('message'),
    post: record('post'),
    stdSignal: record('std_signal'),
    signal: (userId, signal) => sent.push({ event: 'signal', payload: { userId, signal } }),
    close: () => undefined,
  }
}

/** An analytics instance of its own (own stream time), on the server's database. */
export function analyticsOn(
  db: Database,
  clock = () => Date.now(),
  push?: PushDelivery,
): Analytics & { sent: Recorded[] } {
  const live = recordingPublisher()
  const analytics = createAnalytics({
    db,
    live,
    logger: pino({ level: 'silent' }),
    clock,
    tickMs: 0,
    ...(push ? { push } : {}),
  })
  return Object.assign(analytics, { sent: live.sent })
}

/** UTC midnight `days` days ago, plus `hours`. */
export function daysAgo(days: number, hours = 0): number {
  const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS
  return midnight - days * DAY_MS + hours * 3_600_000
}

/**
 * Two messages a day at this 10-minute slot for days −7…−3 (a baseline), then `authors` authors
 * in the slot now, its bucket still open. Answers the slot's start.
 */
export async function spikeInOpenBucket(
  analytics: Analytics,
  titleId: number,
  now: number,
  authors = 6,
): Promise<number> {
  const slot = Math.floor(now / (10 * 60_000)) * 10 * 60_000
  for (let day = 7; day >= 3; day -= 1)
    await analytics.messagesStored(byAuthors(2, slot - day * DAY_MS, [titleId]))
  await analytics.messagesStored(byAuthors(authors, slot + 1000, [titleId], 'spike'))
  return slot
}
