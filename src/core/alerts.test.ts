import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { alertFeatureAllowed, upgradeTierFor } from './alert-tiers'
import {
  ALERT_KINDS,
  type AlertForm,
  alertFeatureOf,
  alertFormProblems,
  alertFormToRuleBody,
  alertKindOf,
  defaultAlertForm,
  describeAlertForm,
  ruleBodyToAlertForm,
} from './alerts'
import { TIER_DEFAULTS } from './permissions/tiers'
import { RuleBodySchema, requiredRuleFields } from './wire/rules'
import { ACCOUNT_TYPES, type AccountType } from './wire/userdata'

const forms: Record<(typeof ALERT_KINDS)[number], AlertForm> = {
  buzz_level: { ...defaultAlertForm('buzz_level', { type: 'titles', ids: [7] }, 'AAPL hot'), threshold: 250 },
  buzz_move: {
    ...defaultAlertForm('buzz_move', { type: 'watchlist', id: 3 }, 'Watchlist falling'),
    direction: 'falls',
    period: 'realtime',
  },
  sentiment: {
    ...defaultAlertForm('sentiment', { type: 'titles', ids: [7, 9] }, 'Sour mood'),
    direction: 'below',
    threshold: -40,
  },
  pre_earnings: defaultAlertForm('pre_earnings', { type: 'titles', ids: [7] }, 'Earnings'),
  price_buzz: defaultAlertForm('price_buzz', { type: 'watchlist', id: 3 }, 'Moves'),
  key_event: {
    ...defaultAlertForm('key_event', { type: 'titles', ids: [7] }, 'Guidance'),
    keyEvents: [4, 5],
  },
  watchlist_ai: defaultAlertForm('watchlist_ai', { type: 'watchlist', id: 3 }, 'AI'),
}

function permissions(tier: AccountType, overrides: { aiText?: boolean; keyEvent?: boolean } = {}) {
  const defaults = TIER_DEFAULTS[tier]
  const filters = new Set(defaults.uiFeatures.filters)
  if (overrides.keyEvent === false) filters.delete('key_event')
  if (overrides.keyEvent === true) filters.add('key_event')
  return { accountType: tier, filters, aiText: overrides.aiText ?? defaults.aiText }
}

describe('alert form ⇄ rule body', () => {
  for (const kind of ALERT_KINDS) {
    it(`round-trips ${kind}`, () => {
      const form = forms[kind]
      const body = alertFormToRuleBody(form)
      // The body is a valid /v6/rules body with every field its type needs.
      const parsed = v.parse(RuleBodySchema, body)
      expect(requiredRuleFields(parsed).filter((field) => parsed[field] === undefined)).toEqual([])
      expect(alertKindOf(parsed)).toBe(kind)
      expect(ruleBodyToAlertForm(parsed)).toEqual(form)
      expect(alertFormProblems(form)).toEqual([])
    })
  }

  it('writes the rule set the pipeline evaluates', () => {
    expect(alertFormToRuleBody(forms.buzz_level)).toEqual({
      rule_type: 'buzz_patterns',
      name: 'AAPL hot',
      titles: [7],
      partition: 'daily_5am',
      rule_set: [{ metric: 'b', comparator: 'gt', value: 250 }],
    })
    expect(alertFormToRuleBody(forms.buzz_move).rule_set).toEqual([
      { metric: 'b', comparator: 'f', value: 100 },
    ])
    expect(alertFormToRuleBody(forms.buzz_move).scope).toEqual({ type: 'watchlist', id: 3 })
    expect(alertFormToRuleBody(forms.sentiment).rule_set).toEqual([
      { metric: 's', comparator: 'lt', value: -40 },
    ])
    expect(alertFormToRuleBody(forms.pre_earnings).standard).toEqual(['pre_earnings_buzz', 'earnings_buzz'])
    expect(alertFormToRuleBody(forms.key_event)).toMatchObject({
      rule_type: 'user_messages',
      key_events: [4, 5],
    })
  })

  it('leaves API-made rules it cannot show alone', () => {
    const query = v.parse(RuleBodySchema, { rule_type: 'user_messages', name: 'q', query: 'merger' })
    expect(alertKindOf(query)).toBeNull()
    expect(ruleBodyToAlertForm(query)).toBeNull()
    const twoItems = v.parse(RuleBodySchema, {
      rule_type: 'buzz_patterns',
      name: 'two',
      titles: [1],
      rule_set: [
        { metric: 'b', comparator: 'gt', value: 200 },
        { metric: 's', comparator: 'gt', value: 10 },
      ],
    })
    expect(ruleBodyToAlertForm(twoItems)).toBeNull()
    expect(alertFeatureOf(twoItems)).toBe('rule_based_buzz_alerts')
  })

  it('names what is missing', () => {
    const empty = {
      ...forms.key_event,
      name: ' ',
      keyEvents: [],
      target: { type: 'titles' as const, ids: [] },
    }
    expect(alertFormProblems(empty)).toEqual(['name', 'target', 'key_events'])
    expect(alertFormProblems({ ...forms.sentiment, threshold: 140 })).toEqual(['threshold'])
    expect(alertFormProblems({ ...forms.buzz_move, threshold: 0 })).toEqual(['threshold'])
  })

  it('says what a rule does', () => {
    expect(describeAlertForm(forms.buzz_level)).toBe('Buzz above 250% of normal within a day')
    expect(describeAlertForm(forms.buzz_move)).toBe(
      'Buzz falls by 100 points from one 10-minute bucket to the next',
    )
    expect(describeAlertForm(forms.sentiment)).toBe('Sentiment below -40 within a day')
    expect(describeAlertForm(forms.key_event)).toBe('Reports of Guidance raised or Guidance cut')
    expect(describeAlertForm({ ...forms.key_event, keyEvents: [1, 2, 3, 4, 5] })).toBe(
      'Reports of Earnings release, Earnings beat, Earnings miss or 2 more',
    )
  })
})

describe('alert features per tier', () => {
  const expected: Record<AccountType, Record<string, boolean>> = {
    trial: { rule: true, pre: true, price: true, key: true, ai: false },
    basic: { rule: false, pre: false, price: true, key: false, ai: false },
    premium: { rule: true, pre: true, price: true, key: false, ai: false },
    platinum: { rule: true, pre: true, price: true, key: true, ai: true },
    professional: { rule: true, pre: true, price: true, key: true, ai: true },
  }
  for (const tier of ACCOUNT_TYPES) {
    it(tier, () => {
      const p = permissions(tier)
      expect({
        rule: alertFeatureAllowed(p, 'rule_based_buzz_alerts'),
        pre: alertFeatureAllowed(p, 'pre_earnings_buzz_alerts'),
        price: alertFeatureAllowed(p, 'price_buzz_alerts'),
        key: alertFeatureAllowed(p, 'key_event_alerts'),
        ai: alertFeatureAllowed(p, 'watchlist_ai_alerts'),
      }).toEqual(expected[tier])
    })
  }

  it('offers the first tier that includes a feature', () => {
    expect(upgradeTierFor('price_buzz_alerts')).toBe('basic')
    expect(upgradeTierFor('rule_based_buzz_alerts')).toBe('premium')
    expect(upgradeTierFor('key_event_alerts')).toBe('platinum')
    expect(upgradeTierFor('watchlist_ai_alerts')).toBe('platinum')
  })

  it('follows granted permissions beyond the tier', () => {
    expect(alertFeatureAllowed(permissions('basic', { aiText: true }), 'watchlist_ai_alerts')).toBe(true)
    expect(alertFeatureAllowed(permissions('platinum', { keyEvent: false }), 'key_event_alerts')).toBe(false)
  })
})
