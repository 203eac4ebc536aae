import { termsOf } from '../pipeline/trends/terms'
import { wordsOf } from '../pipeline/trends/words'

/** How many times more often than across the market a title's messages must use a phrase for it to be their topic. */
const MIN_LIFT = 1.5
/** A single word needs more: a phrase says what is talked of, a word that comes with a template ("lags") rarely does. */
const MIN_WORD_LIFT = 3
const MIN_MESSAGES = 2

export interface TermCount {
  term: string
  /** Messages that use it. */
  count: number
  /** Which messages of the sample (their positions), to tell terms of the same messages apart. */
  messages: string
}

export interface Topic {
  topic: string
  count: number
}

const wordCount = (term: string) => term.split(' ').length

/**
 * The topic candidates of some texts, each counted once per text, leaving out any term with a word
 * of `ownNames` (a title's own name and symbol: every message about it has them).
 */
export function countTerms(texts: readonly string[], ownNames: ReadonlySet<string>): TermCount[] {
  const found = new Map<string, number[]>()
  texts.forEach((text, index) => {
    for (const term of termsOf(wordsOf(text))) {
      if (term.split(' ').some((word) => ownNames.has(word))) continue
      const list = found.get(term)
      if (list) list.push(index)
      else found.set(term, [index])
    }
  })
  return [...found]
    .filter(([, messages]) => messages.length >= MIN_MESSAGES)
    .map(([term, messages]) => ({ term, count: messages.length, messages: messages.join(',') }))
}

/**
 * One term per set of messages: 'etf outflows', 'etf' and 'outflows' in the same 8 messages are one
 * topic, and so are the overlapping pairs of one repeated sentence. A set takes the place of its
 * best-ranked term and shows its longest (the phrase rather than its words).
 */
function onePerMessageSet<T extends { term: TermCount }>(ranked: readonly T[]): T[] {
  const sets = new Map<string, T>()
  for (const item of ranked) {
    const shown = sets.get(item.term.messages)
    if (shown === undefined) sets.set(item.term.messages, item)
    else if (wordCount(item.term.term) > wordCount(shown.term.term)) sets.set(item.term.messages, item)
  }
  return [...sets.values()]
}

/** A word and its plural ("analyst", "analysts") are one topic. */
const singular = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word)

/**
 * The first `limit` topics of a ranking, no word twice: a word a shown phrase has ("demand" beside
 * "demand outlook") gives its place to the next topic, and so does a word shown in the singular.
 */
function distinctTopics<T extends { term: TermCount }>(ranked: readonly T[], limit: number): T[] {
  let out: T[] = []
  const singularWords = (item: T) => item.term.term.split(' ').map(singular)
  for (const item of ranked) {
    if (out.length >= limit) break
    const words = singularWords(item)
    if (words.length === 1) {
      const [word] = words
      if (out.some((shown) => singularWords(shown).includes(word ?? ''))) continue
    } else
      out = out.filter(
        (shown) => wordCount(shown.term.term) > 1 || !words.includes(singularWords(shown)[0] ?? ''),
      )
    out.push(item)
  }
  return out
}

const byWordsThenName = (a: TermCount, b: TermCount) =>
  wordCount(b.term) - wordCount(a.term) || a.term.localeCompare(b.term)

/** The terms most messages use. */
export function rankByCount(terms: readonly TermCount[], limit: number): Topic[] {
  const ranked = terms
    .map((term) => ({ term }))
    .sort((a, b) => b.term.count - a.term.count || byWordsThenName(a.term, b.term))
  return distinctTopics(onePerMessageSet(ranked), limit).map(({ term }) => ({
    topic: term.term,
    count: term.count,
  }))
}

/**
 * The terms a sample of `sampleSize` messages uses distinctly more often than the market's
 * `marketMessages` (`marketCount` of them per term): chosen by count × log(lift), listed by count
 * (the figure shown with them).
 */
export function rankByLift(
  terms: readonly TermCount[],
  sampleSize: number,
  market: { messages: number; count: ReadonlyMap<string, number> },
  limit: number,
): Topic[] {
  const ranked = terms
    .map((term) => {
      const marketRate = ((market.count.get(term.term) ?? 0) + 1) / (market.messages + 1)
      const lift = term.count / sampleSize / marketRate
      return { term, lift, score: term.count * Math.log(lift) }
    })
    .filter((scored) => scored.lift >= (wordCount(scored.term.term) === 1 ? MIN_WORD_LIFT : MIN_LIFT))
    .sort((a, b) => b.score - a.score || byWordsThenName(a.term, b.term))
  return distinctTopics(onePerMessageSet(ranked), limit)
    .sort((a, b) => b.term.count - a.term.count)
    .map(({ term }) => ({ topic: term.term, count: term.count }))
}
