import type { IngestMessage, MessageType } from '../../../src/core'
import { quarterlyDividend } from './dividends'
import { isReported, type ReleaseCalendar } from './earnings'
import { MARKET_TYPES } from './markets'
import { amountText, levelAbove, percentText, priceText } from './price-text'
import { BAR_MS, DAY_MS, priceAt } from './prices'
import { hashOf, Random, unit } from './random'
import { cryptoLift, rhythm } from './rhythm'
import {
  authorsOf,
  DEMO_BOTS,
  DEMO_SOURCES,
  type DemoAuthor,
  type DemoSource,
  type DemoTone,
  titleBeats,
} from './sources'
import * as T from './templates'
import { CRYPTO_TEXTS, familyText, MARKET_TEXTS, type TextFamily } from './text-families'
import type { DemoTitle } from './titles'

/**
 * Demo messages of a time window, slot by slot (10 minutes): every slot is generated from the
 * seed and its own index only, so backfill and live, resumed or not, write the same messages.
 */

/** Chance per title and day of a key-event story day (with its burst). */
const EVENT_DAY_CHANCE = 1 / 45

/** A key-event day's ad hoc announcement comes out within this time of the day's start (UTC). */
const ANNOUNCED_WITHIN_MS = 60 * 60_000

interface DayPlan {
  cumulative: Float64Array
  total: number
  /** Story of the day per title index (key-event days). */
  stories: Map<number, readonly [string, DemoTone]>
}

const SOURCE_TOTAL = DEMO_SOURCES.reduce((sum, s) => sum + s.share, 0)
const SOURCE_AUTHORS = new Map(DEMO_SOURCES.map((source) => [source.host, authorsOf(source)]))
/** Where ad hoc announcements are published. */
const FILINGS_SOURCE = DEMO_SOURCES.find((source) => source.kind === 'filings')

/** {x} the price, {x_} the round level above it, {x+} {x~} {x-} a target above, near, below it. */
const PRICE_PLACEHOLDER = /\{x([_+~-]?)\}/g

function priceFor(kind: string, price: number, target: number): number {
  if (kind === '_') return levelAbove(price)
  if (kind === '+') return price * (1.08 + target * 0.3)
  if (kind === '~') return price * (0.95 + target * 0.12)
  if (kind === '-') return price * (0.65 + target * 0.27)
  return price
}

export class DemoMessageGenerator {
  private readonly plans = new Map<number, DayPlan>()
  /** Each title's peers (peerOf), found once. */
  private readonly peers = new Map<number, DemoTitle[]>()
  private readonly popularity: Float64Array
  private readonly baseTotal: number
  /** The crypto currencies' title indices and their cumulative popularity. */
  private readonly crypto: { indices: number[]; cumulative: Float64Array; total: number }

  constructor(
    private readonly seed: number,
    private readonly titles: readonly DemoTitle[],
    /** Messages per hour over all titles before bursts. */
    private readonly ratePerHour: number,
    private readonly calendar: ReleaseCalendar,
  ) {
    // Heavy-tailed (Zipf-like) attention: the most discussed name gets ~120 messages on an
    // ordinary day at the default rate (several hundred around its earnings), rank 10 about 10,
    // small caps a few a week.
    this.popularity = Float64Array.from(titles, (t) => 1 / (t.rank + 1.5) ** 1.25 + 0.0008)
    this.baseTotal = this.popularity.reduce((a, b) => a + b, 0)
    const indices = titles.flatMap((t, i) => (t.type === 'crypto_currency' ? [i] : []))
    let total = 0
    const cumulative = Float64Array.from(indices, (i) => {
      total += this.popularity[i] ?? 0
      return total
    })
    this.crypto = { indices, cumulative, total }
  }

  private plan(dayMs: number): DayPlan {
    let plan = this.plans.get(dayMs)
    if (plan) return plan
    const cumulative = new Float64Array(this.titles.length)
    const stories = new Map<number, readonly [string, DemoTone]>()
    let total = 0
    this.titles.forEach((title, i) => {
      let weight = this.popularity[i] ?? 0
      const near = this.calendar.near(title.id, dayMs)
      if (near) weight *= near.offsetDays === 0 ? 7 : near.offsetDays === 1 ? 3 : 1.8
      if (unit(this.seed, 'story', title.id, dayMs) < EVENT_DAY_CHANCE) {
        const choices = T.eventStoriesFor(title.sectorId)
        const story = choices[hashOf(this.seed, 'which', title.id, dayMs) % choices.length]
        if (story && title.type === 'company') {
          stories.set(i, story)
          weight *= 5
        }
      }
      total += weight
      cumulative[i] = total
    })
    plan = { cumulative, total, stories }
    if (this.plans.size > 400) this.plans.clear()
    this.plans.set(dayMs, plan)
    return plan
  }

  private pickTitle(plan: DayPlan, r: number): number {
    const target = r * plan.total
    let lo = 0
    let hi = plan.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((plan.cumulative[mid] ?? 0) < target) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Every demo message with a time in [fromMs, toMs). */
  between(fromMs: number, toMs: number): IngestMessage[] {
    const out: IngestMessage[] = []
    if (this.titles.length === 0) return out
    for (let slot = Math.floor(fromMs / BAR_MS); slot * BAR_MS < toMs; slot += 1) {
      for (const message of [...this.slot(slot), ...this.cryptoAroundTheClock(slot)]) {
        const t = message.time.getTime()
        if (t >= fromMs && t < toMs) out.push(message)
      }
    }
    out.push(...this.bots(fromMs, toMs))
    out.push(...this.announcements(fromMs, toMs))
    return out
  }

  /**
   * The ad hoc announcements: a company issues one with a story of its own (key-event days), in
   * the first hour of the day (UTC), before most of the day's talk about it.
   */
  private announcements(fromMs: number, toMs: number): IngestMessage[] {
    const out: IngestMessage[] = []
    if (!FILINGS_SOURCE) return out
    for (let dayMs = Math.floor(fromMs / DAY_MS) * DAY_MS; dayMs < toMs; dayMs += DAY_MS) {
      for (const [index, [story]] of this.plan(dayMs).stories) {
        const title = this.titles[index]
        const text = T.adhocAnnouncementOf(story)
        if (!title || text === null) continue
        const time = dayMs + (hashOf(this.seed, 'adhoc-time', title.id, dayMs) % ANNOUNCED_WITHIN_MS)
        if (time < fromMs || time >= toMs) continue
        const rng = new Random(hashOf(this.seed, 'adhoc', title.id, dayMs))
        const sourceId = `${this.seed}-adhoc-${title.id}-${dayMs / DAY_MS}`
        out.push(
          this.written(rng, title, FILINGS_SOURCE, { type: 'adhoc', sub: text, body: '' }, time, sourceId),
        )
      }
    }
    return out
  }

  private slot(slot: number): IngestMessage[] {
    const startMs = slot * BAR_MS
    const dayMs = Math.floor(startMs / DAY_MS) * DAY_MS
    const plan = this.plan(dayMs)
    const lambda = ((this.ratePerHour / 6) * rhythm(startMs) * plan.total) / this.baseTotal
    const rng = new Random(hashOf(this.seed, 'slot', slot))
    const count = rng.poisson(lambda)
    const out: IngestMessage[] = []
    for (let k = 0; k < count; k += 1) {
      const index = this.pickTitle(plan, rng.float())
      const title = this.titles[index]
      if (!title) continue
      const time = startMs + Math.floor(rng.float() * BAR_MS)
      out.push(
        this.message(rng, title, plan.stories.get(index) ?? null, dayMs, time, `${this.seed}-${slot}-${k}`),
      )
    }
    return out
  }

  /**
   * Crypto talk on top of a slot's (its own random stream, so the other titles' messages stay as
   * they are): what lifts the crypto currencies to their level where the companies' rhythm is below (rhythm.ts).
   */
  private cryptoAroundTheClock(slot: number): IngestMessage[] {
    const { indices, cumulative, total } = this.crypto
    const startMs = slot * BAR_MS
    const lift = cryptoLift(startMs)
    if (total === 0 || lift <= 0) return []
    const rng = new Random(hashOf(this.seed, 'crypto-slot', slot))
    const count = rng.poisson(((this.ratePerHour / 6) * lift * total) / this.baseTotal)
    const dayMs = Math.floor(startMs / DAY_MS) * DAY_MS
    const out: IngestMessage[] = []
    for (let k = 0; k < count; k += 1) {
      const target = rng.float() * total
      const title = this.titles[indices[cumulative.findIndex((c) => c > target)] ?? -1]
      if (!title) continue
      const time = startMs + Math.floor(rng.float() * BAR_MS)
      out.push(this.message(rng, title, null, dayMs, time, `${this.seed}-c${slot}-${k}`))
    }
    return out
  }

  private pickSource(rng: Random, title: DemoTitle): DemoSource {
    for (;;) {
      let r = rng.float() * SOURCE_TOTAL
      for (const source of DEMO_SOURCES) {
        r -= source.share
        if (r < 0) {
          if ((source.kind === 'filings' || source.kind === 'analyst') && title.type !== 'company') break
          return source
        }
      }
    }
  }

  private tone(rng: Random, title: DemoTitle, time: number): DemoTone {
    const now = priceAt(this.seed, title, time, this.calendar.jumps)
    const before = priceAt(this.seed, title, time - DAY_MS, this.calendar.jumps)
    const momentum = Math.max(-0.25, Math.min(0.25, (now / before - 1) * 8))
    const r = rng.float()
    if (r < 0.34 + momentum) return 'positive'
    if (r < 0.34 + momentum + 0.26 - momentum) return 'negative'
    return 'neutral'
  }

  private message(
    rng: Random,
    title: DemoTitle,
    story: readonly [string, DemoTone] | null,
    dayMs: number,
    time: number,
    sourceId: string,
  ): IngestMessage {
    const source = this.pickSource(rng, title)
    let type = pickWeighted(rng, source.types)
    let tone = this.tone(rng, title, time)
    let sub = ''
    let body = ''
    const near = this.calendar.near(title.id, dayMs)
    if (title.type === 'crypto_currency')
      return this.familyMessage(rng, title, source, tone, time, sourceId, CRYPTO_TEXTS)
    if (MARKET_TYPES.has(title.type))
      return this.familyMessage(rng, title, source, tone, time, sourceId, MARKET_TEXTS)
    if (source.lang === 'de') sub = rng.pick(T.NEWS_DE[tone])
    else if (source.lang === 'fr') sub = rng.pick(T.NEWS_FR[tone])
    else if (source.lang === 'es') sub = rng.pick(T.NEWS_ES[tone])
    else if (story && (source.kind === 'news' || source.kind === 'social') && rng.chance(0.5)) {
      ;[sub, tone] = story
      // A story is news, whatever type the source's mix would have given it (a class action notice).
      if (source.kind === 'news') type = 'news'
      if (source.kind === 'social') sub = `${sub.replace('{n}', '{c}')}`
    } else if (near && source.kind === 'news' && rng.chance(0.6)) {
      const { release } = near
      type = 'earnings'
      // Before the figures are out (the day before, the release day's morning) news can only preview them.
      const reported = isReported(release, time)
      sub = reported
        ? rng.pick(release.beat ? T.EARNINGS_BEAT_EN : T.EARNINGS_MISS_EN)
        : rng.pick(T.EARNINGS_PREVIEW_EN)
      tone = reported ? (release.beat ? 'positive' : 'negative') : 'neutral'
      sub = sub.replace('{q}', release.quarter)
    } else if (type === 'earnings') sub = rng.pick(T.EARNINGS_PREVIEW_EN).replace('{q}', 'quarterly')
    else if (type === 'dividends') {
      const dividend = quarterlyDividend(this.seed, title, time)
      sub =
        dividend === null
          ? rng.pick(T.NO_DIVIDEND_EN)
          : rng.pick(T.DIVIDEND_EN).replace('{d}', dividend.toFixed(2))
    } else if (type === 'class_action') sub = rng.pick(T.CLASS_ACTION_EN)
    else if (source.kind === 'filings') sub = rng.pick(T.FILINGS_EN[type] ?? T.FILINGS_EN.filings ?? [])
    else if (source.kind === 'analyst') sub = rng.pick(T.ANALYST_EN[tone])
    else if (source.kind === 'social') sub = rng.pick(T.SOCIAL_EN[tone])
    else if (source.kind === 'video') sub = rng.pick(T.VIDEO_EN[tone])
    else if (source.kind === 'blog') {
      sub = rng.pick(T.LONG_EN[tone])
      body = rng.pick(T.FORUM_EN[tone])
    } else if (source.kind === 'forum') {
      sub = `${title.shortName} discussion`
      body = rng.pick(T.FORUM_EN[tone])
    } else sub = rng.pick(T.NEWS_EN[tone])

    // About one English news, analyst or social message in ten names a peer as well.
    const english = source.lang !== 'de' && source.lang !== 'fr' && source.lang !== 'es'
    const peer =
      english && sub !== '' && source.kind !== 'filings' && rng.chance(0.1) ? this.peerOf(rng, title) : null
    if (peer)
      sub += rng
        .pick(T.PEER_EN)
        .replace('{q}', source.kind === 'social' && peer.symbol ? `$${peer.symbol}` : peer.name)
    return this.written(rng, title, source, { type, sub, body }, time, sourceId)
  }

  /** A crypto currency's or a market's message (text-families.ts). */
  private familyMessage(
    rng: Random,
    title: DemoTitle,
    source: DemoSource,
    tone: DemoTone,
    time: number,
    sourceId: string,
    family: TextFamily,
  ): IngestMessage {
    return this.written(rng, title, source, familyText(family, rng, title, source, tone), time, sourceId)
  }

  private written(
    rng: Random,
    title: DemoTitle,
    source: DemoSource,
    text: { type: MessageType; sub: string; body: string },
    time: number,
    sourceId: string,
  ): IngestMessage {
    const author = this.author(rng, source, title)
    const fill = (value: string) => this.fill(value, rng, title, time, source.lang)
    const social = source.kind === 'social'
    return {
      source: source.host,
      source_id: sourceId,
      type: text.type,
      time: new Date(time),
      sub: fill(text.sub),
      body: fill(text.body),
      url: social && rng.chance(0.8) ? null : `https://${source.host}/demo/${sourceId}`,
      image_url: null,
      author: author.handle,
      author_name: author.name,
      author_verified: author.verified,
      author_followers: author.followers,
      lang: null,
      titles: [],
      demo: true,
    }
  }

  /** A title of the same kind close in popularity (the names traders set side by side). */
  /**
   * A peer to name beside a title: of its kind and, where it has one, its sector (Gilead beside
   * Amgen, not American Express), among the nearest in popularity.
   */
  private peerOf(rng: Random, title: DemoTitle): DemoTitle | null {
    let near = this.peers.get(title.id)
    if (!near) {
      const sector = title.sectorId?.slice(0, 2) ?? null
      near = this.titles
        .filter(
          (other) =>
            other.id !== title.id &&
            other.type === title.type &&
            (sector === null || other.sectorId?.slice(0, 2) === sector),
        )
        .sort((a, b) => Math.abs(a.rank - title.rank) - Math.abs(b.rank - title.rank) || a.rank - b.rank)
        .slice(0, 6)
      this.peers.set(title.id, near)
    }
    return near.length === 0 ? null : rng.pick(near)
  }

  private author(rng: Random, source: DemoSource, title: DemoTitle): DemoAuthor {
    const pool = SOURCE_AUTHORS.get(source.host)
    if (!pool) throw new Error(`no demo authors for ${source.host}`)
    const deskFirst = source.kind === 'news' || source.kind === 'filings' || source.kind === 'analyst'
    if (deskFirst) {
      // The title's own beats (Apple by the tech or the companies desk, never the energy desk);
      // one draw, as before, so the rest of the feed stays as it was.
      const beats = new Set(titleBeats(title))
      return rng.pick(pool.desks.filter((desk) => beats.has(desk.beat)))
    }
    // A few busy regulars write much of the talk (Zipf-like), influencers now and then.
    if (rng.chance(0.08)) return rng.pick(pool.people.filter((a) => a.kind === 'influencer'))
    const regulars = pool.people.filter((a) => a.kind === 'regular')
    return regulars[Math.floor(regulars.length * rng.float() ** 2.2)] ?? rng.pick(regulars)
  }

  private fill(
    text: string,
    rng: Random,
    title: DemoTitle,
    time: number,
    lang: DemoSource['lang'] = 'en',
  ): string {
    if (text === '') return ''
    const price = priceAt(this.seed, title, time, this.calendar.jumps)
    // The draws in the order they always had (one for the price targets, where the single {x}
    // took one), so that the rest of the feed stays as it was.
    const name = rng.chance(0.5) ? title.shortName : title.name
    const percent = Number((1 + rng.float() * 7).toFixed(1))
    const target = rng.float()
    const millions = 50 + rng.int(1950)
    return text
      .replaceAll('{n}', name)
      .replaceAll('{c}', title.symbol ? `$${title.symbol}` : title.shortName)
      .replaceAll('{pm}', percentText(percent / 4, lang))
      .replaceAll('{p}', percentText(percent, lang))
      .replace(PRICE_PLACEHOLDER, (_, kind: string) => priceText(priceFor(kind, price, target)))
      .replaceAll('{m}', amountText(millions))
  }

  /** Scheduled bot posts: fixed period, a few texts repeated with a link. */
  private bots(fromMs: number, toMs: number): IngestMessage[] {
    const out: IngestMessage[] = []
    const top = this.titles.slice(0, Math.min(6, this.titles.length))
    if (top.length === 0) return out
    for (const bot of DEMO_BOTS) {
      const period = bot.periodMinutes * 60_000
      const offset = hashOf(this.seed, bot.handle) % period
      for (let t = Math.ceil((fromMs - offset) / period) * period + offset; t < toMs; t += period) {
        const n = Math.floor(t / period)
        const title = top[n % top.length]
        const text = T.BOT_TEXTS[n % T.BOT_TEXTS.length]
        if (!title || !text) continue
        const sourceId = `${this.seed}-${bot.handle}-${n}`
        out.push({
          source: bot.host,
          source_id: sourceId,
          type: bot.host.includes('forum') ? 'forum_posts' : 'tweets',
          time: new Date(t),
          sub: bot.host.includes('forum') ? '' : this.fill(text, new Random(n), title, t),
          body: bot.host.includes('forum') ? this.fill(text, new Random(n), title, t) : '',
          url: `https://${bot.host}/demo/${sourceId}`,
          image_url: null,
          author: bot.handle,
          author_name: `Demo bot ${bot.handle.slice('demo_bot_'.length)}`,
          author_verified: false,
          author_followers: 150,
          lang: null,
          titles: [],
          demo: true,
        })
      }
    }
    return out
  }
}

function pickWeighted(rng: Random, items: readonly (readonly [MessageType, number])[]): MessageType {
  const total = items.reduce((sum, [, w]) => sum + w, 0)
  let r = rng.float() * total
  for (const [item, weight] of items) {
    r -= weight
    if (r < 0) return item
  }
  return items[0]?.[0] ?? 'news'
}
