import { describe, expect, it } from 'vitest'
import { EU_COUNTRIES } from '../../core'
import { allOn, choiceOf, withChoice } from './preferences-state'

describe('market and asset-type preferences', () => {
  it('starts with everything on when no uiPreferences exist', () => {
    const choice = choiceOf({})
    expect([...choice.markets]).toEqual(['US', 'CA', 'EU', 'CN', 'IN', 'REST_AS'])
    expect([...choice.titleTypes]).toEqual([
      'company',
      'index',
      'raw_material',
      'crypto_currency',
      'forex',
      'fund',
    ])
  })

  it('stores ISO country codes and title types, keeping other option keys', () => {
    const choice = allOn()
    choice.markets = new Set(['US', 'EU'])
    choice.titleTypes = new Set(['crypto_currency', 'company'])
    const saved = withChoice(
      { theme: 'dark', uiPreferences: { markets: [], titleTypes: [], extra: 1 } },
      choice,
    )
    expect(saved).toEqual({
      theme: 'dark',
      uiPreferences: {
        extra: 1,
        markets: ['US', ...EU_COUNTRIES],
        titleTypes: ['company', 'crypto_currency'],
      },
    })
    expect(choiceOf(saved)).toEqual(choice)
  })
})
