import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'
import { type InventoryAnswer, InventoryAnswerSchema, type InventoryTitle } from './inventory'

/**
 * GET /v6/inventory/columns: the same answer as /v6/inventory, column by column, which is what
 * the app's hub loads. 80,000 JSON objects repeat every key and every type, currency and icon;
 * columns hold each value once (ids as runs of consecutive numbers, repeated values as codes into
 * a list), so the compressed answer is about half as large and a first visit on a slow network
 * can search twice as early. Decoded into InventoryAnswer; a column whose length disagrees with
 * the id count is refused.
 */

/** A column of few distinct values: `codes[i]` indexes `values` for the i-th title. */
const dictionaryColumn = <T extends v.GenericSchema>(value: T) =>
  v.object({ values: v.array(value), codes: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))) })

const nullableText = v.nullable(v.string())

export const InventoryColumnsSchema = v.object({
  version: v.number(),
  updated: v.string(),
  /** Ids in order, as runs: [first id, number of consecutive ids]. */
  ids: v.array(v.tuple([v.number(), v.pipe(v.number(), v.integer(), v.minValue(1))])),
  n: v.array(v.string()),
  type: dictionaryColumn(TitleTypeSchema),
  currency: dictionaryColumn(nullableText),
  symbol: v.array(nullableText),
  isin: v.array(nullableText),
  icon: v.optional(dictionaryColumn(v.string())),
  exchange_id: v.optional(dictionaryColumn(v.nullable(v.number()))),
  sector_id: v.optional(dictionaryColumn(nullableText)),
  country: v.optional(dictionaryColumn(nullableText)),
})
export type InventoryColumns = v.InferOutput<typeof InventoryColumnsSchema>

type DictionaryField = 'type' | 'currency' | 'icon' | 'exchange_id' | 'sector_id' | 'country'

function encodeDictionary<T>(values: readonly T[]): { values: T[]; codes: number[] } {
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
  return { values: distinct, codes }
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
    symbol: titles.map((title) => title.symbol ?? null),
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

/** The value of title `index` in a dictionary column, refusing codes outside its values. */
function decoded<T>(
  column: { values: readonly (T | undefined)[]; codes: readonly number[] },
  index: number,
  field: string,
): T {
  const code = column.codes[index]
  const value = code === undefined ? undefined : column.values[code]
  if (value === undefined)
    throw new InventoryColumnsError(`inventory column ${field}: no value for title ${index}`)
  return value
}

export function decodeInventoryColumns(columns: InventoryColumns): InventoryAnswer {
  const ids: number[] = []
  for (const [firstId, count] of columns.ids) for (let i = 0; i < count; i += 1) ids.push(firstId + i)
  const count = ids.length
  const lengths: [string, number][] = [
    ['n', columns.n.length],
    ['symbol', columns.symbol.length],
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
  const titles: InventoryTitle[] = ids.map((id, i) => ({
    id,
    n: columns.n[i] ?? '',
    type: decoded(columns.type, i, 'type'),
    currency: decoded(columns.currency, i, 'currency'),
    symbol: columns.symbol[i] ?? null,
    isin: columns.isin[i] ?? null,
    ...(icon ? { icon: decoded(icon, i, 'icon') } : {}),
    ...(exchange ? { exchange_id: decoded(exchange, i, 'exchange_id') } : {}),
    ...(sector ? { sector_id: decoded(sector, i, 'sector_id') } : {}),
    ...(country ? { country: decoded(country, i, 'country') } : {}),
  }))
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
