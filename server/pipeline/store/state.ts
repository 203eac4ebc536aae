import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { pipelineState } from '../../db/schema'

export type StateValue = Record<string, string | number | null>

export async function readState(db: Database, key: string): Promise<StateValue | null> {
  const rows = await db.select().from(pipelineState).where(eq(pipelineState.key, key)).limit(1)
  return rows[0]?.value ?? null
}

export async function writeState(db: Database, key: string, value: StateValue): Promise<void> {
  await db
    .insert(pipelineState)
    .values({ key, value })
    .onConflictDoUpdate({ target: pipelineState.key, set: { value, updatedAt: sql`now()` } })
}
