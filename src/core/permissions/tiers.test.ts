import { describe, expect, it } from 'vitest'
import type { AccountType } from '../wire/userdata'
import { userDataFixture } from '../wire/userdata.test-support'
import {
  canDownload,
  canUseAiChat,
  canUseAiText,
  canUseFilter,
  canUseView,
  hasMorningBriefingCapacity,
  maxRangeDays,
} from './checks'
import { effectivePermissions } from './effective'
import { TIER_DEFAULTS, userFieldsForTier } from './tiers'

/** Application §6, the tier table, one line per tier. */
const TABLE: Record<
  AccountType,
  [
    history: number,
    range: number,
    aiText: boolean,
    aiChat: boolean,
    download: boolean,
    authors: number,
    views: number,
    briefings: number,
    features: 'all on' | 'all off' | 'no key-event filter, no author view',
  ]
> = {
  trial: [1, 7, false, false, false, 4, 5, 0, 'all on'],
  basic: [1, 3, false, false, false, 5, 5, 0, 'all off'],
  premium: [12, 30, false, false, false, 15, 15, 0, 'no key-event filter, no author view'],
  platinum: [36, 90, true, false, true, 25, 25, 1, 'all on'],
  professional: [60, 365, true, false, true, 50, 50, 5, 'all on'],
}

const ALL_FILTERS = ['type', 'language', 'title', 'key_event', 'combine', 'source']
const ALL_VIEWS = ['list', 'key_event', 'author']

describe.each(Object.entries(TABLE))('tier %s (application §6)', (tier, row) => {
  const [history, range, aiText, aiChat, download, authors, views, briefings, features] = row
  const type = tier as AccountType
  const defaults = TIER_DEFAULTS[type]

  it('has the table defaults', () => {
    expect(defaults).toMatchObject({
      historyMonths: history,
      maxRangeDays: range,
      aiText,
      aiChat,
      download,
      maxWatchlistAuthors: authors,
      maxWatchlistViews: views,
      maxMorningBriefings: briefings,
    })
    const filters =
      features === 'all off'
        ? []
        : features === 'all on'
          ? ALL_FILTERS
          : ALL_FILTERS.filter((f) => f !== 'key_event')
    const viewNames =
      features === 'all off'
        ? []
        : features === 'all on'
          ? ALL_VIEWS
          : ALL_VIEWS.filter((v) => v !== 'author')
    expect([...defaults.uiFeatures.filters]).toEqual(filters)
    expect([...defaults.uiFeatures.views]).toEqual(viewNames)
  })

  it('gives a fresh account of the tier exactly these permissions (trial keeps its capacities; others get 100 and download)', () => {
    const user = userDataFixture({ subscription_type: type, ...userFieldsForTier(type) })
    const p = effectivePermissions(user)
    expect(p.historyMonths).toBe(history)
    expect(maxRangeDays(user)).toBe(range)
    expect(canUseAiText(user)).toBe(aiText)
    expect(canUseAiChat(user)).toBe(aiChat)
    expect(canDownload(user)).toBe(type === 'trial' ? download : true)
    expect(p.maxWatchlistAuthors).toBe(type === 'trial' ? authors : 100)
    expect(p.maxWatchlistViews).toBe(type === 'trial' ? views : 100)
    expect(p.maxMorningBriefings).toBe(briefings)
    expect(hasMorningBriefingCapacity(user)).toBe(briefings > 0)
    expect(canUseFilter(user, 'key_event')).toBe(features === 'all on')
    expect(canUseView(user, 'author')).toBe(features === 'all on')
    expect(canUseView(user, 'list')).toBe(features !== 'all off')
    expect(canUseFilter(user, 'author_type')).toBe(false)
  })
})
