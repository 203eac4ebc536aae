import { describe, expect, it } from 'vitest'
import { userDataFixture } from '../wire/userdata.test-support'
import {
  allowsRelativeRange,
  allowsTimeSpan,
  canUseAiChat,
  canUseAiText,
  canUseFilter,
  canUseView,
  earliestPermittedDate,
  hasFeature,
  hasHistoryFor,
  hasTag,
  hasWatchlistCapacity,
  morningBriefingCapacity,
  timeSpanLimitDays,
  watchlistCapacity,
} from './checks'
import { DEFAULT_TIME_SPAN_LIMIT_DAYS, effectivePermissions } from './effective'

const DAY = 86_400_000
const briefing = (id: number) => ({ id, edition: 'us', language: 'en' as const, timezone: 'UTC', created: 0 })

describe('effective permissions (application §6)', () => {
  it('grants AI text generation and AI chat when the user field is above 0', () => {
    const basic = userDataFixture({ subscription_type: 'basic', ai_textgen: 0, ai_chat: 0 })
    expect(canUseAiText(basic)).toBe(false)
    expect(canUseAiChat(basic)).toBe(false)
    const granted = userDataFixture({ subscription_type: 'basic', ai_textgen: 1, ai_chat: 2 })
    expect(canUseAiText(granted)).toBe(true)
    expect(canUseAiChat(granted)).toBe(true)
    expect(hasFeature(granted, 'ai_chat')).toBe(true)
    // Professional's default has no AI chat; the user field is what grants it.
    expect(canUseAiChat(userDataFixture({ subscription_type: 'professional', ai_chat: 0 }))).toBe(false)
  })

  it('takes the larger of tier default and user value for history months and range days', () => {
    const low = effectivePermissions(
      userDataFixture({ subscription_type: 'premium', history_months: 2, timespan_days: 5 }),
    )
    expect(low.historyMonths).toBe(12)
    expect(low.maxRangeDays).toBe(30)
    const high = effectivePermissions(
      userDataFixture({ subscription_type: 'basic', history_months: 24, timespan_days: 90 }),
    )
    expect(high.historyMonths).toBe(24)
    expect(high.maxRangeDays).toBe(90)
    expect(allowsRelativeRange(high, 90)).toBe(true)
    expect(allowsRelativeRange(high, 91)).toBe(false)
  })

  it('gives non-trial users download and 100 watchlist views and authors; trial keeps 5 and 4', () => {
    const basic = effectivePermissions(userDataFixture({ subscription_type: 'basic' }))
    expect(basic.download).toBe(true)
    expect(basic.maxWatchlistViews).toBe(100)
    expect(basic.maxWatchlistAuthors).toBe(100)
    expect(watchlistCapacity(basic, 'views', 99)).toBe(1)
    expect(hasWatchlistCapacity(basic, 'views', 100)).toBe(false)
    const trial = effectivePermissions(userDataFixture({ subscription_type: 'trial' }))
    expect(trial.download).toBe(false)
    expect(hasWatchlistCapacity(trial, 'views', 4)).toBe(true)
    expect(hasWatchlistCapacity(trial, 'views', 5)).toBe(false)
    expect(hasWatchlistCapacity(trial, 'authors', 3)).toBe(true)
    expect(hasWatchlistCapacity(trial, 'authors', 4)).toBe(false)
  })

  it('reads filter and view permissions from ui_features, never author-type filtering', () => {
    const user = userDataFixture({
      subscription_type: 'professional',
      ui_features: { filters: ['type', 'source', 'author_type', 'bogus'], views: ['author'] },
    })
    expect(canUseFilter(user, 'type')).toBe(true)
    expect(canUseFilter(user, 'source')).toBe(true)
    expect(canUseFilter(user, 'language')).toBe(false)
    expect(canUseFilter(user, 'author_type')).toBe(false)
    expect(hasFeature(user, 'filter.author_type')).toBe(false)
    expect(canUseView(user, 'author')).toBe(true)
    expect(canUseView(user, 'list')).toBe(false)
    expect(hasFeature(user, 'view.list')).toBe(false)
    expect(hasFeature(user, 'filter.type')).toBe(true)
    expect([...effectivePermissions(user).filters]).toEqual(['type', 'source'])
  })

  it('reads tags from available_tags', () => {
    const user = userDataFixture({ available_tags: [{ name: 'trendradar' }] })
    expect(hasTag(user, 'trendradar')).toBe(true)
    expect(hasTag(userDataFixture(), 'trendradar')).toBe(false)
  })

  it('has morning-briefing capacity while max_subscriptions is above the current count', () => {
    const one = userDataFixture({ max_subscriptions: 1, nl: { morning_briefings: [] } })
    expect(morningBriefingCapacity(one)).toBe(1)
    const full = userDataFixture({ max_subscriptions: 1, nl: { morning_briefings: [briefing(1)] } })
    expect(morningBriefingCapacity(full)).toBe(0)
    const over = userDataFixture({
      max_subscriptions: 1,
      nl: { morning_briefings: [briefing(1), briefing(2)] },
    })
    expect(morningBriefingCapacity(over)).toBe(0)
    expect(hasFeature(userDataFixture({ max_subscriptions: 5 }), 'morning_briefings')).toBe(true)
  })

  it('limits absolute spans to 366 days by default', () => {
    const user = userDataFixture({ subscription_type: 'professional', timespan_days: 365 })
    expect(DEFAULT_TIME_SPAN_LIMIT_DAYS).toBe(366)
    expect(timeSpanLimitDays(user)).toBe(366)
    expect(allowsTimeSpan(user, 0, 366 * DAY)).toBe(true)
    expect(allowsTimeSpan(user, 0, 366 * DAY + 1)).toBe(false)
    expect(timeSpanLimitDays(userDataFixture({ timespan_days: 730 }))).toBe(730)
  })

  it('permits history back to the same day `history months` ago, never before 2012-01-01', () => {
    const now = Date.UTC(2025, 2, 31, 15, 30)
    const premium = userDataFixture({ subscription_type: 'premium', history_months: 0 })
    expect(earliestPermittedDate(premium, now)).toBe(Date.UTC(2024, 2, 31))
    const basic = userDataFixture({ subscription_type: 'basic', history_months: 0 })
    expect(earliestPermittedDate(basic, now)).toBe(Date.UTC(2025, 1, 28))
    expect(hasHistoryFor(basic, Date.UTC(2025, 1, 28), now)).toBe(true)
    expect(hasHistoryFor(basic, Date.UTC(2025, 1, 27, 23), now)).toBe(false)
    const forever = userDataFixture({ history_months: 600 })
    expect(earliestPermittedDate(forever, now)).toBe(Date.UTC(2012, 0, 1))
  })
})
