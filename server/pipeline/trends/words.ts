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

/**
 * What ends a sentence or clause between two words ("should not ignore.\nDisappointed …"); a comma
 * too: "order intake, analysts see" has no topic "intake analysts".
 */
const BREAK = /[.!?:;,|\n\u2013\u2014]/

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

/**
 * Verbs of headlines and chatter: "CFO steps down", "outlook improves", "traders compare" are
 * sentences, not topics; nor is "nothing special". No part of a topic, alone or in a phrase.
 */
// biome-ignore format: a word list reads better in rows
const HEADLINE_VERBS = new Set([
  'rise', 'rises', 'rising', 'rose', 'falls', 'fell', 'climb', 'climbs', 'slides', 'slid', 'jumps',
  'jumped', 'surges', 'surged', 'soars', 'soared', 'sinks', 'sank', 'slips', 'slipped', 'slipping',
  'plunges', 'plunged', 'rallies', 'rallied', 'lifts', 'eases', 'eased', 'weigh', 'weighs', 'weighed',
  'compare', 'compares', 'comparing', 'compared', 'moves', 'moved', 'steps', 'stepped', 'starts',
  'started', 'lags', 'lagged', 'lagging', 'stay', 'stays', 'stayed', 'confirms', 'confirmed', 'declares',
  'declared', 'approves', 'approved', 'publishes', 'published', 'reports', 'reported', 'expect',
  'expects', 'expected', 'improve', 'improves', 'improved', 'hear', 'read', 'added', 'adds', 'sold',
  'watching', 'ignore', 'present', 'presents', 'announces', 'announced', 'loses', 'lost', 'hits',
  'beats', 'misses', 'missed', 'raises', 'raised', 'cuts', 'trims', 'trimmed', 'boosts', 'boosted',
  'launches', 'launched', 'unveils', 'unveiled', 'plans', 'wins', 'won', 'faces', 'warns', 'warned',
  'tops', 'tumbles', 'tumbled', 'dropped', 'gained', 'extends', 'extended', 'holds', 'held', 'remains',
  'remain', 'continues', 'trades', 'traded', 'dips', 'dipped', 'slumps', 'slumped', 'tanks', 'spikes',
  'pops', 'bounces', 'bounced', 'widens', 'widened', 'narrows', 'narrowed', 'expands', 'expanded',
  'finds', 'found', 'buying', 'selling', 'bought', 'holding', 'sees', 'saw', 'calls', 'called', 'ease',
  'lift', 'intensifies', 'getting', 'hit', 'join', 'joins', 'joined', 'acquire', 'acquires', 'acquired',
  'fall', 'agree', 'agrees', 'agreed', 'losing', 'beat',
  // German, French and Spanish headlines: "Anleger greifen zu", "le titre grimpe", "se desploma".
  'steigt', 'steigen', 'fällt', 'fallen', 'greifen', 'greift', 'legt', 'legen', 'verliert', 'gewinnt',
  'klettert', 'sinkt', 'springt', 'rutscht', 'meldet', 'hebt', 'senkt', 'erhöht', 'bestätigt', 'lädt',
  'verändert', 'belasten', 'belastet', 'enttäuscht', 'progresse', 'recule', 'grimpe', 'chute', 'séduit',
  'présentera', 'publie', 'relève', 'abaisse', 'suben', 'sube', 'caen', 'cae', 'dispara', 'desploma',
  'celebrará', 'recortar', 'recorta', 'eleva', 'avanza', 'retrocede',
  // Chatter: "nothing special", "great numbers", "everyone else", "Cisco discussion"; "hoc" of "ad hoc".
  'nothing', 'special', 'great', 'everyone', 'else', 'discussion', 'hoc',
])

/** Words too vague to be a topic on their own ("date", "update", "annual"); a phrase may use them. */
// biome-ignore format: a word list reads better in rows
const VAGUE_WORDS = new Set([
  'date', 'time', 'update', 'first', 'last', 'half', 'story', 'views', 'view', 'data', 'change', 'value',
  'annual', 'quarterly', 'weekly', 'daily', 'monthly', 'normal', 'away', 'fair',
  'happy', 'bottom', 'sight', 'money', 'industry', 'meeting', 'payment', 'watchlist', 'broken', 'upbeat',
  'strong', 'weak', 'big', 'high', 'low', 'good', 'bad', 'open', 'class', 'numbers', 'report',
  'results', 'news', 'focus', 'watch', 'opinions', 'cheap', 'net', 'fresh', 'latest', 'early', 'late',
  'ground', 'traders', 'analyst', 'analysts', 'updates',
  // Parts of the trading day: "session" stood sixth on a 24-hour radar ("in today's session").
  'session', 'sessions', 'morning', 'afternoon', 'evening', 'hours', 'month', 'months', 'weeks',
])

/** Legal-form words of company names: no part of a topic, alone or in a phrase. */
// biome-ignore format: a word list reads better in rows
const NAME_SUFFIXES = new Set([
  'inc', 'corp', 'corporation', 'company', 'ltd', 'limited', 'plc', 'ag', 'se', 'sa', 'nv', 'co', 'group',
  'holdings', 'holding', 'incorporated', 'kgaa', 'gmbh', 'llc', 'vz', 'oyj', 'asa', 's.a', 'n.v', 's.p.a',
  'p.l.c',
])

/** Whether a lower-case word is a legal form of a company's name ("inc", "plc", "s.a"). */
export function isNameSuffix(word: string): boolean {
  return NAME_SUFFIXES.has(word)
}

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
  return isPhraseWord(word) && !MARKET_FILLER.has(word) && !VAGUE_WORDS.has(word)
}

/** Whether a word may be part of a two-word topic. */
export function isPhraseWord(word: string): boolean {
  return !NAME_SUFFIXES.has(word) && !HEADLINE_VERBS.has(word) && !/\d/.test(word)
}

/** Whether a word may end a two-word topic: "share buyback", not "red flags investors". */
export function isPhraseEnd(word: string): boolean {
  return isPhraseWord(word) && !MARKET_FILLER.has(word)
}
