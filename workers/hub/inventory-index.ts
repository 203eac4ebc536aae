import type { InventoryTitle, TitleType } from '../../src/core'
import { INVENTORY_SEARCH_LIMIT, INVENTORY_SEARCH_MAX_LIMIT, type InventorySearchResult } from './contract'
import { foldSearchQuery, foldSearchText, isWordChar } from './search-text'

/** Among equally good matches, the kinds of title people look for most come first. */
const TYPE_PRIORITY: Record<TitleType, number> = {
  company: 0,
  crypto_currency: 1,
  index: 2,
  fund: 3,
  forex: 4,
  raw_material: 5,
  derivative: 6,
  unlisted: 7,
  person: 8,
  class: 9,
}

/** How a title matched, best first; a title counts with its best match only. */
const Tier = {
  ExactSymbol: 0,
  SymbolPrefix: 1,
  ExactIsin: 2,
  /** The ISIN starts with a query that looks like an ISIN's start ('us0378' for Apple). */
  IsinPrefix: 3,
  /** The name starts with the query, and the query ends where a word ends ('meta' in 'Meta Platforms'). */
  NameWordPrefix: 4,
  NamePrefix: 5,
  /** A later word of the name starts with the query ('america' in 'Bank of America'). */
  NameWordStart: 6,
  NameSubstring: 7,
} as const
type Tier = (typeof Tier)[keyof typeof Tier]

/**
 * At most this many titles found only by a substring are ranked (the first ones in inventory
 * order): the scan stops early on very common fragments.
 */
export const SUBSTRING_CAP = 1000
/** ISIN prefixes are looked up by their first characters: a country code and two more. */
const ISIN_PREFIX_KEY = 4
/** A query that may be the start of an ISIN: two letters, then letters and digits with a digit. */
const ISIN_START = /^[a-z]{2}[a-z0-9]{2,10}$/

function mayStartIsin(q: string): boolean {
  return ISIN_START.test(q) && /[0-9]/.test(q)
}

/** Word entries pack title and position: title * WORD_SPAN + position (positions beyond are not indexed). */
const WORD_SPAN = 1024

/**
 * Entries grouped by the first one and two characters of their text, so a prefix search only
 * looks at entries that share its start (no sorting needed to build it); and, once built
 * (`addThree`, then `finishThree`), by the first three: later words starting 'co' are every
 * 'Corp.' and 'Company' of the inventory.
 */
class PrefixBuckets {
  private readonly one = new Map<number, number[]>()
  private readonly two = new Map<number, number[]>()
  private readonly three = new Map<number, number[]>()
  /** Whether `three` holds every entry (until then prefix searches use `two`). */
  private threeComplete = false

  add(text: string, at: number, entry: number): void {
    const first = text.charCodeAt(at)
    push(this.one, first, entry)
    if (at + 1 < text.length) push(this.two, first * 65_536 + text.charCodeAt(at + 1), entry)
  }

  addThree(text: string, at: number, entry: number): void {
    if (at + 2 < text.length) push(this.three, gramAt(text, at), entry)
  }

  finishThree(): void {
    this.threeComplete = true
  }

  /** Every entry whose text may start with the query (callers check the rest). */
  candidates(q: string): readonly number[] {
    const first = q.charCodeAt(0)
    const bucket =
      q.length === 1
        ? this.one.get(first)
        : q.length === 2 || !this.threeComplete
          ? this.two.get(first * 65_536 + q.charCodeAt(1))
          : this.three.get(gramAt(q, 0))
    return bucket ?? NONE
  }
}

/** Calls `found` with each position where a later word of the (folded) name starts. */
function forEachLaterWord(name: string, found: (at: number) => void): void {
  let previousIsWord = true
  const last = Math.min(name.length, WORD_SPAN)
  for (let at = 0; at < last; at++) {
    const isWord = isWordCode(name, at)
    if (isWord && !previousIsWord) found(at)
    previousIsWord = isWord
  }
}

const NONE: readonly number[] = []

/** isWordChar without making a string for the common ASCII case. */
function isWordCode(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
  return isWordChar(text.charAt(at))
}

function push(map: Map<number, number[]>, key: number, entry: number): void {
  const list = map.get(key)
  if (list) list.push(entry)
  else map.set(key, [entry])
}

/**
 * The inventory, indexed once for instant ranked search by symbol, name and ISIN: prefix
 * buckets answer symbol, name and word prefixes, one joined string answers substrings, and the
 * best `limit` hits are picked by match kind, type priority, shorter name, then id.
 */
export class InventoryIndex {
  readonly size: number
  private readonly titles: readonly InventoryTitle[]
  /** Folded names and symbols ('' without a symbol). */
  private readonly names: string[]
  private readonly symbols: string[]
  /** type priority * 4096 + folded name length: the tie-breakers in one number. */
  private readonly order: Int32Array
  private readonly symbolStarts = new PrefixBuckets()
  private readonly nameStarts = new PrefixBuckets()
  /** Later words of the names ('of' and 'america' in 'bank of america'). */
  private readonly wordStarts = new PrefixBuckets()
  private readonly isins = new Map<string, number[]>()
  private readonly isinStarts = new Map<string, number[]>()
  private readonly foldedIsins: string[]
  /** Every folded name, joined by newlines, and where each one starts in it. */
  private readonly joined: string
  private readonly offsets: Int32Array
  /** Per title: the search it was last seen in, and its best match there (no allocation per search). */
  private readonly seenIn: Uint32Array
  private readonly bestTier: Uint8Array
  private searchNo = 0
  /** Names by their three-character sequences (buildSubstringIndex); used once every name is in. */
  private readonly grams = new Map<number, number[]>()
  /** The next name buildSubstringIndex indexes: the lookup is complete once it reaches `size`. */
  private gramsNext = 0

  constructor(
    titles: readonly InventoryTitle[],
    readonly version: number,
  ) {
    const n = titles.length
    this.titles = titles
    this.size = n
    this.names = new Array<string>(n)
    this.symbols = new Array<string>(n)
    this.foldedIsins = new Array<string>(n)
    this.order = new Int32Array(n)
    this.seenIn = new Uint32Array(n)
    this.bestTier = new Uint8Array(n)
    this.offsets = new Int32Array(n + 1)
    let offset = 0
    for (let i = 0; i < n; i++) {
      const title = titles[i] as InventoryTitle
      const name = foldSearchText(title.n)
      this.names[i] = name
      this.order[i] = (TYPE_PRIORITY[title.type] ?? 9) * 4096 + Math.min(name.length, 4095)
      this.offsets[i] = offset
      offset += name.length + 1
      const symbol = title.symbol ? foldSearchQuery(title.symbol) : ''
      this.symbols[i] = symbol
      if (symbol !== '') this.symbolStarts.add(symbol, 0, i)
      if (title.isin) {
        const isin = foldSearchText(title.isin)
        this.foldedIsins[i] = isin
        const owners = this.isins.get(isin)
        if (owners) owners.push(i)
        else this.isins.set(isin, [i])
        const start = isin.slice(0, ISIN_PREFIX_KEY)
        const sharing = this.isinStarts.get(start)
        if (sharing) sharing.push(i)
        else this.isinStarts.set(start, [i])
      } else {
        this.foldedIsins[i] = ''
      }
      if (name !== '') this.nameStarts.add(name, 0, i)
      forEachLaterWord(name, (at) => this.wordStarts.add(name, at, i * WORD_SPAN + at))
    }
    this.offsets[n] = offset
    // Newlines never occur in folded text, so a hit never spans two names.
    this.joined = this.names.join('\n')
  }

  search(query: string, limit = INVENTORY_SEARCH_LIMIT): InventorySearchResult[] {
    const q = foldSearchQuery(query)
    const wanted = Math.max(
      1,
      Math.min(INVENTORY_SEARCH_MAX_LIMIT, Math.floor(limit) || INVENTORY_SEARCH_LIMIT),
    )
    if (q === '' || this.size === 0) return []
    this.searchNo = (this.searchNo + 1) >>> 0 || 1
    const found: number[] = []

    for (const owner of this.symbolStarts.candidates(q)) {
      const symbol = this.symbols[owner] as string
      if (symbol.startsWith(q))
        this.note(owner, symbol.length === q.length ? Tier.ExactSymbol : Tier.SymbolPrefix, found)
    }
    for (const owner of this.isins.get(q) ?? NONE) this.note(owner, Tier.ExactIsin, found)
    if (found.length < wanted && q.length >= ISIN_PREFIX_KEY && mayStartIsin(q)) {
      for (const owner of this.isinStarts.get(q.slice(0, ISIN_PREFIX_KEY)) ?? NONE) {
        if ((this.foldedIsins[owner] as string).startsWith(q)) this.note(owner, Tier.IsinPrefix, found)
      }
    }
    // A later tier cannot beat `wanted` hits of an earlier one.
    if (found.length < wanted) {
      for (const owner of this.nameStarts.candidates(q)) {
        const name = this.names[owner] as string
        if (!name.startsWith(q)) continue
        const wholeWord = name.length === q.length || !isWordChar(name.charAt(q.length))
        this.note(owner, wholeWord ? Tier.NameWordPrefix : Tier.NamePrefix, found)
      }
    }
    if (found.length < wanted) {
      for (const entry of this.wordStarts.candidates(q)) {
        const owner = Math.floor(entry / WORD_SPAN)
        if ((this.names[owner] as string).startsWith(q, entry % WORD_SPAN))
          this.note(owner, Tier.NameWordStart, found)
      }
    }
    if (found.length < wanted) this.scanSubstrings(q, found)
    return this.best(found, wanted).map((owner) => this.resultOf(owner))
  }

  /**
   * Indexes every name by its three-character sequences (and the prefix buckets by their first
   * three characters), so a substring search reads the titles
   * that share its rarest one instead of scanning all names (a unique symbol such as 'rolu9'
   * found one title and then scanned 2 MB of names for more: 5 ms). Built apart from the
   * constructor, after the inventory is ready and in slices: it goes on from where it stopped
   * while `more()` says so, and answers true once every name is indexed. Until then substring
   * searches scan.
   */
  buildSubstringIndex(more: () => boolean = () => true): boolean {
    if (this.gramsComplete) return true
    const grams = this.grams
    while (this.gramsNext < this.size) {
      const owner = this.gramsNext++
      const name = this.names[owner] as string
      const symbol = this.symbols[owner] as string
      if (symbol !== '') this.symbolStarts.addThree(symbol, 0, owner)
      if (name !== '') this.nameStarts.addThree(name, 0, owner)
      forEachLaterWord(name, (at) => this.wordStarts.addThree(name, at, owner * WORD_SPAN + at))
      for (let at = 0; at + GRAM <= name.length; at++) {
        const key = gramAt(name, at)
        const list = grams.get(key)
        if (list === undefined) grams.set(key, [owner])
        else if (list[list.length - 1] !== owner) list.push(owner)
      }
      if (owner % GRAM_SLICE === 0 && this.gramsNext < this.size && !more()) return false
    }
    this.symbolStarts.finishThree()
    this.nameStarts.finishThree()
    this.wordStarts.finishThree()
    return true
  }

  private get gramsComplete(): boolean {
    return this.gramsNext >= this.size
  }

  /** Titles (in inventory order) whose names may contain q: those sharing its rarest gram. */
  private gramCandidates(q: string): readonly number[] | null {
    if (!this.gramsComplete || q.length < GRAM) return null
    let rarest: readonly number[] | null = null
    for (let at = 0; at + GRAM <= q.length; at++) {
      const list = this.grams.get(gramAt(q, at))
      if (list === undefined) return NONE
      if (rarest === null || list.length < rarest.length) rarest = list
    }
    return rarest
  }

  private scanSubstrings(q: string, found: number[]): void {
    const candidates = this.gramCandidates(q)
    if (candidates !== null) {
      let hits = 0
      for (const owner of candidates) {
        if (hits >= SUBSTRING_CAP) break
        if (!(this.names[owner] as string).includes(q)) continue
        if (this.seenIn[owner] !== this.searchNo) hits++
        this.note(owner, Tier.NameSubstring, found)
      }
      return
    }
    let hits = 0
    let from = this.joined.indexOf(q)
    while (from !== -1 && hits < SUBSTRING_CAP) {
      const owner = upperBound(this.offsets, from) - 1
      if (this.seenIn[owner] !== this.searchNo) hits++
      this.note(owner, Tier.NameSubstring, found)
      from = this.joined.indexOf(q, this.offsets[owner + 1] as number)
    }
  }

  private note(owner: number, tier: Tier, found: number[]): void {
    if (this.seenIn[owner] !== this.searchNo) {
      this.seenIn[owner] = this.searchNo
      this.bestTier[owner] = tier
      found.push(owner)
    } else if (tier < (this.bestTier[owner] as number)) {
      this.bestTier[owner] = tier
    }
  }

  /** The `wanted` best hits, best first (a small insertion-sorted list: hits can be many). */
  private best(found: readonly number[], wanted: number): number[] {
    const top: number[] = []
    for (const owner of found) {
      if (top.length === wanted && !this.before(owner, top[wanted - 1] as number)) continue
      let at = top.length
      while (at > 0 && this.before(owner, top[at - 1] as number)) at--
      top.splice(at, 0, owner)
      if (top.length > wanted) top.pop()
    }
    return top
  }

  private before(a: number, b: number): boolean {
    const tierA = this.bestTier[a] as number
    const tierB = this.bestTier[b] as number
    if (tierA !== tierB) return tierA < tierB
    const orderA = this.order[a] as number
    const orderB = this.order[b] as number
    if (orderA !== orderB) return orderA < orderB
    return (this.titles[a] as InventoryTitle).id < (this.titles[b] as InventoryTitle).id
  }

  private resultOf(owner: number): InventorySearchResult {
    const title = this.titles[owner] as InventoryTitle
    const tier = this.bestTier[owner] as number
    const match = tier <= Tier.SymbolPrefix ? 'symbol' : tier <= Tier.IsinPrefix ? 'isin' : 'name'
    return {
      id: title.id,
      n: title.n,
      type: title.type,
      symbol: title.symbol ?? null,
      isin: title.isin ?? null,
      ...(title.icon !== undefined ? { icon: title.icon } : {}),
      match,
    }
  }
}

/** Substrings are looked up by sequences of this many characters. */
const GRAM = 3
/** Names indexed between two checks of whether to go on. */
const GRAM_SLICE = 1024

/** A number for the three characters at `at` (a collision only adds candidates: hits are checked). */
function gramAt(text: string, at: number): number {
  return (
    ((text.charCodeAt(at) * 1_024 + text.charCodeAt(at + 1)) * 1_024 + text.charCodeAt(at + 2)) & 0x3fffffff
  )
}

/** First position whose value is above `value`. */
function upperBound(values: Int32Array, value: number): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((values[mid] as number) <= value) low = mid + 1
    else high = mid
  }
  return low
}
