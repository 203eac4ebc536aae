import { inArray } from 'drizzle-orm'
import {
  type ChatCitation,
  type ChatFigures,
  DAY_MS,
  EXPLORE_TREE_MIN_MESSAGES,
  formatBuzz,
  keyEventById,
  type MessageItem,
  sentimentScore,
} from '../../../src/core'
import type { LlmConfig } from '../../config'
import type { Database } from '../../db'
import { titles } from '../../db/schema'
import { emptyFilter, type MessageFilter } from '../../market/messages/filters'
import { type MessagePage, searchMessages } from '../../market/messages/search'
import { meanSentiment } from '../../market/stats/mean-sentiment'
import { messageStatistics } from '../../market/stats/message-stats'
import { topBuzzTitles } from '../../market/stats/top-buzz'
import type { InventoryLinker } from '../../pipeline/linking/inventory'
import { buzzToday, buzzTodaySentence, todayWindow } from './buzz-today'
import { rewriteAnswer } from './llm'
import { signed, whole } from './numbers'
import {
  type ChatPeriod,
  isMarketQuestion,
  linkableText,
  questionIntent,
  questionPeriod,
  takesBuzzForGranted,
} from './question'
import { sideBySide } from './side-by-side'

/** Assets one answer covers at most, and messages it cites per asset. */
const MAX_TITLES = 3
const CITED = 3

export interface ChatDeps {
  db: Database
  llm: LlmConfig | null
  linker: InventoryLinker
}

export interface ChatAnswer {
  text: string
  citations: ChatCitation[]
  figures: ChatFigures[]
}

function mood(score: number): string {
  if (score >= 25) return 'clearly positive'
  if (score >= 5) return 'mildly positive'
  if (score > -5) return 'balanced'
  if (score > -25) return 'mildly negative'
  return 'clearly negative'
}

function changeText(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'none in the period before either' : 'none in the period before'
  const change = Math.round(((now - before) / before) * 100)
  if (change === 0) return 'as many as in the period before'
  return `${Math.abs(change)}% ${change > 0 ? 'more' : 'fewer'} than in the period before (${whole.format(before)})`
}

/** The figures of one asset: the statistics call's counts for the range, its mean, the range before. */
async function figuresOf(
  db: Database,
  title: { id: number; name: string; symbol: string | null },
  startMs: number,
  endMs: number,
): Promise<ChatFigures> {
  const filter = { ...emptyFilter(startMs, endMs), titleIds: [title.id] }
  const before = { ...emptyFilter(startMs - (endMs - startMs), startMs), titleIds: [title.id] }
  const [stats, previous, mean] = await Promise.all([
    messageStatistics(db, filter, 5),
    messageStatistics(db, before, 1),
    meanSentiment(db, filter),
  ])
  return {
    title_id: title.id,
    name: title.name,
    symbol: title.symbol,
    start: startMs,
    end: endMs,
    messages: stats.counts.messages,
    pos: stats.counts.pos,
    neg: stats.counts.neg,
    neu: stats.counts.neu,
    sentiment: mean === null ? null : sentimentScore(mean),
    previous_messages: previous.counts.messages,
    key_events: stats.top10.key_events.map((entry) => ({
      key_event_id: entry.key_event_id,
      name: keyEventById(entry.key_event_id)?.name ?? `Key event ${entry.key_event_id}`,
      count: entry.count,
    })),
  }
}

const displayName = (f: Pick<ChatFigures, 'name' | 'symbol'>) =>
  f.symbol ? `${f.name} (${f.symbol})` : f.name

function figuresParagraph(
  f: ChatFigures,
  period: ChatPeriod,
  intent: ReturnType<typeof questionIntent>,
  today: ReturnType<typeof buzzTodaySentence> | null,
): string {
  const name = displayName(f)
  if (f.messages === 0) return `${name}: no messages in ${period.label}, so there is nothing to measure yet.`
  const sentiment =
    f.sentiment === null
      ? 'none of them carries a sentiment score'
      : `sentiment ${signed.format(f.sentiment)}, ${mood(f.sentiment)} (${whole.format(f.pos)} positive, ${whole.format(f.neu)} neutral, ${whole.format(f.neg)} negative)`
  const volume = `${whole.format(f.messages)} messages, ${changeText(f.messages, f.previous_messages)}`
  const lead =
    today?.lead != null
      ? `${today.lead} In ${period.label}: ${volume}; ${sentiment}.`
      : intent === 'buzz' || intent === 'why'
        ? `${name} in ${period.label}: ${volume}; ${sentiment}.${today?.after ?? ''}`
        : `${name} in ${period.label}: ${sentiment}, from ${volume}.`
  const events =
    f.key_events.length === 0
      ? ''
      : ` Key events: ${f.key_events
          .slice(0, 3)
          .map((event) => `${event.name} (${whole.format(event.count)})`)
          .join(', ')}.`
  return lead + events
}

/** Help when the question names no asset the inventory knows. */
const HELP =
  'I answer from Murmur’s own figures and messages. Ask about an asset by name or ticker, for example “How is Apple’s sentiment this week?”, “Why is NVDA buzzing?” or “What is buzzing today?”.'

async function marketAnswer(db: Database, now: number): Promise<string> {
  const top = await topBuzzTitles(db, {
    ...todayWindow(now),
    regions: null,
    type: null,
    limit: 5,
    // The explore tree map's rule: a handful of messages is not what the market talks about.
    minMessages: EXPLORE_TREE_MIN_MESSAGES,
  })
  if (top.length === 0)
    return `Nothing stands out yet today: no asset with ${EXPLORE_TREE_MIN_MESSAGES} messages or more has a buzz level for today.`
  const lines = top.map(
    (row, index) =>
      `${index + 1}. ${row.name}: buzz ${formatBuzz(row.buzz)} of its normal level, ${whole.format(row.messages)} messages${
        row.sentiment === null ? '' : `, sentiment ${signed.format(sentimentScore(row.sentiment))}`
      }`,
  )
  return [`The most buzzing assets today (${EXPLORE_TREE_MIN_MESSAGES} messages or more):`, ...lines].join(
    '\n',
  )
}

/** A key event drives the talk when it holds this share of the period's messages (and 3 or more). */
const DRIVING_SHARE = 0.1
const DRIVING_MIN = 3

/**
 * The weightiest messages, English ones first (the answer is English; others fill up): asked why
 * NVIDIA was talked about, the first message cited was a Spanish headline.
 */
async function englishFirst(db: Database, filter: MessageFilter, page: MessagePage): Promise<MessageItem[]> {
  const english = await searchMessages(db, { ...filter, langs: ['en'] }, page)
  if (english.length >= page.limit) return english
  const any = await searchMessages(db, filter, page)
  const more = any.filter((message) => !english.some((other) => other.id === message.id))
  return [...english, ...more].slice(0, page.limit)
}

/**
 * The messages an answer cites: the weightiest (by author impact, then the latest). Asked why an
 * asset is talked about, first the weightiest message of each key event that holds a tenth of the
 * talk: 18 of NVIDIA's 106 messages told of an executive departure, and none was cited.
 */
async function citedMessages(
  db: Database,
  filter: MessageFilter,
  f: ChatFigures,
  intent: ReturnType<typeof questionIntent>,
): Promise<MessageItem[]> {
  const page = { offset: 0, limit: CITED, order: 'score' } as const
  const weightiest = await englishFirst(db, filter, page)
  if (intent !== 'why') return weightiest
  const driving = f.key_events.filter(
    (event) => event.count >= Math.max(DRIVING_MIN, f.messages * DRIVING_SHARE),
  )
  const picked: MessageItem[] = []
  for (const event of driving.slice(0, CITED)) {
    const [first] = await englishFirst(
      db,
      { ...filter, keyEventIds: [event.key_event_id] },
      { ...page, limit: 1 },
    )
    if (first && !picked.some((message) => message.id === first.id)) picked.push(first)
  }
  for (const message of weightiest)
    if (picked.length < CITED && !picked.some((other) => other.id === message.id)) picked.push(message)
  return picked
}

/**
 * Answers a question paragraph by paragraph (yielded as they are ready): the assets it names
 * (the pipeline's linker), their figures for the period (the statistics call's), their key events
 * and the messages behind them, cited by number. An LLM, when configured, only rewrites the
 * finished text, and its version is kept only if every figure in it is one of ours.
 */
export async function* answerQuestion(
  deps: ChatDeps,
  question: string,
  options: { now: number; maxDays: number },
): AsyncGenerator<string, ChatAnswer> {
  const period = questionPeriod(question)
  const days = Math.min(period.days, options.maxDays)
  const used: ChatPeriod =
    days === period.days ? period : { days, label: `the last ${days} days (your plan’s longest range)` }
  const intent = questionIntent(question)
  const matcher = await deps.linker.current()
  const ids = matcher.link(linkableText(question)).titleIds.slice(0, MAX_TITLES)
  const paragraphs: string[] = []
  const citations: ChatCitation[] = []
  const figures: ChatFigures[] = []
  const buffered = deps.llm !== null
  const emit = (paragraph: string) => {
    paragraphs.push(paragraph)
    return paragraphs.length > 1 ? `\n\n${paragraph}` : paragraph
  }

  if (ids.length === 0) {
    const text = isMarketQuestion(question) ? await marketAnswer(deps.db, options.now) : HELP
    yield emit(text)
    return { text: paragraphs.join('\n\n'), citations, figures }
  }

  const named = await deps.db
    .select({ id: titles.id, name: titles.name, symbol: titles.symbol })
    .from(titles)
    .where(inArray(titles.id, ids))
  const ordered = ids.flatMap((id) => named.filter((title) => title.id === id))
  const endMs = options.now
  const startMs = endMs - used.days * DAY_MS
  const asksBuzz = intent === 'buzz' || intent === 'why'
  const todays = asksBuzz
    ? await buzzToday(
        deps.db,
        ordered.map((title) => title.id),
        options.now,
      )
    : null
  const premise = takesBuzzForGranted(question)
  for (const title of ordered) {
    const f = await figuresOf(deps.db, title, startMs, endMs)
    figures.push(f)
    const today = todays === null ? null : buzzTodaySentence(displayName(f), todays.get(title.id), premise)
    const paragraph = figuresParagraph(f, used, intent, today)
    if (!buffered) yield emit(paragraph)
    else paragraphs.push(paragraph)
    if (f.messages === 0) continue
    const top = await citedMessages(
      deps.db,
      { ...emptyFilter(startMs, endMs), titleIds: [title.id] },
      f,
      intent,
    )
    const cited = top.map((message) => {
      const citation: ChatCitation = {
        n: citations.length + 1,
        message_id: message.id,
        title_id: title.id,
        source: message.so,
        time: message.time,
        sub: message.sub || message.body.slice(0, 160),
        url: message.url,
      }
      citations.push(citation)
      return citation
    })
    if (cited.length > 0) {
      const lead = intent === 'why' ? 'What drives the talk' : 'The messages that weigh most'
      const line = `${lead}: ${cited.map((c) => `“${c.sub}” (${c.source}) [${c.n}]`).join('; ')}.`
      if (!buffered) yield emit(line)
      else paragraphs.push(line)
    }
  }
  const compared = sideBySide(figures)
  if (compared !== null) {
    if (!buffered) yield emit(compared)
    else paragraphs.push(compared)
  }
  const text = paragraphs.join('\n\n')
  if (!buffered || deps.llm === null) return { text, citations, figures }
  const rewritten = await rewriteAnswer(deps.llm, question, text)
  const final = rewritten ?? text
  yield final
  return { text: final, citations, figures }
}
