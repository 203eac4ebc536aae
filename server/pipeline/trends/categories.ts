import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { TitleType } from '../../../src/core'
import type { Database } from '../../db'
import { queryRows } from '../../market/messages/rows'

/**
 * The category a message about a title counts for in "top categories": a company's sector
 * (GICS level 1), else its title type's name. Loaded once, reloaded when a title is unknown
 * (at most once a minute). Reads go through the caller's executor (the ingest transaction).
 */
const TYPE_CATEGORIES: Readonly<Record<TitleType, string>> = {
  company: 'Other companies',
  crypto_currency: 'Crypto',
  derivative: 'Derivatives',
  forex: 'Currencies',
  index: 'Indices',
  raw_material: 'Commodities',
  fund: 'Funds',
  unlisted: 'Unlisted companies',
  person: 'People',
  class: 'Asset classes',
}
const RELOAD_MS = 60_000

const RowSchema = v.object({ id: v.number(), type: v.string(), sector: v.nullable(v.string()) })

export class TitleCategories {
  private map = new Map<number, string>()
  private loadedAt = Number.NEGATIVE_INFINITY

  constructor(private readonly clock: () => number) {}

  /** Categories of these titles, distinct, in order of first appearance. */
  async of(ex: Pick<Database, 'execute'>, titleIds: readonly number[]): Promise<string[]> {
    if (titleIds.some((id) => !this.map.has(id)) && this.clock() - this.loadedAt > RELOAD_MS)
      await this.load(ex)
    return [...new Set(titleIds.map((id) => this.map.get(id)).filter((c): c is string => c !== undefined))]
  }

  private async load(ex: Pick<Database, 'execute'>): Promise<void> {
    this.loadedAt = this.clock()
    const rows = await queryRows(
      ex,
      sql`select t.id, t.type, s.name as sector
        from titles t left join sectors s on s.id = left(t.sector_id, 2)`,
      RowSchema,
    )
    this.map = new Map(
      rows.map((row) => [
        row.id,
        row.type === 'company' && row.sector
          ? row.sector
          : (TYPE_CATEGORIES[row.type as TitleType] ?? 'Other'),
      ]),
    )
  }
}
