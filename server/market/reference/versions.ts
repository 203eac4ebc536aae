import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { referenceVersions } from '../../db/schema'

/** The inventory's version: bumped on every change of titles, exchanges, sectors or lists. */
export const INVENTORY_VERSION = 'inventory'

export interface ReferenceVersion {
  version: number
  updatedAt: Date
}

export async function readReferenceVersion(
  db: Database,
  name = INVENTORY_VERSION,
): Promise<ReferenceVersion> {
  const rows = await db
    .select({ version: referenceVersions.version, updatedAt: referenceVersions.updatedAt })
    .from(referenceVersions)
    .where(eq(referenceVersions.name, name))
  return rows[0] ?? { version: 0, updatedAt: new Date(0) }
}

/** Raises the version by one; the stored time is second-precise so Last-Modified matches it. */
export async function bumpReferenceVersion(db: Database, name = INVENTORY_VERSION): Promise<void> {
  await db
    .insert(referenceVersions)
    .values({ name, version: 1, updatedAt: sql`date_trunc('second', now())` })
    .onConflictDoUpdate({
      target: referenceVersions.name,
      set: { version: sql`${referenceVersions.version} + 1`, updatedAt: sql`date_trunc('second', now())` },
    })
}
