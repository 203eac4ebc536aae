import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'
import { type InventoryAnswer, InventoryAnswerSchema, type InventoryTitle } from './inventory'

/**
 * GET /v6/inventory/columns: the same answer as /v6/inventory, column by column, which is what
 * the app's hub loads. 80,000 JSON objects repeat every key and every type, currency and icon;
 * columns hold each value once (ids as runs of consecutive numbers, repeated values as codes into
 * a list, one character per code), and a symbol that starts with its name's letters (ETH for
 * Ethereum, INTC for Intel) names only how many it takes, so the compressed answer is a fraction
 * of the plain one and a first visit on a slow network can search seconds earlier. Decoded into
 * InventoryAnswer; a column whose length disagrees with the id count is refused. Older answers
 * (codes as numbers, symbols spelt out) still decode: the hub may hold a stored copy of one.
 */

/** One character per code when a column has at most this many values (base64url digits). */
export const CODE_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_'

/**
 * A column of few distinct values: the i-th title's value is `values[code]`, its code the i-th
 * character of `codes` (a CODE_DIGITS digit) or, for more values, the i-th number.
 */
/* @__NO_SIDE_EFFECTS__ */
const dictionaryColumn = <T extends v.GenericSchema>(value: T) =>
  v.object({
    values: v.array(value),
    codes: v.union([v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.string()]),
  })

const nullableText = v.nullable(v.string())

export const InventoryColumnsSchema = v.object({
  version: v.number(),
  updated: v.string(),
  /** Ids in order, as runs: [first id, number of consecutive ids]. */
  ids: v.array(v.tuple([v.number(), v.pipe(v.number(), v.integer(), v.minValue(1))])),
  n: v.array(v.string()),
  type: dictionaryColumn(TitleTypeSchema),
  currency: dictionaryColumn(nullableText),
  /** Symbols spelt out (answers before symbolByName). */
  symbol: v.optional(v.array(nullableText)),
  /**
   * Symbols after their name (symbolForName): '' for none, else a digit k and the rest, the
   * symbol being the first k letters of the name (nameLetters) and the rest.
   */
  symbolByName: v.optional(v.array(v.string())),
  isin: v.array(nullableText),
  icon: v.optional(dictionaryColumn(v.string())),
  exchange_id: v.optional(dictionaryColumn(v.nullable(v.number()))),
  sector_id: v.optional(dictionaryColumn(nullableText)),
  country: v.optional(dictionaryColumn(nullableText)),
})
export type InventoryColumns = v.InferOutput<typeof InventoryColumnsSchema>

type DictionaryField = 'type' | 'currency' | 'icon' | 'exchange_id' | 'sector_id' | 'country'

function encodeDictionary<T>(values: readonly T[]): { values: T[]; codes: number[] | string } {
  const codeOf = new Map<T, number>()
  const distinct: T[] = []
  const codes = values.map((value) => {
    let code = codeOf.get(value)
    if (code === undefined) {
      code = distinct.length
      distinct.push(value)
      codeOf.set(value, code)
    }
    return code
  })
  if (distinct.length > CODE_DIGITS.length) return { values: distinct, codes }
  return { values: distinct, codes: codes.map((code) => CODE_DIGITS[code]).join('') }
}

/** A name's letters and digits, upper case: what a symbol may start with. */
export function nameLetters(name: string): string {
  return name.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase()
}

/** The symbol after its name: '' for none, else how many of the name's letters start it (0–9) and the rest. */
export function symbolForName(name: string, symbol: string | null): string {
  if (symbol === null) return ''
  const letters = nameLetters(name)
  let shared = 0
  while (shared < 9 && shared < symbol.length && letters[shared] === symbol[shared]) shared += 1
  return `${shared}${symbol.slice(shared)}`
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** The first `count` of nameLetters(name), without scanning the whole name (80,000 names). */
function leadingLetters(name: string, count: number): string {
  let out = ''
  for (const char of name) {
    if (out.length >= count) break
    const code = char.charCodeAt(0)
    const ascii = code < 128
    if (
      ascii
        ? (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
        : LETTER_OR_DIGIT.test(char)
    )
      out += char.toUpperCase()
  }
  // An upper-cased letter can grow (ß → SS): nameLetters cuts after upper-casing too.
  return out.slice(0, count)
}

export function symbolFromName(name: string, encoded: string): string | null {
  if (encoded === '') return null
  const shared = CODE_DIGITS.indexOf(encoded.charAt(0))
  if (shared < 0 || shared > 9)
    throw new InventoryColumnsError(`inventory column symbolByName: bad entry '${encoded}'`)
  return shared === 0 ? encoded.slice(1) : `${leadingLetters(name, shared)}${encoded.slice(1)}`
}

function idRuns(ids: readonly number[]): [number, number][] {
  const runs: [number, number][] = []
  for (const id of ids) {
    const last = runs.at(-1)
    if (last && last[0] + last[1] === id) last[1] += 1
    else runs.push([id, 1])
  }
  return runs
}

/** The columns of an inventory answer; optional fields become columns when the first title has them. */
export function encodeInventoryColumns(answer: InventoryAnswer): InventoryColumns {
  const { titles } = answer
  const first = titles[0]
  const has = (field: keyof InventoryTitle) => first !== undefined && field in first
  return {
    version: answer.version,
    updated: answer.updated,
    ids: idRuns(titles.map((title) => title.id)),
    n: titles.map((title) => title.n),
    type: encodeDictionary(titles.map((title) => title.type)),
    currency: encodeDictionary(titles.map((title) => title.currency)),
    symbolByName: titles.map((title) => symbolForName(title.n, title.symbol ?? null)),
    isin: titles.map((title) => title.isin ?? null),
    ...(has('icon') ? { icon: encodeDictionary(titles.map((title) => title.icon ?? '')) } : {}),
    ...(has('exchange_id')
      ? { exchange_id: encodeDictionary(titles.map((title) => title.exchange_id ?? null)) }
      : {}),
    ...(has('sector_id')
      ? { sector_id: encodeDictionary(titles.map((title) => title.sector_id ?? null)) }
      : {}),
    ...(has('country') ? { country: encodeDictionary(titles.map((title) => title.country ?? null)) } : {}),
  }
}

export class InventoryColumnsError extends Error {
  override readonly name = 'InventoryColumnsError'
}

/** CODE_DIGITS' value of each character code (-1: none). */
const DIGIT_VALUE = (() => {
  const values = new Int8Array(128).fill(-1)
  for (let i = 0; i < CODE_DIGITS.length; i += 1) values[CODE_DIGITS.charCodeAt(i)] = i
  return values
})()

/** The value of title `index` in a dictionary column, refusing codes outside its values. */
function decoded<T>(
  column: { values: readonly (T | undefined)[]; codes: readonly number[] | string },
  index: number,
  field: string,
): T {
  const { codes } = column
  const code = typeof codes === 'string' ? (DIGIT_VALUE[codes.charCodeAt(index)] ?? -1) : codes[index]
  const value = code === undefined || code < 0 ? undefined : column.values[code]
  if (value === undefined)
    throw new InventoryColumnsError(`inventory column ${field}: no value for title ${index}`)
  return value
}

export function decodeInventoryColumns(columns: InventoryColumns): InventoryAnswer {
  const ids: number[] = []
  for (const [firstId, count] of columns.ids) for (let i = 0; i < count; i += 1) ids.push(firstId + i)
  const count = ids.length
  const symbols = columns.symbolByName ?? columns.symbol
  if (symbols === undefined) throw new InventoryColumnsError('inventory columns: no symbol column')
  const lengths: [string, number][] = [
    ['n', columns.n.length],
    [columns.symbolByName ? 'symbolByName' : 'symbol', symbols.length],
    ['isin', columns.isin.length],
    ...(['type', 'currency', 'icon', 'exchange_id', 'sector_id', 'country'] as const).flatMap(
      (field: DictionaryField): [string, number][] => {
        const column = columns[field]
        return column ? [[field, column.codes.length]] : []
      },
    ),
  ]
  for (const [field, length] of lengths) {
    if (length !== count)
      throw new InventoryColumnsError(`inventory column ${field} holds ${length} of ${count} titles`)
  }
  const { icon, exchange_id: exchange, sector_id: sector, country } = columns
  const { symbolByName } = columns
  const symbolOf = (i: number, name: string): string | null =>
    symbolByName ? symbolFromName(name, symbolByName[i] ?? '') : (columns.symbol?.[i] ?? null)
  const titles: InventoryTitle[] = ids.map((id, i) => {
    const n = columns.n[i] ?? ''
    const title: InventoryTitle = {
      id,
      n,
      type: decoded(columns.type, i, 'type'),
      currency: decoded(columns.currency, i, 'currency'),
      symbol: symbolOf(i, n),
      isin: columns.isin[i] ?? null,
    }
    if (icon) title.icon = decoded(icon, i, 'icon')
    if (exchange) title.exchange_id = decoded(exchange, i, 'exchange_id')
    if (sector) title.sector_id = decoded(sector, i, 'sector_id')
    if (country) title.country = decoded(country, i, 'country')
    return title
  })
  return { version: columns.version, updated: columns.updated, titles }
}

/** An inventory body of either call (/inventory or /inventory/columns), validated. */
export function parseInventoryBody(text: string): InventoryAnswer {
  const raw: unknown = JSON.parse(text)
  if (typeof raw === 'object' && raw !== null && 'ids' in raw) {
    return decodeInventoryColumns(v.parse(InventoryColumnsSchema, raw))
  }
  return v.parse(InventoryAnswerSchema, raw)
}
