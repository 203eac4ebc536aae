import { formatDecimal, formatSentimentScore, type TitleRowAnswer } from '../../core'
import { formatSignedDecimal1 } from '../format'
import type { TreemapTile } from './SentimentTreemap'

export type TitleTileMeasure = 'buzz' | 'messages'

/** A row of GET /titles as a tree map tile: sized by buzz or messages, coloured by sentiment. */
export function titleRowTile(row: TitleRowAnswer, measure: TitleTileMeasure): TreemapTile {
  const buzz = row.buzz ?? 0
  const messages = row.messages ?? 0
  const details = [
    measure === 'buzz' ? `${formatDecimal(messages)} messages` : `Buzz ${formatDecimal(Math.round(buzz))}%`,
    row.sentiment === null ? 'No sentiment' : `Sentiment ${formatSentimentScore(row.sentiment)}`,
    ...(row.chg === null ? [] : [`Price today ${formatSignedDecimal1(row.chg)}%`]),
  ]
  return {
    id: String(row.id),
    label: row.symbol ?? row.n,
    value: measure === 'buzz' ? buzz : messages,
    sentiment: row.sentiment,
    valueText:
      measure === 'buzz' ? `${formatDecimal(Math.round(buzz))}% buzz` : `${formatDecimal(messages)} messages`,
    details: row.symbol ? [row.n, ...details] : details,
  }
}
