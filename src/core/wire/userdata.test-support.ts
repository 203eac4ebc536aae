import type { UserData } from './userdata'

/** A well-formed user data answer for tests. */
export function userDataFixture(overrides: Partial<UserData> = {}): UserData {
  return {
    username: 'demo@murmur.local',
    first_name: 'Dana',
    last_name: 'Demo',
    user_id: 7,
    language: 'en',
    subscription_type: 'premium',
    valid_until: 2_000_000_000,
    paid_until: null,
    timespan_days: 30,
    history_months: 12,
    ai_textgen: 0,
    ai_chat: 0,
    ui_features: { filters: [], views: [] },
    available_tags: [],
    max_subscriptions: 0,
    nl: { morning_briefings: [] },
    ...overrides,
  }
}
