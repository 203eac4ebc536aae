import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { escapeLike } from '../../db/like'
import { isNameSuffix } from '../../pipeline/trends/words'
import { queryRows } from '../messages/rows'
import { stampOf, type TrendSpan } from './window'

type Executor = Pick<Database, 'execute'>

/** Messages read per topic to find how they write it. */
const SAMPLE = 30

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** What the radar's words are made of (trends/words.ts): a spelling must not continue a longer word. */
const WORD_CHARS = "\\p{L}\\p{N}'’&.-"
const BETWEEN_WORDS = `[^${WORD_CHARS}]+`
const SENTENCE_START = /(^|[.!?:;|\n\u2013\u2014]\s*)$/u

/**
 * How messages write a topic the radar counts in lower case: its most common spelling in the
 * texts ("Berkshire Hathaway", "AT&T", "drops"). Spellings at the start of a sentence count only
 * when there are no others (a capital there says nothing); the term itself when none is found.
 */
export function surfaceForm(term: string, texts: readonly string[]): string {
  return findSpelling(term, texts) ?? term
}

/**
 * Where a text writes the term: its words in order, anything but word characters between them
 * (only spaces when `spaced`: within one clause).
 */
function phrasePattern(term: string, spaced = false): RegExp {
  const words = term.split(' ').map(escapeRegExp)
  const between = spaced ? ' +' : BETWEEN_WORDS
  return new RegExp(`(?<![${WORD_CHARS}])${words.join(between)}(?![\\p{L}\\p{N}])`, 'giu')
}

/** surfaceForm's spelling, or null when no text holds the term. */
export function findSpelling(term: string, texts: readonly string[]): string | null {
  const pattern = phrasePattern(term)
  const inside = new Map<string, number>()
  const atStart = new Map<string, number>()
  for (const text of texts)
    for (const match of text.matchAll(pattern)) {
      // The radar joins a phrase's words with one space, whatever stood between them.
      const form = match[0].split(new RegExp(BETWEEN_WORDS, 'u')).join(' ')
      const counts = SENTENCE_START.test(text.slice(0, match.index)) ? atStart : inside
      counts.set(form, (counts.get(form) ?? 0) + 1)
    }
  const counts = inside.size > 0 ? inside : atStart
  if (counts.size === 0) return null
  let best = term
  let bestCount = 0
  for (const [form, count] of counts)
    if (count > bestCount || (count === bestCount && form === term)) {
      best = form
      bestCount = count
    }
  return best.toLowerCase() === term ? best : term
}

/** Whether `inner`'s words stand together, in order, in `outer`'s ("cisco" in "cisco systems"). */
export function wordsWithin(inner: string, outer: string): boolean {
  return inner !== outer && ` ${outer} `.includes(` ${inner} `)
}

/** Words that may link a lead and a related term into one name ("search for successor"). */
const LINKING_WORDS = ['for', 'after', 'from', 'into', 'of', 'on', 'in', 'with', 'to', 'over', 'amid']

/**
 * The names a lead term and a related term can make together: the related phrase when it holds
 * the lead, the two phrases overlapping by a word, or the two side by side in either order (two
 * phrases directly, any two terms with a linking word between).
 */
function joinedWords(term: string, other: string): { words: string[]; sideBySide: boolean }[] {
  const lead = term.split(' ')
  const words = other.split(' ')
  if (wordsWithin(term, other)) return [{ words, sideBySide: false }]
  if (wordsWithin(other, term)) return []
  if (lead.length >= 2 && words.length >= 2) {
    if (words[0] === lead.at(-1)) return [{ words: [...lead, ...words.slice(1)], sideBySide: false }]
    if (words.at(-1) === lead[0]) return [{ words: [...words, ...lead.slice(1)], sideBySide: false }]
  }
  const joined: { words: string[]; sideBySide: boolean }[] = []
  for (const [first, second] of [
    [lead, words],
    [words, lead],
  ] as const) {
    if (lead.length >= 2 && words.length >= 2) joined.push({ words: [...first, ...second], sideBySide: true })
    for (const link of LINKING_WORDS) joined.push({ words: [...first, link, ...second], sideBySide: true })
  }
  return joined
}

/**
 * The name a lead term and a term grouped with it make together when they overlap by a word
 * ("advanced micro" and "micro devices": "advanced micro devices"), stand side by side, one space
 * apart ("bank comments" after "hawkish central"; "search for successor"), or the phrase itself
 * when it holds the lead ("cisco" and "cisco systems"), if at least half of the texts that hold
 * the lead hold it whole; the longest such, or null. The radar counts words and pairs, so a three-word
 * name was shown by its first two words.
 */
export function joinedName(
  term: string,
  related: readonly string[],
  texts: readonly string[],
): string | null {
  const holding = (phrase: string, spaced = false) => {
    const pattern = phrasePattern(phrase, spaced)
    return texts.filter((text) => {
      pattern.lastIndex = 0
      return pattern.test(text)
    }).length
  }
  const leadCount = holding(term)
  if (leadCount === 0) return null
  let best: string | null = null
  for (const other of related)
    for (const { words, sideBySide } of joinedWords(term, other)) {
      const name = words.join(' ')
      // Side by side only within a clause: "Cisco Discussion: Cisco Systems" is two names.
      if ((best === null || name.length > best.length) && holding(name, sideBySide) * 2 >= leadCount)
        best = name
    }
  return best
}

/** A capitalised word as names write them: "Bristol-Myers", "AT&T", "L'Oréal", "J.P.". */
const NAME_WORD = "\\p{Lu}[\\p{L}\\p{N}'’&.-]*"
/** Runs of capitalised words, one space apart. */
const CAPITALISED_RUN = new RegExp(`${NAME_WORD}(?: ${NAME_WORD})*`, 'gu')
/** The longest name a word is widened to: a longer run is a title-case headline, not a name. */
const MAX_NAME_WORDS = 4

/** A word ending in a full stop that ends its sentence: not an initial ("J.") nor a legal form ("Inc."). */
function endsSentence(word: string): boolean {
  if (!word.endsWith('.')) return false
  const bare = word.replace(/\.+$/, '').toLowerCase()
  return bare.replaceAll('.', '').length > 2 && !isNameSuffix(bare)
}

/**
 * The capitalised words that lead up to [start, end) of a text, one space apart within its
 * sentence, ending with the span ("Bristol-Myers Squibb" for "Squibb"). A trending word of a name
 * is its last: the words before it are what the radar could not pair.
 */
function nameEndingAt(text: string, start: number, end: number): string[] {
  for (const run of text.matchAll(CAPITALISED_RUN)) {
    if (run.index > start || run.index + run[0].length < end) continue
    const words = text.slice(run.index, end).split(' ')
    const sentenceEnd = words.findLastIndex((word, i) => i < words.length - 1 && endsSentence(word))
    return words.slice(sentenceEnd + 1)
  }
  return []
}

/**
 * The name a capitalised word stands in when most of the texts that hold it write it at the end of
 * the same run of capitalised words ("Squibb" in "Bristol-Myers Squibb"; "Caterpillar Inc." is
 * still "Caterpillar"); null otherwise. The radar counts words and pairs, and a hyphenated first
 * word pairs with nothing, so the 7-day list showed "Squibb" alone.
 */
export function nameAround(word: string, texts: readonly string[]): string | null {
  if (word.includes(' ') || !new RegExp(`^${NAME_WORD}$`, 'u').test(word)) return null
  const pattern = phrasePattern(word.toLowerCase())
  const names = new Map<string, number>()
  let holding = 0
  for (const text of texts) {
    pattern.lastIndex = 0
    const match = pattern.exec(text)
    if (!match) continue
    holding += 1
    const name = nameEndingAt(text, match.index, match.index + match[0].length)
    if (name.length > 1 && name.length <= MAX_NAME_WORDS) {
      const key = name.join(' ')
      names.set(key, (names.get(key) ?? 0) + 1)
    }
  }
  let best: string | null = null
  let bestCount = 0
  for (const [name, count] of names)
    if (count > bestCount) {
      best = name
      bestCount = count
    }
  return best !== null && bestCount * 2 >= holding ? best : null
}

/** A spelling is looked up again after this long: the way a name is written rarely changes. */
const LABEL_TTL_MS = 60 * 60 * 1000
const MAX_CACHED = 5_000

/** A shown topic and the terms grouped with it (trendingTopics' related). */
export interface LabelledTopic {
  term: string
  related: readonly string[]
}

/** How the topic's messages write it, and each related term (null: its messages do not hold it). */
export interface TopicSpelling {
  label: string
  related: (string | null)[]
}

export type TopicLabeller = (
  span: TrendSpan,
  topics: readonly LabelledTopic[],
) => Promise<Map<string, TopicSpelling>>

/**
 * Each topic's spelling in the window's latest messages that hold it (full-text index), and its
 * related terms' from the same messages, kept for an hour: the radar page asks every minute, and
 * a lookup is a statement per new topic.
 */
export function topicLabeller(
  textsWith: (span: TrendSpan, term: string) => Promise<string[]>,
  now: () => number = Date.now,
): TopicLabeller {
  const cache = new Map<string, { label: string; related: Map<string, string | null>; at: number }>()
  const fresh = (topic: LabelledTopic) => {
    const cached = cache.get(topic.term)
    return cached &&
      now() - cached.at < LABEL_TTL_MS &&
      topic.related.every((term) => cached.related.has(term))
      ? cached
      : null
  }
  return async (span, topics) => {
    const missing = topics.filter((topic) => fresh(topic) === null)
    // At once: PostgreSQL's pool runs the lookups side by side (PGlite takes them in turn).
    const found = await Promise.all(
      missing.map(async (topic) => {
        const texts = await textsWith(span, topic.term)
        const related = new Map(topic.related.map((term) => [term, findSpelling(term, texts)]))
        const joined = joinedName(topic.term, topic.related, texts)
        const spelled =
          (joined === null ? null : findSpelling(joined, texts)) ?? surfaceForm(topic.term, texts)
        const label = nameAround(spelled, texts) ?? spelled
        return { term: topic.term, label, related }
      }),
    )
    if (cache.size + found.length > MAX_CACHED) cache.clear()
    for (const { term, label, related } of found) cache.set(term, { label, related, at: now() })
    return new Map(
      topics.map((topic) => {
        const cached = cache.get(topic.term)
        return [
          topic.term,
          {
            label: cached?.label ?? topic.term,
            related: topic.related.map((term) => (cached ? (cached.related.get(term) ?? null) : term)),
          },
        ]
      }),
    )
  }
}

/** The texts of the window's latest messages that hold a term. */
export async function textsWithTerm(db: Executor, span: TrendSpan, term: string): Promise<string[]> {
  const inWindow = sql`message_time >= ${stampOf(span.firstHour)}::timestamptz and message_time < ${stampOf(span.end)}::timestamptz`
  const latest = (matching: SQL) =>
    queryRows(
      db,
      sql`select sub, body from messages where ${matching} and ${inWindow} order by message_time desc limit ${SAMPLE}`,
      TextRow,
    )
  let rows = await latest(sql`search @@ phraseto_tsquery('english', ${term})`)
  // Terms of stopwords and single letters ('at&t') have no lexemes to look up: read the texts.
  if (rows.length === 0) {
    const like = `%${escapeLike(term)}%`
    rows = await latest(sql`(sub ilike ${like} or body ilike ${like})`)
  }
  return rows.map((row) => `${row.sub ?? ''}\n${row.body ?? ''}`)
}

const TextRow = v.object({ sub: v.nullable(v.string()), body: v.nullable(v.string()) })
