import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { titles } from '../../db/schema'
import { selectRows } from '../store/rows'
import { type LinkableTitle, TitleMatcher } from './matcher'

/** How often the linker asks whether the inventory changed (a cheap signature query). */
const DEFAULT_CHECK_INTERVAL_MS = 30_000

export async function loadLinkableTitles(db: Database): Promise<LinkableTitle[]> {
  const rows = await db
    .select({
      id: titles.id,
      name: titles.name,
      type: titles.type,
      symbol: titles.symbol,
      isin: titles.isin,
      aliases: titles.aliases,
      marketCap: titles.marketCap,
    })
    .from(titles)
    .where(sql`${titles.active}`)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    symbol: row.symbol,
    isin: row.isin,
    aliases: row.aliases,
    rank: row.marketCap ?? 0,
  }))
}

async function inventorySignature(db: Database): Promise<string> {
  const rows = await selectRows(
    db,
    sql`
    select count(*)::text || ':' || coalesce(md5(string_agg(
      ${titles.id}::text || '|' || ${titles.name} || '|' || coalesce(${titles.symbol}, '') || '|' ||
      coalesce(${titles.isin}, '') || '|' || ${titles.aliases}::text || '|' || ${titles.active}::text,
      ',' order by ${titles.id})), '') as signature
    from ${titles}`,
    v.object({ signature: v.nullable(v.string()) }),
  )
  return rows[0]?.signature ?? ''
}

/** The matcher over the current inventory, rebuilt when the titles table changes. */
export class InventoryLinker {
  private matcher: TitleMatcher | null = null
  private signature = ''
  private checkedAt = 0

  constructor(
    private readonly db: Database,
    private readonly checkIntervalMs = DEFAULT_CHECK_INTERVAL_MS,
  ) {}

  async current(): Promise<TitleMatcher> {
    const now = Date.now()
    if (this.matcher && now - this.checkedAt < this.checkIntervalMs) return this.matcher
    this.checkedAt = now
    const signature = await inventorySignature(this.db)
    if (!this.matcher || signature !== this.signature) {
      this.matcher = new TitleMatcher(await loadLinkableTitles(this.db))
      this.signature = signature
    }
    return this.matcher
  }

  /** Forces the next `current()` to check the inventory (after an import). */
  invalidate(): void {
    this.checkedAt = 0
  }
}
