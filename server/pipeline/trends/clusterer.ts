import { BANDS, bandKeys, mix32, similarity } from './minhash'

/**
 * Story clustering as messages arrive: a message joins the most similar active story (estimated
 * Jaccard of content words and word bigrams ≥ SIMILARITY_MIN, found through LSH bands) that shares
 * a title with it (or neither has one) and whose latest message is at most JOIN_WINDOW_MS away; else it
 * seeds a story of its own. Singletons are forgotten after SINGLETON_KEEP_MS of stream time,
 * stories after STORY_KEEP_MS without a new message.
 */
export const SIMILARITY_MIN = 0.5
export const JOIN_WINDOW_MS = 12 * 3_600_000
export const SINGLETON_KEEP_MS = 6 * 3_600_000
export const STORY_KEEP_MS = 24 * 3_600_000
/** Titles a story keeps (the first ones seen). */
const MAX_STORY_TITLES = 10

export interface ClusterMessage {
  messageId: number
  timeMs: number
  source: string
  sentiment: number | null
  titleIds: readonly number[]
  /** The text a story shows as its headline when this message seeds it. */
  headline: string
  /** News read better as a headline than social posts: the first news message takes it over. */
  isNews: boolean
  signature: Uint32Array
}

export interface ActiveStory {
  /** The stored id; null while the story has one message (stored when a second joins). */
  id: number | null
  seed: ClusterMessage
  headline: string
  headlineIsNews: boolean
  signature: Uint32Array
  bands: Uint32Array
  titles: Set<number>
  firstMs: number
  lastMs: number
  count: number
}

export type Assignment =
  | { kind: 'seeded'; story: ActiveStory }
  | { kind: 'joined'; story: ActiveStory; message: ClusterMessage }

function sharesTitle(story: ActiveStory, titleIds: readonly number[]): boolean {
  if (story.titles.size === 0 || titleIds.length === 0)
    return story.titles.size === 0 && titleIds.length === 0
  return titleIds.some((id) => story.titles.has(id))
}

/** Buckets are per title (0: no title): a template repeated for thousands of titles stays cheap. */
const bucketKey = (bandKey: number, titleId: number) => mix32(bandKey ^ Math.imul(titleId + 1, 0x9e3779b1))
const keyTitles = (titles: Iterable<number>) => {
  const list = [...titles]
  return list.length === 0 ? [0] : list
}

export class StoryClusterer {
  private readonly bands: Map<number, ActiveStory[]>[] = Array.from({ length: BANDS }, () => new Map())
  private readonly active = new Set<ActiveStory>()
  private watermark = 0
  private lastEviction = 0

  get size(): number {
    return this.active.size
  }

  assign(message: ClusterMessage): Assignment {
    if (message.timeMs > this.watermark) this.watermark = message.timeMs
    if (this.watermark - this.lastEviction > 10 * 60_000) this.evict()
    const keys = bandKeys(message.signature)
    let best: ActiveStory | null = null
    let bestScore = 0
    const seen = new Set<ActiveStory>()
    for (const titleId of keyTitles(message.titleIds))
      for (let b = 0; b < BANDS; b += 1) {
        const bucket = this.bands[b]?.get(bucketKey(keys[b] ?? 0, titleId))
        if (!bucket) continue
        for (const story of bucket) {
          if (seen.has(story)) continue
          seen.add(story)
          if (Math.abs(message.timeMs - story.lastMs) > JOIN_WINDOW_MS) continue
          if (!sharesTitle(story, message.titleIds)) continue
          const score = similarity(message.signature, story.signature)
          if (score < SIMILARITY_MIN) continue
          // Ties go to the bigger story, so a burst grows one story rather than several.
          if (best === null || score > bestScore || (score === bestScore && story.count > best.count)) {
            best = story
            bestScore = score
          }
        }
      }
    if (best === null) {
      const story = this.add({
        id: null,
        seed: message,
        headline: message.headline,
        headlineIsNews: message.isNews,
        signature: message.signature,
        bands: keys,
        titles: new Set(message.titleIds.slice(0, MAX_STORY_TITLES)),
        firstMs: message.timeMs,
        lastMs: message.timeMs,
        count: 1,
      })
      return { kind: 'seeded', story }
    }
    best.count += 1
    best.lastMs = Math.max(best.lastMs, message.timeMs)
    best.firstMs = Math.min(best.firstMs, message.timeMs)
    for (const id of message.titleIds) {
      if (best.titles.size >= MAX_STORY_TITLES || best.titles.has(id)) continue
      best.titles.add(id)
      this.index(best, id)
    }
    if (message.isNews && !best.headlineIsNews && message.headline !== '') {
      best.headline = message.headline
      best.headlineIsNews = true
    }
    return { kind: 'joined', story: best, message }
  }

  /** A story read back from the store at start. */
  restore(story: ActiveStory): void {
    if (story.lastMs > this.watermark) this.watermark = story.lastMs
    this.add(story)
  }

  private add(story: ActiveStory): ActiveStory {
    this.active.add(story)
    for (const titleId of keyTitles(story.titles)) this.index(story, titleId)
    return story
  }

  private index(story: ActiveStory, titleId: number): void {
    for (let b = 0; b < BANDS; b += 1) {
      const map = this.bands[b]
      const key = bucketKey(story.bands[b] ?? 0, titleId)
      if (!map) continue
      const bucket = map.get(key)
      if (bucket) bucket.push(story)
      else map.set(key, [story])
    }
  }

  /** Forgets what can no longer take a message. */
  evict(): void {
    this.lastEviction = this.watermark
    const gone = new Set<ActiveStory>()
    for (const story of this.active) {
      const keep = story.count > 1 ? STORY_KEEP_MS : SINGLETON_KEEP_MS
      if (this.watermark - story.lastMs > keep) gone.add(story)
    }
    if (gone.size === 0) return
    for (const story of gone) {
      this.active.delete(story)
      for (const titleId of keyTitles(story.titles))
        for (let b = 0; b < BANDS; b += 1) {
          const map = this.bands[b]
          const key = bucketKey(story.bands[b] ?? 0, titleId)
          const bucket = map?.get(key)
          if (!map || !bucket) continue
          const left = bucket.filter((other) => !gone.has(other))
          if (left.length === 0) map.delete(key)
          else map.set(key, left)
        }
    }
  }
}
