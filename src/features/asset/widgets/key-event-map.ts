import { treeLabelIsWhite } from '../../../core'

/** The key event map (application §2.5, data-interface §9): the top 10 key events of the asset in the range. */

export const KEY_EVENT_MAP_TOP = 10

export interface KeyEventInput {
  key_event_id: number
  name: string
  total: number
  /** Mean raw sentiment of the messages; null when none was scored. */
  sentiment: number | null
  last_time: number
}

export interface KeyEventTile {
  id: number
  name: string
  total: number
  sentiment: number | null
  /** Fraction of the shown tiles' messages. */
  share: number
  lastTime: number
  /** White tile labels when the sentiment is below 0.4 (data-interface §9). */
  whiteLabel: boolean
}

export function topKeyEvents(events: readonly KeyEventInput[], limit = KEY_EVENT_MAP_TOP): KeyEventTile[] {
  const top = events
    .filter((event) => event.total > 0)
    .sort((a, b) => b.total - a.total || a.key_event_id - b.key_event_id)
    .slice(0, limit)
  const sum = top.reduce((total, event) => total + event.total, 0)
  return top.map((event) => ({
    id: event.key_event_id,
    name: event.name,
    total: event.total,
    sentiment: event.sentiment,
    share: sum > 0 ? event.total / sum : 0,
    lastTime: event.last_time,
    whiteLabel: treeLabelIsWhite(event.sentiment ?? 0),
  }))
}
