/**
 * Words of a message for the trend radar: lower case, cashtags as their symbol, numbers as '#',
 * links and handles dropped. Shared by story clustering (shingles) and trending topics (terms).
 */

const WORD = /[$#@]?[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu
const NUMBER = /^[\d.,]+%?$/
const TRAILING = /[.'’&-]+$/

export interface MessageWords {
  /** Every word in order ('#' for a number). */
  all: string[]
  /** The positions of `all` that are content words (not stopwords, numbers or symbols). */
  content: boolean[]
  /** The positions of `all` that start a sentence, clause or line: no phrase spans into them. */
  breakBefore: boolean[]
}

/** What ends a sentence or clause between two words ("should not ignore.\nDisappointed …"). */
const BREAK = /[.!?:;|\n\u2013\u2014]/

/** English and German function words, and words every market message has. */
// biome-ignore format: a word list reads better in rows
const STOPWORDS = new Set([
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'also', 'am', 'an', 'and', 'any', 'anyone',
  'are', 'as', 'at', 'be', 'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by',
  'can', 'could', 'did', 'do', 'does', 'doing', 'down', 'during', 'each', 'even', 'ever', 'few', 'for',
  'from', 'further', 'get', 'got', 'had', 'has', 'have', 'having', 'he', 'her', 'here', 'hers', 'him',
  'his', 'how', 'i', "i'm", 'if', 'imo', 'in', 'into', 'is', 'it', "it's", 'its', 'just', 'like', 'me',
  'more', 'most', 'much', 'my', 'next', 'no', 'nor', 'not', 'now', 'of', 'off', 'on', 'once', 'one',
  'only', 'or', 'other', 'our', 'out', 'over', 'own', 'per', 'same', 'she', 'should', 'so', 'some',
  'still', 'such', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this',
  'those', 'through', 'to', 'too', 'under', 'until', 'up', 'very', 'via', 'was', 'we', 'were', 'what',
  'when', 'where', 'which', 'while', 'who', 'whom', 'why', 'will', 'with', 'would', 'you', 'your',
  'today', 'week', 'day', 'days', 'year', 'new', 'says', 'said', 'see', 'sees', 'amid', 'ahead',
  'der', 'die', 'das', 'und', 'oder', 'ist', 'sind', 'ein', 'eine', 'einen', 'dem', 'den', 'des', 'mit',
  'von', 'zu', 'zum', 'zur', 'auf', 'für', 'im', 'nach', 'bei', 'aus', 'um', 'wie', 'als', 'auch',
  'le', 'la', 'les', 'de', 'du', 'des', 'et', 'en', 'un', 'une', 'el', 'los', 'las', 'y', 'por', 'con',
  'para', 'del', 'al', 'se', 'que',
  // Verbs and fillers of chatter: they say nothing about what is talked of.
  'look', 'looks', 'looking', 'know', 'knows', 'keep', 'keeps', 'think', 'thinks', 'going', 'make',
  'makes', 'take', 'takes', 'want', 'wants', 'need', 'needs', 'really', 'well', 'back', 'way', 'lot',
  'thing', 'things', 'something', 'anything', 'everything', 'every', 'around', 'yet', 'may', 'might',
  'must', 'let', "let's", 'gets', 'goes', 'come', 'comes', 'seems', 'feel', 'feels', 'many',
  'nicht', 'sich', 'hat', 'wird', 'werden', 'vor', 'über', 'unter', 'noch', 'nur', 'mehr', 'bis', 'seit',
  'dass', 'es', 'er', 'sie', 'wir', 'ich', 'kaum', 'heute',
  // French and Spanish function words: the demo's and the wires' news in those languages.
  'sur', 'pour', 'dans', 'avec', 'par', 'pas', 'plus', 'est', 'sont', 'après', 'avant', 'sous', 'entre',
  'son', 'ses', 'aux', 'cette', 'qui', 'mais', 'très', 'tras', 'ante', 'sobre', 'pero', 'más', 'muy',
  'sin', 'hasta', 'desde', 'sus', 'está', 'están', 'fue', 'han', 'hay', 'como', 'tiene', 'según', 'año',
])

/** Words too common in market talk to name a topic on their own. */
// biome-ignore format: a word list reads better in rows
const MARKET_FILLER = new Set([
  'shares', 'share', 'stock', 'stocks', 'market', 'markets', 'price', 'trading', 'investors', 'buy', 'sell',
  'aktie', 'aktien', 'anleger', 'kurs', 'action', 'titre', 'acciones',
])

/** Legal-form words of company names: no part of a topic, alone or in a phrase. */
// biome-ignore format: a word list reads better in rows
const NAME_SUFFIXES = new Set([
  'inc', 'corp', 'corporation', 'company', 'ltd', 'limited', 'plc', 'ag', 'se', 'sa', 'nv', 'co', 'group',
  'holdings', 'holding',
])

export function wordsOf(text: string): MessageWords {
  const all: string[] = []
  const content: boolean[] = []
  const breakBefore: boolean[] = []
  let previousEnd = 0
  let pendingBreak = false
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const gap = text.slice(previousEnd, match.index)
    previousEnd = match.index + match[0].length
    const broken: boolean = pendingBreak || BREAK.test(gap)
    // A word's own trailing period ("ignore.") ends its sentence.
    pendingBreak = /[.]$/.test(match[0])
    let word = match[0].replace(TRAILING, '')
    if (word === '' || word.startsWith('@') || word.startsWith('http')) {
      pendingBreak ||= broken
      continue
    }
    breakBefore.push(broken)
    if (word.startsWith('#')) word = word.slice(1)
    if (word.startsWith('$')) {
      all.push(word.slice(1))
      content.push(false)
      continue
    }
    if (NUMBER.test(word)) {
      all.push('#')
      content.push(false)
      continue
    }
    all.push(word)
    content.push(word.length >= 3 && !STOPWORDS.has(word))
  }
  return { all, content, breakBefore }
}

/** Whether the word at `i` and the next one are adjacent in one sentence (may form a phrase). */
export function joinsNext(words: MessageWords, i: number): boolean {
  return i + 1 < words.all.length && words.breakBefore[i + 1] !== true
}

/** How many content words a message has: too few, and it is chatter rather than a story. */
export function contentCount(words: MessageWords): number {
  return words.content.reduce((n, c) => n + (c ? 1 : 0), 0)
}

/** Whether a word may stand alone as a topic. */
export function isTopicWord(word: string): boolean {
  return !MARKET_FILLER.has(word) && !NAME_SUFFIXES.has(word) && !/\d/.test(word)
}

/** Whether a word may be part of a two-word topic. */
export function isPhraseWord(word: string): boolean {
  return !NAME_SUFFIXES.has(word) && !/\d/.test(word)
}
