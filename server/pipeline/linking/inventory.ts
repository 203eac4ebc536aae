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

/** The linkable titles as of one inventory signature. */
export interface InventorySnapshot {
  signature: string
  titles: readonly LinkableTitle[]
}

/** The matcher over the current inventory, rebuilt when the titles table changes. */
export class InventoryLinker {
  private snapshot: InventorySnapshot | null = null
  private matcher: { signature: string; matcher: TitleMatcher } | null = null
  private checkedAt = 0

  constructor(
    private readonly db: Database,
    private readonly checkIntervalMs = DEFAULT_CHECK_INTERVAL_MS,
  ) {}

  /** The current titles (checked against the table at most every checkIntervalMs). */
  async titles(): Promise<InventorySnapshot> {
    const now = Date.now()
    if (this.snapshot && now - this.checkedAt < this.checkIntervalMs) return this.snapshot
    this.checkedAt = now
    const signature = await inventorySignature(this.db)
    if (!this.snapshot || signature !== this.snapshot.signature)
      this.snapshot = { signature, titles: await loadLinkableTitles(this.db) }
    return this.snapshot
  }

  async current(): Promise<TitleMatcher> {
    const snapshot = await this.titles()
    if (this.matcher?.signature !== snapshot.signature)
      this.matcher = { signature: snapshot.signature, matcher: new TitleMatcher(snapshot.titles) }
    return this.matcher.matcher
  }

  /** Forces the next `current()` to check the inventory (after an import). */
  invalidate(): void {
    this.checkedAt = 0
  }
}
