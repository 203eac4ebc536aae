import type { Database } from '../../../db'
import { existingTitleIds } from '../../../market/history/buckets'
import { ApiError } from '../../api-error'

/** Asset unavailable (application §8): moved, deleted, not existing. */
export const ASSET_UNAVAILABLE =
  'The asset is not available: it was moved, deleted, does not exist or is not included in your subscription.'

/** The asked ids that exist, in the asked order; 404 (code 32) when none does. */
export async function knownTitles(db: Database, ids: readonly number[]): Promise<number[]> {
  const known = await existingTitleIds(db, ids)
  const kept = ids.filter((id) => known.has(id))
  if (kept.length === 0) throw new ApiError(404, 32, ASSET_UNAVAILABLE)
  return kept
}
