import {
  buzzPercent,
  type RuleBody,
  type RuleComparator,
  type RuleMetric,
  type RuleSetItem,
  sentimentScore,
} from '../../../src/core'

/** The shown values a buzz_patterns rule compares: buzz in percent and the sentiment score. */
export interface RuleMetrics {
  /** Buzz × 100 (100 = average). */
  b: number
  /** Sentiment score -100…100; null when no message of the bucket was scored. */
  s: number | null
}

export function metricsOf(buzz: number, sentimentMean: number | null): RuleMetrics {
  return { b: buzzPercent(buzz), s: sentimentMean === null ? null : sentimentScore(sentimentMean) }
}

/** One comparison; r and f need the previous bucket's value (no previous: not met). */
export function compare(
  comparator: RuleComparator,
  current: number | null,
  value: number,
  previous: number | null,
): boolean {
  if (current === null) return false
  switch (comparator) {
    case 'gt':
      return current > value
    case 'lt':
      return current < value
    case 'eq':
      return Math.abs(current - value) < 1e-9
    case 'r':
      return previous !== null && current - previous >= value
    case 'f':
      return previous !== null && previous - current >= value
  }
}

function metricValue(metrics: RuleMetrics | null, metric: RuleMetric): number | null {
  return metrics === null ? null : metrics[metric]
}

/** A buzz_patterns rule holds when every item of its rule set does. */
export function ruleSetHolds(
  items: readonly RuleSetItem[],
  current: RuleMetrics,
  previous: RuleMetrics | null,
): boolean {
  return (
    items.length > 0 &&
    items.every((item) =>
      compare(
        item.comparator,
        metricValue(current, item.metric),
        item.value,
        metricValue(previous, item.metric),
      ),
    )
  )
}

const LEVEL_COMPARATORS: ReadonlySet<RuleComparator> = new Set(['gt', 'lt', 'eq'])

/**
 * A buzz_patterns rule fires once per crossing: when it holds now and its level conditions did
 * not already hold for the previous bucket. Rises and falls (r, f) are changes in themselves, so a
 * rule with one fires on every bucket that moves enough.
 */
export function ruleSetCrossed(
  items: readonly RuleSetItem[],
  current: RuleMetrics,
  previous: RuleMetrics | null,
): boolean {
  if (!ruleSetHolds(items, current, previous)) return false
  if (previous === null || items.some((item) => !LEVEL_COMPARATORS.has(item.comparator))) return true
  return !items.every((item) =>
    compare(item.comparator, metricValue(previous, item.metric), item.value, null),
  )
}

/**
 * Whether a rule set can be decided while its bucket is still open: buzz only grows as messages
 * arrive, so "buzz above" and "buzz rose by" stay true once true. Levels below, falls and
 * sentiment wait for the bucket to close.
 */
export function decidedEarly(items: readonly RuleSetItem[]): boolean {
  return (
    items.length > 0 &&
    items.every((item) => item.metric === 'b' && (item.comparator === 'gt' || item.comparator === 'r'))
  )
}

/** What a message rule looks at. */
export interface MessageFacts {
  source: string
  author: string | null
  text: string
  titleIds: readonly number[]
  /** Key event ids the message carries. */
  keyEventIds: readonly number[]
}

function words(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
}

function containsAll(text: string, query: string): boolean {
  const haystack = text.toLowerCase()
  return words(query).every((word) => haystack.includes(word))
}

/**
 * user_messages: by one of the rule's authors (when given), containing every word of its query
 * (when given) and carrying one of its key events (when given), about one of its titles (when given). unlisted_filter: about no listed
 * title and containing every word of the query.
 */
export function messageRuleMatches(
  rule: RuleBody,
  message: MessageFacts,
  titles: ReadonlySet<number> | null,
): boolean {
  if (rule.rule_type === 'unlisted_filter') {
    return message.titleIds.length === 0 && rule.query !== undefined && containsAll(message.text, rule.query)
  }
  if (rule.rule_type !== 'user_messages') return false
  if (rule.authors === undefined && rule.query === undefined && rule.key_events === undefined) return false
  if (
    rule.authors !== undefined &&
    !rule.authors.some(
      (a) => a.source.toLowerCase() === message.source.toLowerCase() && a.author === message.author,
    )
  ) {
    return false
  }
  if (rule.query !== undefined && !containsAll(message.text, rule.query)) return false
  if (rule.key_events !== undefined && !rule.key_events.some((id) => message.keyEventIds.includes(id)))
    return false
  return titles === null || message.titleIds.some((id) => titles.has(id))
}
