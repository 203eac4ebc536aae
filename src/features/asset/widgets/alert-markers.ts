import { formatBuzz, formatPercent, formatSigned } from '../../../core'
import type { AlertView } from '../../alerts/alert-view'

/**
 * Alert markers of the buzz and sentiment chart (data-interface §3 "Chart markers: ad-hoc release
 * and earnings release", §9 series 137572 buzz price alerts and 137620 earnings buzz alerts), read
 * from the title's standard triggers and its earnings calendar.
 */

export const BUZZ_PRICE_ALERT_SERIES = 137_572
export const EARNINGS_BUZZ_ALERT_SERIES = 137_620
/** The standard rules that mark the chart. */
export const CHART_ALERT_RULE_TYPES = [
  'adhoc_buzz',
  'price_buzz',
  'earnings_buzz',
  'pre_earnings_buzz',
] as const

export type AlertMarkerKind = 'adhoc' | 'price' | 'earnings' | 'own'

export interface AlertMarker {
  key: string
  kind: AlertMarkerKind
  /** Epoch ms where the marker sits. */
  time: number
  label: string
  details: string[]
  /** The alert a click on the marker opens (earnings releases have none). */
  alert?: AlertView
}

/** A standard trigger as GET /standard_triggers/{id} answers it (the fields the markers read). */
export interface AlertTrigger {
  trigger_id: number
  /** Set when one of the user's own rules fired (GET /triggers/{ident}). */
  rule_id?: number | null
  rule_type: string
  series_id: number | null
  time: number
  data: Record<string, unknown>
}

export interface EarningsRelease {
  /** YYYY-MM-DD. */
  release_date: string
  prior: number | null
  consensus: number | null
  actual: number | null
}

const KIND_LABEL: Record<AlertMarkerKind, string> = {
  adhoc: 'Ad-hoc release',
  price: 'Buzz price alert',
  earnings: 'Earnings release',
  own: 'Your alert',
}

const LEGEND_ORDER: readonly AlertMarkerKind[] = ['own', 'adhoc', 'price', 'earnings']

/**
 * The legend's marker entries: only the kinds among the markers, in a fixed order (four swatches
 * for kinds a title never had wrapped the legend onto a second line).
 */
export function legendMarkerKinds(
  markers: readonly { kind: string }[],
): { kind: AlertMarkerKind; label: string }[] {
  const present = new Set(markers.map((marker) => marker.kind))
  return LEGEND_ORDER.filter((kind) => present.has(kind)).map((kind) => ({ kind, label: KIND_LABEL[kind] }))
}

function numberField(data: Record<string, unknown>, key: string): number | null {
  const value = data[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

function textField(data: Record<string, unknown>, key: string): string | null {
  const value = data[key]
  return typeof value === 'string' ? value : null
}

function kindOf(trigger: AlertTrigger): AlertMarkerKind | null {
  if (trigger.rule_id !== undefined && trigger.rule_id !== null) return 'own'
  if (trigger.series_id === BUZZ_PRICE_ALERT_SERIES) return 'price'
  if (trigger.series_id === EARNINGS_BUZZ_ALERT_SERIES) return 'earnings'
  if (trigger.rule_type === 'adhoc_buzz') return 'adhoc'
  return null
}

function triggerDetails(trigger: AlertTrigger): string[] {
  const details: string[] = []
  const buzz = numberField(trigger.data, 'buzz')
  if (trigger.rule_type === 'pre_earnings_buzz') {
    const days = numberField(trigger.data, 'days_before')
    const release = textField(trigger.data, 'release_date')
    details.push(
      days !== null && release !== null
        ? `Pre-earnings buzz ${days} ${days === 1 ? 'day' : 'days'} before the release of ${release}`
        : 'Pre-earnings buzz',
    )
  }
  if (trigger.rule_type === 'earnings_buzz') details.push('Earnings buzz')
  const move = numberField(trigger.data, 'move')
  if (move !== null) details.push(`Price move ${formatPercent(move, { signed: true })}`)
  if (buzz !== null) details.push(`Buzz ${formatBuzz(buzz)}`)
  return details
}

/** What fired one of the user's rules: the bucket's buzz (percent) and sentiment score. */
function ownDetails(data: Record<string, unknown>): string[] {
  const details = [KIND_LABEL.own]
  const b = numberField(data, 'b')
  const s = numberField(data, 's')
  const buzz = numberField(data, 'buzz')
  if (b !== null) details.push(`Buzz ${Math.round(b)}%`)
  else if (buzz !== null) details.push(`Buzz ${formatBuzz(buzz)}`)
  if (s !== null) details.push(`Sentiment ${formatSigned(s, 1)}`)
  const sub = textField(data, 'sub')
  if (sub !== null) details.push(sub)
  return details
}

function releaseDetails(release: EarningsRelease): string[] {
  const details = [`Release date ${release.release_date}`]
  if (release.consensus !== null) details.push(`Consensus ${release.consensus}`)
  if (release.prior !== null) details.push(`Prior ${release.prior}`)
  if (release.actual !== null) details.push(`Actual ${release.actual}`)
  return details
}

/**
 * The markers inside [start, end], oldest first: the user's own alerts, ad-hoc releases
 * (adhoc_buzz), buzz price alerts (series 137572), earnings buzz alerts (series 137620) and
 * earnings releases of the calendar
 * (at the release day's UTC start). An earnings buzz alert on a calendar release joins that
 * release's marker. Other triggers are not chart markers.
 */
export function alertMarkers(
  triggers: readonly AlertTrigger[],
  releases: readonly EarningsRelease[],
  range: { start: number; end: number },
): AlertMarker[] {
  const inRange = (time: number) => time >= range.start && time <= range.end
  const markers: AlertMarker[] = []
  const releaseMarkers = new Map<string, AlertMarker>()
  for (const release of releases) {
    const time = Date.parse(`${release.release_date}T00:00:00Z`)
    if (Number.isNaN(time) || !inRange(time) || releaseMarkers.has(release.release_date)) continue
    const marker: AlertMarker = {
      key: `release-${release.release_date}`,
      kind: 'earnings',
      time,
      label: KIND_LABEL.earnings,
      details: releaseDetails(release),
    }
    releaseMarkers.set(release.release_date, marker)
    markers.push(marker)
  }
  for (const trigger of triggers) {
    const kind = kindOf(trigger)
    if (kind === null || !inRange(trigger.time)) continue
    const release = trigger.rule_type === 'earnings_buzz' ? textField(trigger.data, 'release_date') : null
    const joined = release === null ? undefined : releaseMarkers.get(release)
    if (joined) {
      joined.details.push(...triggerDetails(trigger))
      continue
    }
    if (kind === 'own') {
      markers.push({
        key: `trigger-${trigger.trigger_id}`,
        kind,
        time: trigger.time,
        label: textField(trigger.data, 'name') ?? KIND_LABEL.own,
        details: ownDetails(trigger.data),
      })
      continue
    }
    markers.push({
      key: `trigger-${trigger.trigger_id}`,
      kind,
      time: trigger.time,
      label: trigger.rule_type === 'pre_earnings_buzz' ? 'Earnings buzz alert' : KIND_LABEL[kind],
      details: triggerDetails(trigger),
    })
  }
  return markers.sort((a, b) => a.time - b.time || a.key.localeCompare(b.key))
}
