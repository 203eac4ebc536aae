import {
  formatDecimal,
  formatSentimentScore,
  type TitleInfo,
  type TitleSnapshot,
  titleTypeWord,
} from '../../../core'
import type { TreemapTile } from '../../../ui/charts'

/** Tiles a tree map of the asset page shows at most (data-interface §2: top 30). */
export const ASSET_TREEMAP_SIZE = 30

export interface PeerScope {
  /** GET /titles filters: the asset's narrowest GICS level, or its type when it has none. */
  filters: Record<string, string>
  /** What the peers have in common ("Semiconductors", "Cryptocurrency"). */
  label: string
}

/** A peer group with fewer assets with buzz than this gives way to the next broader one. */
export const MIN_PEER_TILES = 8

/**
 * The peer groups of the buzz sentiment tree map, narrowest first: the asset's GICS industry,
 * industry group and sector; its type when it has none (crypto, commodities, indices).
 */
export function peerScopes(info: Pick<TitleInfo, 'type' | 'sector' | 'group' | 'industry'>): PeerScope[] {
  const levels = [info.industry, info.group, info.sector].filter((level) => level !== null)
  const unique = levels.filter((level, i) => levels.findIndex((other) => other.id === level.id) === i)
  if (unique.length === 0) return [{ filters: { type: info.type }, label: titleTypeWord(info.type) }]
  return unique.map((level) => ({ filters: { sector: level.id }, label: level.name }))
}

export interface CoMention {
  titleId: number
  name: string
  /** Messages about the asset that also mention this one, in the page's range. */
  count: number
}

/**
 * The asset sentiment tree map: the assets mentioned with this one, sized by the messages that
 * mention both, coloured by each asset's own sentiment in its latest day (grey without one).
 */
export function coMentionTiles(
  mentions: readonly CoMention[],
  snapshots: readonly Pick<TitleSnapshot, 'id' | 'buzz' | 'sentiment'>[],
  assetName: string,
): TreemapTile[] {
  const byId = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]))
  return [...mentions]
    .filter((mention) => mention.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, ASSET_TREEMAP_SIZE)
    .map((mention) => {
      const snapshot = byId.get(mention.titleId)
      const sentiment = snapshot?.sentiment ?? null
      const together = `${formatDecimal(mention.count)} ${mention.count === 1 ? 'message' : 'messages'}`
      return {
        id: String(mention.titleId),
        label: mention.name,
        value: mention.count,
        sentiment,
        valueText: together,
        details: [
          `${together} with ${assetName}`,
          sentiment === null ? 'No sentiment today' : `Sentiment today ${formatSentimentScore(sentiment)}`,
          ...(snapshot?.buzz === null || snapshot?.buzz === undefined
            ? []
            : [`Buzz today ${formatDecimal(Math.round(snapshot.buzz * 100))}%`]),
        ],
      }
    })
}
