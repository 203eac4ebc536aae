import type { AlertFeature } from './alert-tiers'
import { KEY_EVENT_TYPES } from './key-events'
import { DEFAULT_DAILY_PARTITION, HOURLY_PARTITION, REALTIME_PARTITION } from './partitions'
import type { RuleBody, StandardAlertKind } from './wire/rules'

/**
 * The alert types a person creates (application §3 "Alert types", §6 feature list) and how each
 * is written as a /v6/rules body. The form is what the editor shows; the body is what the
 * server stores and the pipeline evaluates. Both directions live here so they cannot drift.
 */

export const ALERT_KINDS = [
  'buzz_level',
  'buzz_move',
  'sentiment',
  'pre_earnings',
  'price_buzz',
  'key_event',
  'watchlist_ai',
] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

export const ALERT_KIND_FEATURE: Readonly<Record<AlertKind, AlertFeature>> = {
  buzz_level: 'rule_based_buzz_alerts',
  buzz_move: 'rule_based_buzz_alerts',
  sentiment: 'rule_based_buzz_alerts',
  pre_earnings: 'pre_earnings_buzz_alerts',
  price_buzz: 'price_buzz_alerts',
  key_event: 'key_event_alerts',
  watchlist_ai: 'watchlist_ai_alerts',
}

export const ALERT_KIND_LABEL: Readonly<Record<AlertKind, string>> = {
  buzz_level: 'Buzz level',
  buzz_move: 'Moving buzz',
  sentiment: 'Sentiment',
  pre_earnings: 'Pre-earnings buzz',
  price_buzz: 'Price/buzz',
  key_event: 'Key event',
  watchlist_ai: 'Watchlist AI alerts',
}

export const ALERT_KIND_HINT: Readonly<Record<AlertKind, string>> = {
  buzz_level: 'Buzz crosses a level you choose (100% = the usual level).',
  buzz_move: 'Buzz rises or falls by at least some points from one period to the next.',
  sentiment: 'The sentiment score (−100 to 100) crosses a level you choose.',
  pre_earnings: 'Unusual buzz in the 7 days before an earnings release, and on the day itself.',
  price_buzz: 'The price moves 3% or more on a day at twice the usual buzz.',
  key_event: 'A message reports one of the key events you pick.',
  watchlist_ai: 'Our AI alerts (high, moving and ad-hoc buzz) for everything on a watchlist.',
}

/** The standard alerts each "follow" kind subscribes to. */
export const FOLLOWED_STANDARD: Readonly<Partial<Record<AlertKind, readonly StandardAlertKind[]>>> = {
  pre_earnings: ['pre_earnings_buzz', 'earnings_buzz'],
  price_buzz: ['price_buzz'],
  watchlist_ai: ['high_buzz', 'moving_stock_buzz', 'adhoc_buzz'],
}

export const ALERT_PERIODS = ['realtime', 'hourly', 'daily'] as const
export type AlertPeriod = (typeof ALERT_PERIODS)[number]
export const ALERT_PERIOD_LABEL: Readonly<Record<AlertPeriod, string>> = {
  realtime: '10 minutes',
  hourly: 'hour',
  daily: 'day',
}
const PERIOD_PARTITION: Readonly<Record<AlertPeriod, string>> = {
  realtime: REALTIME_PARTITION,
  hourly: HOURLY_PARTITION,
  daily: DEFAULT_DAILY_PARTITION,
}

/** Level kinds compare with above/below, move kinds with rises/falls. */
export type AlertDirection = 'above' | 'below' | 'rises' | 'falls'

export type AlertTarget = { type: 'titles'; ids: number[] } | { type: 'watchlist'; id: number }

export interface AlertForm {
  kind: AlertKind
  name: string
  target: AlertTarget
  /** buzz_level, buzz_move, sentiment: the bucket the rule reads. */
  period: AlertPeriod
  direction: AlertDirection
  /** Percent of the usual buzz, percentage points of buzz, or a sentiment score. */
  threshold: number
  /** key_event: the key event ids. */
  keyEvents: number[]
}

/** A fresh form of a kind with sensible defaults. */
export function defaultAlertForm(kind: AlertKind, target: AlertTarget, name = ''): AlertForm {
  const threshold = kind === 'buzz_level' ? 300 : kind === 'buzz_move' ? 100 : 50
  return {
    kind,
    name,
    target,
    period: kind === 'buzz_move' ? 'hourly' : 'daily',
    direction: kind === 'buzz_move' ? 'rises' : 'above',
    threshold,
    keyEvents: [],
  }
}

function targetFields(target: AlertTarget): Pick<RuleBody, 'titles' | 'scope'> {
  return target.type === 'titles'
    ? { titles: [...target.ids] }
    : { scope: { type: 'watchlist', id: target.id } }
}

function comparatorOf(kind: AlertKind, direction: AlertDirection): 'gt' | 'lt' | 'r' | 'f' {
  if (kind === 'buzz_move') return direction === 'falls' ? 'f' : 'r'
  return direction === 'below' ? 'lt' : 'gt'
}

export function alertFormToRuleBody(form: AlertForm): RuleBody {
  const base = { name: form.name.trim(), ...targetFields(form.target) }
  const followed = FOLLOWED_STANDARD[form.kind]
  if (followed) return { rule_type: 'buzz_patterns', ...base, standard: [...followed] }
  if (form.kind === 'key_event')
    return { rule_type: 'user_messages', ...base, key_events: [...form.keyEvents] }
  return {
    rule_type: 'buzz_patterns',
    ...base,
    partition: PERIOD_PARTITION[form.period],
    rule_set: [
      {
        metric: form.kind === 'sentiment' ? 's' : 'b',
        comparator: comparatorOf(form.kind, form.direction),
        value: form.threshold,
      },
    ],
  }
}

function targetOf(body: RuleBody): AlertTarget | null {
  if (body.scope?.type === 'watchlist') return { type: 'watchlist', id: Number(body.scope.id) }
  if (body.scope !== undefined) return null
  return body.titles ? { type: 'titles', ids: [...body.titles] } : null
}

function periodOf(partition: string | undefined): AlertPeriod | null {
  const found = ALERT_PERIODS.find(
    (period) => PERIOD_PARTITION[period] === (partition ?? DEFAULT_DAILY_PARTITION),
  )
  return found ?? null
}

function sameKinds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join()
}

/** The alert kind a stored body is, or null when the editor cannot show it (made through the API). */
export function alertKindOf(body: RuleBody): AlertKind | null {
  if (body.rule_type === 'user_messages')
    return body.key_events && !body.query && !body.authors ? 'key_event' : null
  if (body.rule_type !== 'buzz_patterns') return null
  if (body.standard) {
    const followed = Object.entries(FOLLOWED_STANDARD).find(([, kinds]) =>
      sameKinds(kinds, body.standard ?? []),
    )
    return followed ? (followed[0] as AlertKind) : null
  }
  const [item, ...more] = body.rule_set ?? []
  if (!item || more.length > 0) return null
  if (item.metric === 's') return item.comparator === 'gt' || item.comparator === 'lt' ? 'sentiment' : null
  if (item.comparator === 'r' || item.comparator === 'f') return 'buzz_move'
  return item.comparator === 'eq' ? null : 'buzz_level'
}

/** The form of a stored body, or null when the editor cannot show it. */
export function ruleBodyToAlertForm(body: RuleBody): AlertForm | null {
  const kind = alertKindOf(body)
  const target = targetOf(body)
  if (kind === null || target === null) return null
  const form = defaultAlertForm(kind, target, body.name)
  if (kind === 'key_event') return { ...form, keyEvents: [...(body.key_events ?? [])] }
  if (FOLLOWED_STANDARD[kind]) return form
  const item = body.rule_set?.[0]
  const period = periodOf(body.partition)
  if (!item || period === null) return null
  const direction: AlertDirection =
    item.comparator === 'r'
      ? 'rises'
      : item.comparator === 'f'
        ? 'falls'
        : item.comparator === 'lt'
          ? 'below'
          : 'above'
  return { ...form, period, direction, threshold: item.value }
}

/**
 * The feature a stored body needs, for the server's check (code 35). Bodies the editor cannot
 * show (message and unlisted rules made through the API) count as rule-based buzz alerts.
 */
export function alertFeatureOf(body: RuleBody): AlertFeature {
  const kind = alertKindOf(body)
  return kind === null ? 'rule_based_buzz_alerts' : ALERT_KIND_FEATURE[kind]
}

export type AlertFormProblem = 'name' | 'target' | 'threshold' | 'key_events'

/** What the editor must fix before saving; empty when the form is complete. */
export function alertFormProblems(form: AlertForm): AlertFormProblem[] {
  const problems: AlertFormProblem[] = []
  if (form.name.trim().length === 0 || form.name.trim().length > 200) problems.push('name')
  if (form.target.type === 'titles' && form.target.ids.length === 0) problems.push('target')
  const ruled = !FOLLOWED_STANDARD[form.kind] && form.kind !== 'key_event'
  if (ruled) {
    const range =
      form.kind === 'sentiment' ? [-100, 100] : form.kind === 'buzz_move' ? [1, 100_000] : [0, 100_000]
    if (
      !Number.isFinite(form.threshold) ||
      form.threshold < (range[0] ?? 0) ||
      form.threshold > (range[1] ?? 0)
    )
      problems.push('threshold')
  }
  if (form.kind === 'key_event' && form.keyEvents.length === 0) problems.push('key_events')
  return problems
}

/** How a period reads in a sentence: "in …" and "from one … to the next". */
const PERIOD_WITHIN: Readonly<Record<AlertPeriod, string>> = {
  realtime: 'within 10 minutes',
  hourly: 'within an hour',
  daily: 'within a day',
}
const PERIOD_BUCKET: Readonly<Record<AlertPeriod, string>> = {
  realtime: '10-minute bucket',
  hourly: 'hour',
  daily: 'day',
}

/** A sentence that says what the alert does, e.g. "Buzz above 300% of normal within a day". */
export function describeAlertForm(form: AlertForm): string {
  switch (form.kind) {
    case 'buzz_level':
      return `Buzz ${form.direction === 'below' ? 'below' : 'above'} ${form.threshold}% of normal ${PERIOD_WITHIN[form.period]}`
    case 'buzz_move':
      return `Buzz ${form.direction === 'falls' ? 'falls' : 'rises'} by ${form.threshold} points from one ${PERIOD_BUCKET[form.period]} to the next`
    case 'sentiment':
      return `Sentiment ${form.direction === 'below' ? 'below' : 'above'} ${form.threshold} ${PERIOD_WITHIN[form.period]}`
    case 'key_event': {
      const names = form.keyEvents.map(
        (id) => KEY_EVENT_TYPES.find((type) => type.key_event_id === id)?.name ?? `key event ${id}`,
      )
      const shown = names.length > 3 ? [...names.slice(0, 3), `${names.length - 3} more`] : names
      return `Reports of ${shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? 'a key event')}`
    }
    case 'pre_earnings':
      return 'Unusual buzz before and on earnings days'
    case 'price_buzz':
      return 'Price moves of 3% or more at twice the usual buzz'
    case 'watchlist_ai':
      return 'High, moving and ad-hoc buzz alerts'
  }
}
