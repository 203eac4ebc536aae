import {
  CASHTAG_ONLY,
  COMMON_WORD_TICKERS,
  CRYPTO_NAMES_ANY_CASE,
  FINANCIAL_CONTEXT,
  NAME_AS_PLAIN_WORD,
  NAME_SUFFIXES,
  PAGE_FURNITURE,
  TICKER_HEADLINE,
} from './words'

/** What the linker needs of a title of the inventory. */
export interface LinkableTitle {
  id: number
  name: string
  type: string
  symbol: string | null
  isin: string | null
  aliases: readonly string[]
  /** Larger wins when several titles share a symbol or name (market cap). */
  rank: number
}

export interface LinkResult {
  titleIds: number[]
  primaryTitleId: number | null
}

const MAX_TITLES_PER_MESSAGE = 10
const WEIGHT = { cashtag: 3, isin: 3, name: 2, ticker: 1.5 } as const

const CASHTAG = /(?<![\w$])\$([A-Za-z][A-Za-z0-9]{0,9}(?:[.\-/=][A-Za-z0-9]{1,5})?)(?![\w])/g
const ISIN = /\b([A-Z]{2}[A-Z0-9]{9}\d)\b/g
const WORD = /[\p{L}\p{N}]+(?:[&.'’-][\p{L}\p{N}]+)*/gu
const PLAIN_TICKER = /^[A-Z][A-Z0-9]{1,5}$/

interface NameNode {
  next: Map<string, NameNode>
  titleId: number | null
  rank: number
  /** Lower-case text may match (crypto names, multi-word names); else the first word is capitalised. */
  anyCase: boolean
  /**
   * A one-word commodity or crypto name ("Silver", "Coffee", "Optimism") right next to another
   * capitalised word is part of some other name ("Silver Lake", "Luckin Coffee"): no link.
   */
  standalone: boolean
}

function newNode(): NameNode {
  return { next: new Map(), titleId: null, rank: Number.NEGATIVE_INFINITY, anyCase: false, standalone: false }
}

export function wordKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/\.$/, '')
}

/** A name's words for matching: lower-case, legal forms dropped ("Apple Inc." → ["apple"]). */
export function nameWords(name: string): string[] {
  const words = [...name.matchAll(WORD)].map((m) => wordKey(m[0]))
  while (words.length > 1 && NAME_SUFFIXES.has(words[words.length - 1] ?? '')) words.pop()
  while (words.length > 1 && words[0] === 'the') words.shift()
  return words
}

/**
 * In-memory matcher over the inventory: cashtags ($AAPL, $BTC.X), ISINs, plain tickers (common
 * words only in a financial context), company names and aliases (a word trie).
 */
export class TitleMatcher {
  private readonly symbols = new Map<string, LinkableTitle>()
  private readonly isins = new Map<string, number>()
  private readonly names = newNode()
  /** Titles whose symbol is also their name's first word (BP): a plain ticker needs no market context. */
  private readonly namedBySymbol = new Set<number>()
  /** Every title id of the inventory the matcher was built from. */
  readonly ids: ReadonlySet<number>

  constructor(titles: readonly LinkableTitle[]) {
    this.ids = new Set(titles.map((title) => title.id))
    for (const title of titles) {
      if (title.symbol) {
        const symbol = title.symbol.toUpperCase()
        this.addSymbol(symbol, title)
        const base = symbol.split(/[.\-/=:]/)[0]
        if (base && base !== symbol) this.addSymbol(base, title)
      }
      if (title.isin) this.isins.set(title.isin.toUpperCase(), title.id)
      const base = title.symbol?.split(/[.\-/=:]/)[0]?.toLowerCase()
      if (base && nameWords(title.name)[0] === base) this.namedBySymbol.add(title.id)
      for (const name of [title.name, ...title.aliases]) this.addName(name, title)
    }
  }

  private addSymbol(symbol: string, title: LinkableTitle): void {
    const known = this.symbols.get(symbol)
    if (!known || known.rank < title.rank) this.symbols.set(symbol, title)
  }

  private addName(name: string, title: LinkableTitle): void {
    const words = nameWords(name)
    // The full name too, so "Merck KGaA" and "Rio Tinto Limited" stay apart from their namesakes.
    const full = [...name.matchAll(WORD)].map((m) => wordKey(m[0]))
    if (full.length > words.length) this.addWords(full, title)
    this.addWords(words, title)
  }

  private addWords(words: readonly string[], title: LinkableTitle): void {
    const key = words.join(' ')
    if (words.length === 0 || words.join(' ').length < 3) return
    let node = this.names
    for (const word of words) {
      let next = node.next.get(word)
      if (!next) {
        next = newNode()
        node.next.set(word, next)
      }
      node = next
    }
    if (node.titleId === null || node.rank < title.rank) {
      node.titleId = title.id
      node.rank = title.rank
      node.anyCase = words.length > 1 || (title.type === 'crypto_currency' && CRYPTO_NAMES_ANY_CASE.has(key))
      node.standalone =
        words.length === 1 && (title.type === 'crypto_currency' || title.type === 'raw_material')
    }
  }

  /** The title a cashtag names: the full tag, else its base ($BTC.X → BTC, $SAP.DE → SAP). */
  private cashtagTitle(tag: string): LinkableTitle | undefined {
    const upper = tag.toUpperCase()
    return this.symbols.get(upper) ?? this.symbols.get(upper.split(/[.\-/=]/)[0] ?? '')
  }

  link(text: string): LinkResult {
    const scores = new Map<number, { score: number; position: number }>()
    const hit = (titleId: number, weight: number, position: number) => {
      const known = scores.get(titleId)
      if (known) known.score += weight
      else scores.set(titleId, { score: weight, position })
    }

    for (const match of text.matchAll(CASHTAG)) {
      const title = this.cashtagTitle(match[1] ?? '')
      if (title) hit(title.id, WEIGHT.cashtag, match.index)
    }
    for (const match of text.matchAll(ISIN)) {
      const id = this.isins.get(match[1] ?? '')
      if (id !== undefined) hit(id, WEIGHT.isin, match.index)
    }

    const furniture = furnitureSpans(text)
    const words = [...text.matchAll(WORD)].filter(
      (word) => !furniture.some(([from, to]) => word.index >= from && word.index < to),
    )
    const shouting = isMostlyUpperCase(words.map((w) => w[0]))
    let financial: boolean | null = null
    for (let i = 0; i < words.length; i += 1) {
      const match = words[i]
      if (!match) continue
      const raw = match[0]
      const position = match.index
      if (text[position - 1] === '$') continue

      const found = this.longestName(words, i)
      if (!shouting && PLAIN_TICKER.test(raw) && !CASHTAG_ONLY.has(raw)) {
        const title = this.symbols.get(raw)
        // A word that is both the ticker and the name of one title counts once (as the name).
        const symbol = title?.symbol?.toUpperCase()
        // The symbol, or its base for listings with a suffix ("BP." on the LSE).
        const named = symbol === raw || symbol?.split(/[.\-/=:]/)[0] === raw
        if (title && named && found?.titleId !== title.id) {
          // Words, and two letters that are not also the company's name (HD video, MA degree).
          if (COMMON_WORD_TICKERS.has(raw) || (raw.length <= 2 && !this.namedBySymbol.has(title.id))) {
            financial ??= FINANCIAL_CONTEXT.test(text) || TICKER_HEADLINE.test(text)
            if (financial) hit(title.id, WEIGHT.ticker, position)
          } else {
            hit(title.id, WEIGHT.ticker, position)
          }
        }
      }
      if (found && !(found.length === 1 && namedAsPlainWord(words, i))) {
        hit(found.titleId, WEIGHT.name, position)
        i += found.length - 1
      }
    }

    const ranked = [...scores.entries()].sort(
      (a, b) => b[1].score - a[1].score || a[1].position - b[1].position,
    )
    const titleIds = ranked.slice(0, MAX_TITLES_PER_MESSAGE).map(([id]) => id)
    return { titleIds, primaryTitleId: titleIds[0] ?? null }
  }

  private longestName(
    words: readonly RegExpMatchArray[],
    start: number,
  ): { titleId: number; length: number } | null {
    const first = words[start]?.[0] ?? ''
    const capitalised = /^\p{Lu}/u.test(first)
    let node: NameNode | undefined = this.names
    let best: { titleId: number; length: number } | null = null
    for (let j = start; j < words.length && node; j += 1) {
      node = node.next.get(wordKey(words[j]?.[0] ?? ''))
      if (node?.titleId != null && (capitalised || node.anyCase)) {
        if (node.standalone && (isCapitalised(words[start - 1]) || isCapitalised(words[j + 1]))) continue
        best = { titleId: node.titleId, length: j - start + 1 }
      }
    }
    return best
  }
}

/** A one-word name used as a word of market talk ("price target", "gap up"). */
function namedAsPlainWord(words: readonly RegExpMatchArray[], index: number): boolean {
  const phrase = NAME_AS_PLAIN_WORD.get((words[index]?.[0] ?? '').toLowerCase())
  if (!phrase) return false
  const before = (words[index - 1]?.[0] ?? '').toLowerCase()
  const after = (words[index + 1]?.[0] ?? '').toLowerCase()
  return phrase.before.has(before) || phrase.after.has(after)
}

/** A capitalised word that can be part of a name: "Lake", not an acronym such as "ETFs". */
function isCapitalised(word: RegExpMatchArray | undefined): boolean {
  return word !== undefined && /^\p{Lu}\p{Ll}/u.test(word[0])
}

/** [start, end) of the text's page furniture (share buttons and the like). */
function furnitureSpans(text: string): [number, number][] {
  const spans: [number, number][] = []
  for (const pattern of PAGE_FURNITURE)
    for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length])
  return spans
}

function isMostlyUpperCase(words: readonly string[]): boolean {
  const lettered = words.filter((w) => /\p{L}{2,}/u.test(w))
  if (lettered.length < 4) return false
  const upper = lettered.filter((w) => w === w.toUpperCase()).length
  return upper / lettered.length > 0.7
}
