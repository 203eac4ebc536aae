import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS_TAB, isSettingsTab, TAB_NAMES, TabParamSchema } from './tabs'

describe('tab query parameter (application §2.2, §5)', () => {
  it('knows the 17 tab names', () => {
    expect(TAB_NAMES).toHaveLength(17)
    expect(TAB_NAMES).toContain('settings_user_preferences')
    expect(TAB_NAMES).toContain('stream_posts_market_overview')
  })

  it('keeps a known tab name and drops anything else', () => {
    expect(v.parse(TabParamSchema, 'settings_subscription')).toBe('settings_subscription')
    expect(v.parse(TabParamSchema, 'settings_billing')).toBeUndefined()
    expect(v.parse(TabParamSchema, 3)).toBeUndefined()
    expect(v.parse(TabParamSchema, undefined)).toBeUndefined()
  })

  it('defaults the settings to Profile and tells settings tabs apart', () => {
    expect(DEFAULT_SETTINGS_TAB).toBe('settings_profile')
    expect(isSettingsTab('settings_morning_briefing')).toBe(true)
    expect(isSettingsTab('asset_info')).toBe(false)
  })
})
