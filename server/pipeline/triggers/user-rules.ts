import * as v from 'valibot'
import { DEFAULT_DAILY_PARTITION, type RuleBody, RuleBodySchema } from '../../../src/core'
import type { Database } from '../../db'
import { watchlistTitleIds } from '../../market/watchlists'
import type { StoredMessage } from '../contract'
import type { RollupRow } from '../rollups/engine'
import { decidedEarly, messageRuleMatches, metricsOf, type RuleMetrics, ruleSetCrossed } from './comparators'
import { MIN_BASELINE_DAYS, type TriggerRecord } from './standard'
import { loadRules, rulesVersion, type StoredTrigger, titlesInScope } from './store'

export interface ActiveRule {
  id: number
  userId: number
  body: RuleBody
  /** The titles the rule watches; null: any title. */
  titles: ReadonlySet<number> | null
}

/** The partition a buzz_patterns rule reads (default: the default daily partition). */
export function rulePartition(body: RuleBody): string {
  return body.partition ?? DEFAULT_DAILY_PARTITION
}

/**
 * buzz_patterns rules on one bucket. A closed bucket decides every rule; an open one only the
 * rules it can decide early (buzz above, buzz rose by), so such an alert goes out as soon as the
 * bucket crosses, not when it closes. Each alert is dated at its bucket's start and keyed by the
 * rule: the same crossing seen open and then closed is stored once.
 */
export function evaluateBuzzRules(
  rules: readonly ActiveRule[],
  row: RollupRow,
  previous: RuleMetrics | null,
): TriggerRecord[] {
  if (row.baselineDays < MIN_BASELINE_DAYS) return []
  const current = metricsOf(row.buzz, row.figures.sentimentMean)
  return rules
    .filter((rule) => {
      const items = rule.body.rule_set ?? []
      return (
        rule.body.rule_type === 'buzz_patterns' &&
        rulePartition(rule.body) === row.partition &&
        rule.titles?.has(row.titleId) === true &&
        (row.closed || decidedEarly(items)) &&
        ruleSetCrossed(items, current, previous)
      )
    })
    .map((rule) => ({
      kind: rule.body.rule_type,
      ruleId: rule.id,
      titleId: row.titleId,
      triggeredAt: row.start,
      seriesId: null,
      key: String(rule.id),
      data: {
        user_id: rule.userId,
        name: rule.body.name,
        partition: row.partition,
        bucket_start: row.start,
        b: current.b,
        s: current.s,
      },
    }))
}

export function evaluateMessageRules(rules: readonly ActiveRule[], message: StoredMessage): TriggerRecord[] {
  const facts = {
    source: message.source,
    author: message.author,
    text: `${message.sub} ${message.body}`,
    titleIds: message.titleIds,
    keyEventIds: Object.keys(message.keyEvents).map(Number),
  }
  const fired: TriggerRecord[] = []
  for (const rule of rules) {
    if (rule.body.rule_type === 'buzz_patterns' || !messageRuleMatches(rule.body, facts, rule.titles))
      continue
    const titleIds =
      message.titleIds.length === 0 ? [0] : message.titleIds.filter((id) => rule.titles?.has(id) ?? true)
    for (const titleId of titleIds) {
      fired.push({
        kind: rule.body.rule_type,
        ruleId: rule.id,
        titleId,
        triggeredAt: message.messageTime.getTime(),
        seriesId: null,
        key: `${rule.id}:${message.id}`,
        data: {
          user_id: rule.userId,
          name: rule.body.name,
          message_id: message.id,
          sub: message.sub.slice(0, 200),
        },
      })
    }
  }
  return fired
}

/**
 * Rules that follow standard alerts (`standard`): each stored standard alert of a title a rule
 * watches becomes that user's alert, keyed by the standard alert so it is stored once.
 */
export function evaluateFollowRules(
  rules: readonly ActiveRule[],
  standard: readonly StoredTrigger[],
): TriggerRecord[] {
  const fired: TriggerRecord[] = []
  for (const rule of rules) {
    const kinds = rule.body.standard
    if (rule.body.rule_type !== 'buzz_patterns' || kinds === undefined) continue
    for (const alert of standard) {
      if (alert.ruleId !== null || !kinds.some((kind) => kind === alert.kind)) continue
      if (rule.titles !== null && !rule.titles.has(alert.titleId)) continue
      fired.push({
        kind: rule.body.rule_type,
        ruleId: rule.id,
        titleId: alert.titleId,
        triggeredAt: alert.triggeredAt,
        seriesId: alert.seriesId,
        key: `${rule.id}:${alert.id}`,
        data: {
          ...alert.data,
          user_id: rule.userId,
          name: rule.body.name,
          standard_kind: alert.kind,
          standard_trigger_id: alert.id,
        },
      })
    }
  }
  return fired
}

/** Every stored rule, re-read whenever the rules table changed (checked at most every `ttlMs`). */
export class UserRules {
  private version = ''
  private checkedAt = Number.NEGATIVE_INFINITY
  rules: ActiveRule[] = []

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 2000,
  ) {}

  async refresh(now: number, force = false): Promise<readonly ActiveRule[]> {
    if (!force && now - this.checkedAt < this.ttlMs) return this.rules
    this.checkedAt = now
    const version = await rulesVersion(this.db)
    if (version === this.version) return this.rules
    const active: ActiveRule[] = []
    for (const row of await loadRules(this.db)) {
      const parsed = v.safeParse(RuleBodySchema, row.body)
      if (!parsed.success) continue
      active.push({
        id: row.id,
        userId: row.userId,
        body: parsed.output,
        titles: await this.titlesOf(parsed.output, row.userId),
      })
    }
    this.rules = active
    this.version = version
    return active
  }

  private async titlesOf(body: RuleBody, userId: number): Promise<ReadonlySet<number> | null> {
    const ids = new Set(body.titles ?? [])
    const scope = body.scope
    const scoped =
      scope?.type === 'watchlist'
        ? ((await watchlistTitleIds(this.db, userId, Number(scope.id))) ?? [])
        : scope
          ? await titlesInScope(this.db, scope.type, scope.id)
          : []
    for (const id of scoped) ids.add(id)
    // Message rules without titles watch every title; a buzz rule needs titles (checked on input).
    if (ids.size === 0 && body.titles === undefined && body.scope === undefined) return null
    return ids
  }
}
