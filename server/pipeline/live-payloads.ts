import {
  type BuzzUpdate,
  type LiveMessage,
  type LiveSignal,
  sentimentColor,
  sentimentIcon,
  sentimentScore,
} from '../../src/core'
import type { StoredMessage } from './contract'
import type { RollupRow } from './rollups/engine'
import type { StoredTrigger } from './triggers/store'

/** What the analytics half publishes on the live socket, built from what it stored. */

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

export function buzzUpdateOf(row: RollupRow, time: number): BuzzUpdate {
  const sentiment = round(row.figures.sentimentMean ?? 0, 3)
  return {
    id: row.titleId,
    buzz: round(row.buzz, 4),
    sentiment,
    sentiment_score: sentimentScore(sentiment),
    icon: sentimentIcon(sentiment),
    icon_color: sentimentColor(sentiment),
    time,
    partition: row.partition,
    bucket_start: row.start,
  }
}

export function liveMessageOf(message: StoredMessage): LiveMessage {
  return {
    id: message.id,
    title_ids: message.titleIds,
    type: message.type,
    so: message.source,
    author: message.author,
    sub: message.sub,
    body: message.body,
    url: message.url,
    lang: message.lang,
    time: message.messageTime.getTime(),
    sentiment: message.sentimentLabel,
    sentiment_score: message.sentiment === null ? null : sentimentScore(message.sentiment),
    key_events_v2: message.keyEvents,
  }
}

export function liveSignalOf(trigger: StoredTrigger, names: ReadonlyMap<number, string>): LiveSignal {
  return {
    trigger_id: trigger.id,
    kind: trigger.kind,
    rule_id: trigger.ruleId,
    title_id: trigger.titleId,
    title_name: names.get(trigger.titleId) ?? null,
    time: trigger.triggeredAt,
    series_id: trigger.seriesId,
    data: trigger.data,
  }
}
