import { parse as parseCsv } from 'csv-parse/sync'
import { and, eq, gte, isNull, lt, max, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { exchanges, listMembers, lists, type NewTitleRow, sectors, titles } from '../../db/schema'
import { INDICES } from '../../seed/reference/data/indices'
import { idRangeOf, type Listing, ListingSchema, listingToRow, type ResolvedRefs } from './listing'
import { bumpReferenceVersion } from './versions'

/**
 * Listing files for `npm run import:listing -- <file>`: CSV with a header row (list fields
 * aliases, listed_in and indices separated by '|') or JSON lines (one listing object per
 * line). Every line is checked on its own; good lines are stored, bad ones reported.
 */

export interface LineError {
  line: number
  message: string
}

export interface ParsedListings {
  listings: { line: number; listing: Listing }[]
  errors: LineError[]
}

const LIST_FIELDS = new Set(['aliases', 'listed_in', 'indices'])
const NUMBER_FIELDS = new Set(['id', 'market_cap'])

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'invalid'
  const path = v.getDotPath(issue)
  const shown = typeof issue.input === 'string' ? ` ('${issue.input.slice(0, 40)}')` : ''
  return `${path ?? 'listing'}: ${issue.message}${shown}`
}

function check(line: number, input: unknown, out: ParsedListings): void {
  const result = v.safeParse(ListingSchema, input)
  if (result.success) out.listings.push({ line, listing: result.output })
  else out.errors.push({ line, message: issueText(result.issues) })
}

/** A CSV cell as a listing value: '' → absent, list fields split on '|', numbers parsed. */
function cellValue(field: string, cell: string): unknown {
  const text = cell.trim()
  if (text === '') return undefined
  if (LIST_FIELDS.has(field)) {
    return text
      .split('|')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => (field === 'indices' && /^\d+$/.test(item) ? Number(item) : item))
  }
  if (NUMBER_FIELDS.has(field)) return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text
  return text
}

export function parseListingCsv(text: string): ParsedListings {
  const out: ParsedListings = { listings: [], errors: [] }
  let rows: string[][]
  try {
    rows = parseCsv(text, { skip_empty_lines: true, relax_column_count: true, bom: true })
  } catch (error) {
    out.errors.push({
      line: 0,
      message: `not readable as CSV: ${error instanceof Error ? error.message : String(error)}`,
    })
    return out
  }
  const [header, ...body] = rows
  if (!header) return out
  const fields = header.map((name) => name.trim())
  body.forEach((cells, index) => {
    const line = index + 2
    if (cells.length !== fields.length) {
      out.errors.push({ line, message: `has ${cells.length} cells, the header has ${fields.length}` })
      return
    }
    const record: Record<string, unknown> = {}
    fields.forEach((field, column) => {
      const value = cellValue(field, cells[column] ?? '')
      if (value !== undefined) record[field] = value
    })
    check(line, record, out)
  })
  return out
}

export function parseListingJsonLines(text: string): ParsedListings {
  const out: ParsedListings = { listings: [], errors: [] }
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    let input: unknown
    try {
      input = JSON.parse(raw)
    } catch {
      out.errors.push({ line, message: 'not valid JSON' })
      return
    }
    check(line, input, out)
  })
  return out
}

export function parseListingFile(name: string, text: string): ParsedListings {
  return name.toLowerCase().endsWith('.csv') ? parseListingCsv(text) : parseListingJsonLines(text)
}

export interface ImportResult {
  inserted: number
  updated: number
  errors: LineError[]
}

async function loadRefs(db: Database): Promise<ResolvedRefs> {
  const [exchangeRows, sectorRows, indexRows] = await Promise.all([
    db.select({ id: exchanges.id, mic: exchanges.mic }).from(exchanges),
    db.select({ id: sectors.id }).from(sectors),
    db.select({ id: titles.id, symbol: titles.symbol }).from(titles).where(eq(titles.type, 'index')),
  ])
  return {
    exchangeIdByMic: new Map(exchangeRows.map((row) => [row.mic, row.id])),
    sectorIds: new Set(sectorRows.map((row) => row.id)),
    indexIdByCode: new Map(indexRows.flatMap((row) => (row.symbol ? [[row.symbol, row.id] as const] : []))),
  }
}

/** The stored title a listing without id stands for: same ISIN, else same type, exchange (or none) and symbol. */
async function existingId(db: Database, row: NewTitleRow): Promise<number | null> {
  if (row.isin) {
    const byIsin = await db.select({ id: titles.id }).from(titles).where(eq(titles.isin, row.isin)).limit(1)
    if (byIsin[0]) return byIsin[0].id
  }
  if (row.symbol) {
    const sameExchange = row.exchangeId ? eq(titles.exchangeId, row.exchangeId) : isNull(titles.exchangeId)
    const bySymbol = await db
      .select({ id: titles.id })
      .from(titles)
      .where(and(eq(titles.symbol, row.symbol), sameExchange, eq(titles.type, row.type)))
      .limit(1)
    if (bySymbol[0]) return bySymbol[0].id
  }
  return null
}

const LIST_OF_INDEX = new Map(INDICES.map(([indexId, , , , , , listId]) => [indexId, listId]))

/** Keeps the index membership lists in step with a title's indices. */
async function syncIndexLists(db: Database, titleId: number, indexIds: readonly number[]): Promise<void> {
  const wanted = indexIds.flatMap((indexId) => {
    const listId = LIST_OF_INDEX.get(indexId)
    return listId === undefined ? [] : [listId]
  })
  const indexLists = [...LIST_OF_INDEX.values()]
  await db.delete(listMembers).where(
    and(
      eq(listMembers.titleId, titleId),
      sql`${listMembers.listId} in (${sql.join(
        indexLists.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  )
  if (wanted.length === 0) return
  const existing = await db.select({ id: lists.id }).from(lists)
  const known = new Set(existing.map((row) => row.id))
  const rows = wanted.filter((listId) => known.has(listId)).map((listId) => ({ listId, titleId }))
  if (rows.length > 0) await db.insert(listMembers).values(rows).onConflictDoNothing()
}

/** Stores parsed listings: ids kept when given or matched, else the next free id of the type's class. */
export async function importListings(db: Database, parsed: ParsedListings): Promise<ImportResult> {
  const errors = [...parsed.errors]
  const refs = await loadRefs(db)
  const nextId = new Map<string, number>()
  let inserted = 0
  let updated = 0
  await db.transaction(async (tx) => {
    for (const { line, listing } of parsed.listings) {
      const draft = listingToRow(listing, listing.id ?? 0, refs)
      if ('error' in draft) {
        errors.push({ line, message: draft.error })
        continue
      }
      let id = listing.id ?? (await existingId(tx, draft.row))
      if (id === null) {
        const range = idRangeOf(listing.type)
        const key = `${range.min}`
        let candidate = nextId.get(key)
        if (candidate === undefined) {
          const [top] = await tx
            .select({ top: max(titles.id) })
            .from(titles)
            .where(and(gte(titles.id, range.min), lt(titles.id, range.maxExclusive)))
          candidate = (top?.top ?? range.min - 1) + 1
        }
        id = candidate
        nextId.set(key, candidate + 1)
      }
      const row = { ...draft.row, id }
      const result = await tx
        .insert(titles)
        .values(row)
        .onConflictDoUpdate({
          target: titles.id,
          set: {
            name: row.name,
            type: row.type,
            symbol: row.symbol,
            isin: row.isin,
            currency: row.currency,
            exchangeId: row.exchangeId,
            listedExchangeIds: row.listedExchangeIds,
            country: row.country,
            sectorId: row.sectorId,
            icon: row.icon,
            aliases: row.aliases,
            description: row.description,
            website: row.website,
            marketCap: row.marketCap,
            indexIds: row.indexIds,
            active: true,
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` })
      if (result[0]?.inserted) inserted += 1
      else updated += 1
      await syncIndexLists(tx, id, row.indexIds ?? [])
    }
    if (inserted + updated > 0) await bumpReferenceVersion(tx)
  })
  errors.sort((a, b) => a.line - b.line)
  return { inserted, updated, errors }
}
