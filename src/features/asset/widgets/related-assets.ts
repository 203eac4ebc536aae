/**
 * Top related assets (application §2.5): GET /titles/{id}/related ranks co-mentioned titles (by
 * count), then the same industry, index and sector, then (no company) the same asset type; each
 * is joined with its latest buzz and sentiment from GET /titles/{ids} when the server has a bucket
 * for it.
 */

export type RelatedReason = 'co_mentioned' | 'industry' | 'index' | 'sector' | 'asset_type'

export interface RelatedTitleInput {
  id: number
  n: string
  type: string
  reason: RelatedReason
  count: number
}

export interface RelatedSnapshotInput {
  id: number
  /** Multiple of the average (1 = 100 %). */
  buzz: number | null
  /** Raw sentiment in [-1, 1]. */
  sentiment: number | null
}

export interface RelatedAsset {
  id: number
  name: string
  type: string
  reason: RelatedReason
  reasonLabel: string
  /** Messages mentioning both titles (co-mentioned only). */
  coMentions: number
  buzz: number | null
  sentiment: number | null
}

export const TOP_RELATED_ASSETS = 10

const REASON_RANK: Record<RelatedReason, number> = {
  co_mentioned: 0,
  industry: 1,
  index: 2,
  sector: 3,
  asset_type: 4,
}
const REASON_LABEL: Record<RelatedReason, string> = {
  co_mentioned: 'Mentioned together',
  industry: 'Same industry',
  index: 'Same index',
  sector: 'Same sector',
  asset_type: 'Same asset type',
}

export function relatedReasonLabel(reason: RelatedReason): string {
  return REASON_LABEL[reason]
}

/**
 * Co-mentioned first (most shared messages first), then industry, index and sector peers in the
 * server's order; each title once, never the asset itself, at most `limit`.
 */
export function rankRelatedAssets(
  assetId: number,
  related: readonly RelatedTitleInput[],
  snapshots: readonly RelatedSnapshotInput[],
  limit = TOP_RELATED_ASSETS,
): RelatedAsset[] {
  const byId = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]))
  const seen = new Set<number>([assetId])
  const ranked = related
    .map((title, order) => ({ title, order }))
    .sort(
      (a, b) =>
        REASON_RANK[a.title.reason] - REASON_RANK[b.title.reason] ||
        (a.title.reason === 'co_mentioned' ? b.title.count - a.title.count : 0) ||
        a.order - b.order,
    )
  const out: RelatedAsset[] = []
  for (const { title } of ranked) {
    if (out.length >= limit) break
    if (seen.has(title.id)) continue
    seen.add(title.id)
    const snapshot = byId.get(title.id)
    out.push({
      id: title.id,
      name: title.n,
      type: title.type,
      reason: title.reason,
      reasonLabel: REASON_LABEL[title.reason],
      coMentions: title.reason === 'co_mentioned' ? title.count : 0,
      buzz: snapshot?.buzz ?? null,
      sentiment: snapshot?.sentiment ?? null,
    })
  }
  return out
}
