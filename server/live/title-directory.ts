import { inArray } from 'drizzle-orm'
import type { Database } from '../db'
import { titles } from '../db/schema'

/** Which title ids exist, for live subscriptions (an unknown title answers 404). */
export interface TitleDirectory {
  /** The subset of `ids` that are titles. */
  known(ids: readonly number[]): Promise<Set<number>>
}

/** Ids found are kept; ids not found are asked again after `missTtlMs` (titles get added). */
export function createTitleDirectory(
  db: Database,
  missTtlMs = 30_000,
  now: () => number = Date.now,
): TitleDirectory {
  const found = new Set<number>()
  const missing = new Map<number, number>()
  return {
    async known(ids) {
      const ask = ids.filter(
        (id) => !found.has(id) && (missing.get(id) ?? Number.NEGATIVE_INFINITY) < now() - missTtlMs,
      )
      for (let i = 0; i < ask.length; i += 5000) {
        const chunk = ask.slice(i, i + 5000)
        const rows = await db.select({ id: titles.id }).from(titles).where(inArray(titles.id, chunk))
        for (const row of rows) {
          found.add(row.id)
          missing.delete(row.id)
        }
        const time = now()
        for (const id of chunk) if (!found.has(id)) missing.set(id, time)
      }
      if (missing.size > 200_000) missing.clear()
      return new Set(ids.filter((id) => found.has(id)))
    },
  }
}
