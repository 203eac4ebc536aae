import { formatMove, formatSigned, type Trigger, type TriggerFeedItem, triggerFeedText } from '../../core'

/** What an alert list row and the alert dialog show of one alert. */
export interface AlertView {
  id: number
  titleId: number
  titleName: string
  headline: string
  text: string
  time: number
  /** The user's own rule fired it (else a standard alert). */
  own: boolean
  /** Figures to show in the dialog, in order. */
  figures: { label: string; value: string }[]
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

function figuresOf(data: Record<string, unknown>): AlertView['figures'] {
  const figures: AlertView['figures'] = []
  const buzz = num(data.buzz)
  const b = num(data.b)
  if (buzz !== null) figures.push({ label: 'Buzz', value: `${Math.round(buzz * 100)}%` })
  else if (b !== null) figures.push({ label: 'Buzz', value: `${Math.round(b)}%` })
  const score = num(data.s) ?? num(data.sentiment_score)
  if (score !== null) figures.push({ label: 'Sentiment', value: formatSigned(score, 1) })
  const messages = num(data.messages)
  if (messages !== null) figures.push({ label: 'Messages', value: String(messages) })
  const authors = num(data.unique_authors)
  if (authors !== null) figures.push({ label: 'Authors', value: String(authors) })
  const move = num(data.move)
  if (move !== null)
    figures.push({
      label: 'Price move',
      value: formatMove(move),
    })
  if (typeof data.release_date === 'string')
    figures.push({ label: 'Earnings release', value: data.release_date })
  return figures
}

export function alertView(trigger: Trigger): AlertView {
  const titleName = trigger.title_name ?? (trigger.title_id === 0 ? 'Unlisted' : `#${trigger.title_id}`)
  return {
    id: trigger.trigger_id,
    titleId: trigger.title_id,
    titleName,
    ...triggerFeedText(trigger.rule_type, trigger.data, titleName, 'en'),
    time: trigger.time,
    own: trigger.rule_id !== null,
    figures: figuresOf(trigger.data),
  }
}

/** A standard alert of the feed (/triggers/feed), already worded by the server. */
export function feedAlertView(item: TriggerFeedItem): AlertView {
  return {
    id: item.trigger_id,
    titleId: item.title_id,
    titleName: item.title_name,
    headline: item.headline,
    text: item.text,
    time: item.time,
    own: false,
    figures: figuresOf(item.data),
  }
}

/**
 * The user's own alerts and the standard ones in one list, newest first; a standard alert the
 * user follows shows once, as theirs.
 */
export function mergeAlerts(
  own: readonly Trigger[],
  standard: readonly TriggerFeedItem[],
  limit: number,
): AlertView[] {
  const followed = new Set(own.map((trigger) => num(trigger.data.standard_trigger_id)))
  return [
    ...own.map(alertView),
    ...standard.filter((item) => !followed.has(item.trigger_id)).map(feedAlertView),
  ]
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .slice(0, limit)
}
