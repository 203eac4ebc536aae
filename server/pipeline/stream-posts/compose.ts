import {
  epsVerdict,
  formatMove,
  formatSignedWhole,
  GLOBAL_REGION,
  KEY_EVENT_TYPES,
  priceDigits,
  type StreamPostSource,
  sentimentScore,
  type TitleType,
} from '../../../src/core'
import type { PostEvent } from './detect'

/** A message that may explain the event, as read from the store. */
export interface CauseMessage {
  id: number
  source: string
  type: string
  sub: string
  body: string
  url: string | null
  imageUrl: string | null
  time: number
  sentiment: number | null
  sentimentLabel: 'positive' | 'neutral' | 'negative' | null
  authorImpact: number | null
}

export interface TitleFacts {
  id: number
  name: string
  type: TitleType
  country: string | null
}

export interface ComposedPost {
  headline: string
  text: string
  sources: StreamPostSource[]
  imageUrl: string | null
  region: string
}

/** Quotes in the text and links below it. */
const MAX_QUOTES = 3
const MAX_SOURCES = 5
const QUOTE_CHARS = 220
const KEY_EVENT_NAMES = new Map(KEY_EVENT_TYPES.map((k) => [k.key_event_id, k.name]))

/** Title types that have no home market: their posts are global. */
const GLOBAL_TYPES = new Set<TitleType>(['crypto_currency', 'forex', 'raw_material'])

export function regionOf(title: TitleFacts): string {
  if (GLOBAL_TYPES.has(title.type) || !title.country) return GLOBAL_REGION
  return title.country.toUpperCase()
}

const multiple = (buzz: number | null | undefined) =>
  buzz === null || buzz === undefined ? '' : `${buzz >= 10 ? Math.round(buzz) : buzz.toFixed(1)}×`

/** A close as the app shows it, without the currency: 58.70 · 1.1642 (a rate) · 0.00001235. */
function priceText(price: number, type: string): string {
  return price.toLocaleString('en-US', priceDigits(price, type))
}

function sentimentPhrase(score: number | null | undefined): string {
  if (score === null || score === undefined) return ''
  // A mean of ±0.1 scores ±9.1: the bounds of the neutral icon (data-interface §9).
  const mood = score > 9.1 ? 'positive' : score < -9.1 ? 'negative' : 'neutral'
  return `sentiment ${formatSignedWhole(score)} (${mood})`
}

function plural(count: number | null | undefined, word: string): string {
  const n = count ?? 0
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

export function headlineOf(event: PostEvent, title: TitleFacts): string {
  const f = event.figures
  const name = title.name
  switch (event.type) {
    case 'buzz_rise':
      return `${name}: buzz at ${multiple(f.buzz)} its usual level`
    case 'buzz_fall':
      return `${name}: talk fades to ${Math.round((f.buzz ?? 0) * 100)}% of usual`
    case 'key_event':
      return `${name}: ${KEY_EVENT_NAMES.get(event.keyEventId ?? 0) ?? 'Key event'} in ${plural(f.messages, 'message')}`
    case 'earnings': {
      const verdict = epsVerdict(f.eps_actual, f.eps_consensus)
      if (verdict === null) return `${name} reports earnings`
      if (verdict === 'in line') return `${name} reports earnings in line with estimates`
      return `${name} ${verdict === 'beat' ? 'beats' : 'misses'} earnings estimates`
    }
    case 'price_move': {
      const move = f.move ?? 0
      return `${name} ${move >= 0 ? 'up' : 'down'} ${formatMove(move).slice(1)} on ${multiple(f.buzz)} buzz`
    }
    case 'sentiment_swing': {
      const turned = (f.shift ?? 0) >= 0 ? 'turns more positive' : 'turns more negative'
      return `Sentiment on ${name} ${turned}`
    }
  }
}

/** ', earnings per share 1.12 against 1.05 expected (a beat)', or what of it is known. */
function epsText(actual: number | null | undefined, consensus: number | null | undefined): string {
  if (actual === null || actual === undefined)
    return consensus === null || consensus === undefined ? '' : ` (${consensus.toFixed(2)} a share expected)`
  if (consensus === null || consensus === undefined) return `, earnings per share ${actual.toFixed(2)}`
  const verdict = epsVerdict(actual, consensus)
  const said = verdict === 'in line' ? 'in line' : `a ${verdict}`
  return `, earnings per share ${actual.toFixed(2)} against ${consensus.toFixed(2)} expected (${said})`
}

/** The sentence of figures the post opens with. */
function figuresSentence(event: PostEvent, title: TitleFacts): string {
  const f = event.figures
  // A figure the event does not carry is left out rather than read as 0 ("from 0 authors").
  const talk =
    f.authors === null || f.authors === undefined
      ? plural(f.messages, 'message')
      : `${plural(f.messages, 'message')} from ${plural(f.authors, 'author')}`
  const mood = sentimentPhrase(f.sentiment_score)
  const withMood = (text: string) => (mood ? `${text}; ${mood}.` : `${text}.`)
  switch (event.type) {
    case 'buzz_rise':
      return withMood(
        (f.window_hours ?? 1) > 1
          ? `Today's talk is already at ${multiple(f.buzz)} a usual day: ${talk}`
          : `Buzz is at ${multiple(f.buzz)} the usual level for this hour: ${talk}`,
      )
    case 'buzz_fall':
      return withMood(
        `Buzz was ${Math.round((f.buzz ?? 0) * 100)}% of a usual day (about ${Math.round(f.usual_volume ?? 0)} weighted messages): ${talk}`,
      )
    case 'key_event':
      return `${plural(f.messages, 'message')} from ${plural(f.sources, 'source')} within six hours.`
    case 'earnings': {
      const eps = epsText(f.eps_actual, f.eps_consensus)
      return f.messages
        ? withMood(`Results are out${eps}: ${plural(f.messages, 'message')} in the hours around the release`)
        : `Results are out${eps}.`
    }
    case 'price_move': {
      const move = f.move ?? 0
      const close = f.close === null || f.close === undefined ? '' : ` to ${priceText(f.close, title.type)}`
      const talkPart = f.messages === null || f.messages === undefined ? '' : `; ${talk}`
      return withMood(
        `The price moved ${formatMove(move)}${close} while buzz was ${multiple(f.buzz)} usual${talkPart}`,
      )
    }
    case 'sentiment_swing':
      return `Sentiment went from ${Math.round(f.previous_sentiment_score ?? 0)} to ${Math.round(f.sentiment_score ?? 0)} in a day: ${talk}.`
  }
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"“'¿¡])/g
/** Words whose full stop ends no sentence (company forms, titles, initials). */
const ABBREVIATION =
  /(?:^|\s)(?:inc|corp|co|ltd|plc|llc|s\.a|n\.v|a\.g|se|ag|sa|nv|mr|mrs|ms|dr|st|no|vs|etc|[A-Z])\.$/i

function firstSentence(text: string): string {
  for (const match of text.matchAll(SENTENCE_END)) {
    const before = text.slice(0, match.index)
    if (!ABBREVIATION.test(before)) return before
  }
  return text
}

/** The first sentence of a message, cut at a word boundary. */
export function leadSentence(message: Pick<CauseMessage, 'sub' | 'body'>): string {
  const text = (message.sub.trim() || message.body.trim()).replace(/\s+/g, ' ')
  const first = firstSentence(text)
  if (first.length <= QUOTE_CHARS) return first
  const cut = first.slice(0, QUOTE_CHARS)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), QUOTE_CHARS - 40))}…`
}

/** The causes worth quoting: the named message first, then by author impact and recency, no repeats. */
export function rankCauses(causes: readonly CauseMessage[], firstId?: number): CauseMessage[] {
  const sorted = [...causes].sort(
    (a, b) =>
      Number(b.id === firstId) - Number(a.id === firstId) ||
      (b.authorImpact ?? 2) - (a.authorImpact ?? 2) ||
      b.time - a.time,
  )
  const seen = new Set<string>()
  const out: CauseMessage[] = []
  for (const message of sorted) {
    const key = leadSentence(message)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    out.push(message)
  }
  return out
}

export function composePost(
  event: PostEvent,
  title: TitleFacts,
  causes: readonly CauseMessage[],
): ComposedPost {
  const ranked = rankCauses(causes, event.messageId).slice(0, MAX_SOURCES)
  const quotes = ranked.slice(0, MAX_QUOTES).map((m) => `${m.source}: “${leadSentence(m)}”`)
  return {
    headline: headlineOf(event, title),
    // The quotes apart from each other: side by side they read as one run-on sentence.
    text: [figuresSentence(event, title), quotes.join(' · ')].filter((part) => part !== '').join(' '),
    sources: ranked.map((m) => ({
      message_id: m.id,
      so: m.source,
      type: m.type,
      sub: leadSentence(m),
      url: m.url,
      time: m.time,
      sentiment: m.sentimentLabel,
    })),
    imageUrl: ranked.find((m) => m.imageUrl !== null)?.imageUrl ?? null,
    region: regionOf(title),
  }
}

/** Mean sentiment score of the causes, for figures that lack one (earnings, key events). */
export function causesSentimentScore(causes: readonly CauseMessage[]): number | null {
  const scored = causes.filter((m) => m.sentiment !== null)
  if (scored.length === 0) return null
  return sentimentScore(scored.reduce((sum, m) => sum + (m.sentiment ?? 0), 0) / scored.length)
}
