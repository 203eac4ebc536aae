import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { GLOBAL_REGION, MARKET_GROUPS, type StreamPostType, type TitleType } from '../../../src/core'
import type { Database } from '../../db'
import { type StreamPostRow, streamPosts, watchlists, watchlistTitles } from '../../db/schema'

export interface StreamPostFilter {
  /** ISO codes (market groups expanded); null: every region. */
  regions: readonly string[] | null
  /** With regions: also the posts about titles without a home country. */
  addGlobals: boolean
  titleTypes: readonly TitleType[] | null
  types: readonly StreamPostType[] | null
  /** Posts about any of these titles; null: any title. */
  titleIds: readonly number[] | null
  fromMs: number | null
  toMs: number | null
  /** The page after this post (newest first). */
  after: { time: number; uuid: string } | null
  limit: number
}

const GROUPS = new Map<string, readonly string[]>(MARKET_GROUPS.map((group) => [group.key, group.countries]))

/** Region codes of a request: market group keys become their countries; GLOBAL stays. */
export function expandRegions(codes: readonly string[]): string[] {
  return [...new Set(codes.flatMap((code) => GROUPS.get(code) ?? [code]))]
}

const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`

/** One page of posts, newest first; one more row than asked tells whether a next page exists. */
export async function listStreamPosts(
  db: Database,
  filter: StreamPostFilter,
): Promise<{ rows: StreamPostRow[]; more: boolean }> {
  const where: SQL[] = []
  if (filter.regions !== null) {
    const regions = filter.addGlobals ? [...filter.regions, GLOBAL_REGION] : [...filter.regions]
    where.push(inArray(streamPosts.region, regions))
  }
  if (filter.titleTypes !== null) where.push(inArray(streamPosts.titleType, [...filter.titleTypes]))
  if (filter.types !== null) where.push(inArray(streamPosts.type, [...filter.types]))
  if (filter.titleIds !== null) where.push(sql`${streamPosts.titleIds} && ${intArray(filter.titleIds)}`)
  if (filter.fromMs !== null) where.push(gte(streamPosts.postTime, new Date(filter.fromMs)))
  if (filter.toMs !== null) where.push(lte(streamPosts.postTime, new Date(filter.toMs)))
  if (filter.after !== null) {
    where.push(
      sql`(${streamPosts.postTime}, ${streamPosts.uuid}) < (${new Date(filter.after.time).toISOString()}::timestamptz, ${filter.after.uuid}::uuid)`,
    )
  }
  const rows = await db
    .select()
    .from(streamPosts)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(streamPosts.postTime), desc(streamPosts.uuid))
    .limit(filter.limit + 1)
  return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit }
}

export async function streamPostsByUuid(db: Database, uuids: readonly string[]): Promise<StreamPostRow[]> {
  if (uuids.length === 0) return []
  const rows = await db
    .select()
    .from(streamPosts)
    .where(inArray(streamPosts.uuid, [...uuids]))
  const order = new Map(uuids.map((uuid, i) => [uuid, i]))
  return rows.sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0))
}

/** Every title on the user's watchlists. */
export async function watchlistTitleSet(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ titleId: watchlistTitles.titleId })
    .from(watchlistTitles)
    .innerJoin(watchlists, eq(watchlists.id, watchlistTitles.watchlistId))
    .where(eq(watchlists.userId, userId))
  return rows.map((row) => row.titleId)
}
