import type { Logger } from 'pino'
import type { Database, Transaction } from '../../db'
import type { StoredDataListener, StoredMessage } from '../contract'
import { TitleCategories } from './categories'
import {
  type ActiveStory,
  type ClusterMessage,
  SINGLETON_KEEP_MS,
  STORY_KEEP_MS,
  StoryClusterer,
} from './clusterer'
import { bandKeys, fromStored } from './minhash'
import {
  activeStories,
  addKindCounts,
  addTermCounts,
  allocateStoryIds,
  hourOf,
  pruneTrends,
  recentLoneMessages,
  saveStories,
} from './store'
import { type TrendText, trendTextOf } from './text-features'

/**
 * The trend radar's half of the pipeline: in the ingest transaction it clusters each batch's
 * messages into stories and adds the hour's topic, source and category counts, so what the
 * radar answers is committed with the messages (point-in-time, never counted twice). Messages of
 * authors judged bots at ingest make no stories and no topics (a scheduled 'link in bio' post
 * repeated all day is not news); they still count for their source and categories.
 */

/** How far back topics, sources and categories are counted: a 7-day window and its baseline. */
export const TREND_COUNTS_KEEP_MS = 15 * 86_400_000
/** Stored stories are kept this long after their latest message. */
export const STORIES_KEEP_MS = 30 * 86_400_000
/** Singletons read back at start, at most. */
const WARM_LIMIT = 300_000
const NEWS_TYPES = new Set(['news', 'adhoc', 'earnings', 'takeover_offer', 'regulatory'])

export interface TrendRadarDeps {
  db: Database
  clock?: () => number
  logger?: Logger
}

export interface TrendRadar extends StoredDataListener {
  /** Reads the active stories and the recent singletons back, so clustering resumes where it was. */
  warm(): Promise<void>
  stats(): { activeStories: number }
}

function headlineOf(message: { sub: string; body: string }): string {
  const text = (message.sub.trim() || message.body.trim()).replace(/\s+/g, ' ')
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

/** text: the message's trend text when the enrichment computed it. */
export function clusterMessageOf(
  message: {
    id: number
    timeMs: number
    source: string
    type: string
    sentiment: number | null
    titleIds: readonly number[]
    sub: string
    body: string
  },
  text: TrendText = trendTextOf(message.sub, message.body),
): ClusterMessage | null {
  const { signature } = text
  if (signature === null) return null
  return {
    messageId: message.id,
    timeMs: message.timeMs,
    source: message.source,
    sentiment: message.sentiment,
    titleIds: message.titleIds,
    headline: headlineOf(message),
    isNews: NEWS_TYPES.has(message.type),
    signature,
  }
}

/** The trend text the enrichment computed, or the text's own for a message stored without it. */
const textOf = (message: StoredMessage): TrendText =>
  message.trendText ?? trendTextOf(message.sub, message.body)

export function createTrendRadar(deps: TrendRadarDeps): TrendRadar {
  const clock = deps.clock ?? Date.now
  const clusterer = new StoryClusterer()
  const categories = new TitleCategories(clock)
  let prunedHour = 0

  async function cluster(tx: Transaction, batch: readonly StoredMessage[]): Promise<void> {
    const touched = new Set<ActiveStory>()
    const members: { story: ActiveStory; message: ClusterMessage }[] = []
    for (const stored of batch) {
      if (stored.authorCategory === 'bots') continue
      const message = clusterMessageOf({ ...stored, timeMs: stored.messageTime.getTime() }, textOf(stored))
      if (message === null) continue
      const outcome = clusterer.assign(message)
      if (outcome.kind === 'joined') {
        touched.add(outcome.story)
        members.push({ story: outcome.story, message: outcome.message })
      }
    }
    const fresh = [...touched].filter((story) => story.id === null)
    const ids = await allocateStoryIds(tx, fresh.length)
    fresh.forEach((story, i) => {
      story.id = ids[i] ?? null
    })
    await saveStories(
      tx,
      [...touched],
      members.map(({ story, message }) => ({ storyId: story.id ?? 0, message })),
    )
  }

  async function count(tx: Transaction, batch: readonly StoredMessage[]): Promise<void> {
    const since = clock() - TREND_COUNTS_KEEP_MS
    const terms = new Map<string, number>()
    const kinds = new Map<string, number>()
    const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
    for (const message of batch) {
      const at = message.messageTime.getTime()
      if (at < since) continue
      const hour = hourOf(at)
      if (message.authorCategory !== 'bots')
        for (const term of textOf(message).terms) bump(terms, `${hour}|${term}`)
      bump(kinds, `${hour}|source|${message.source}`)
      for (const category of await categories.of(tx, message.titleIds))
        bump(kinds, `${hour}|category|${category}`)
    }
    await addTermCounts(tx, terms)
    await addKindCounts(tx, kinds)
    const nowHour = hourOf(clock())
    if (nowHour !== prunedHour) {
      prunedHour = nowHour
      await pruneTrends(tx, nowHour - TREND_COUNTS_KEEP_MS, nowHour - STORIES_KEEP_MS)
    }
  }

  return {
    async messagesCommitting(tx, batch) {
      if (batch.length === 0) return
      await cluster(tx, batch)
      await count(tx, batch)
    },
    messagesStored: async () => undefined,
    quotesStored: async () => undefined,
    async warm() {
      const now = clock()
      const stories = await activeStories(deps.db, now - STORY_KEEP_MS)
      for (const row of stories) {
        const signature = fromStored(row.signature)
        clusterer.restore({
          id: row.id,
          seed: {
            messageId: row.seed_message_id,
            timeMs: row.first_time.getTime(),
            source: '',
            sentiment: null,
            titleIds: row.title_ids,
            headline: row.headline,
            isNews: row.has_news,
            signature,
          },
          headline: row.headline,
          headlineIsNews: row.has_news,
          signature,
          bands: bandKeys(signature),
          titles: new Set(row.title_ids),
          firstMs: row.first_time.getTime(),
          lastMs: row.last_time.getTime(),
          count: Math.max(2, row.count),
        })
      }
      const lone = await recentLoneMessages(deps.db, now - SINGLETON_KEEP_MS, WARM_LIMIT)
      for (const row of lone) {
        const message = clusterMessageOf({ ...row, timeMs: row.time_ms, titleIds: row.title_ids ?? [] })
        if (message) clusterer.assign(message)
      }
      deps.logger?.info(
        { stories: stories.length, singletons: lone.length },
        'trend radar: clustering resumed',
      )
    },
    stats: () => ({ activeStories: clusterer.size }),
  }
}
