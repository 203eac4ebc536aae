import { describe, expect, it } from 'vitest'
import { userDataFixture } from '../wire/userdata.test-support'
import { decideNavigation, routeAccess, SUBSCRIPTION_PAGE_HREF } from './guards'

const NOW = Date.UTC(2025, 5, 1)
const valid = userDataFixture({ valid_until: NOW / 1000 + 86_400 })
const expired = userDataFixture({ valid_until: NOW / 1000 - 1 })

describe('navigation guards (application §2.3)', () => {
  it('sends guests on a protected route to login with the full target path', () => {
    expect(decideNavigation(routeAccess('/asset'), null, NOW, '/asset?title_id=5#x')).toEqual({
      kind: 'login',
      redirect: '/asset?title_id=5#x',
    })
    expect(decideNavigation(routeAccess('/settings'), null, NOW, '/settings')).toMatchObject({
      kind: 'login',
    })
  })

  it('sends logged-in users without a valid subscription to the subscription page', () => {
    expect(decideNavigation(routeAccess('/explore'), expired, NOW, '/explore')).toEqual({
      kind: 'subscription',
    })
    expect(decideNavigation(routeAccess('/settings'), expired, NOW, SUBSCRIPTION_PAGE_HREF)).toEqual({
      kind: 'allow',
    })
    expect(decideNavigation(routeAccess('/explore'), valid, NOW, '/explore')).toEqual({ kind: 'allow' })
  })

  it('sends logged-in users opening login or register home', () => {
    expect(decideNavigation(routeAccess('/login'), valid, NOW, '/login')).toEqual({ kind: 'home' })
    expect(decideNavigation(routeAccess('/register/'), expired, NOW, '/register')).toEqual({ kind: 'home' })
    expect(decideNavigation(routeAccess('/register'), null, NOW, '/register')).toEqual({ kind: 'allow' })
  })

  it('lets anyone open the public routes', () => {
    for (const path of ['/accounts', '/pricing', '/purchase', '/purchase/premium', '/cancellation']) {
      expect(decideNavigation(routeAccess(path), null, NOW, path)).toEqual({ kind: 'allow' })
      expect(decideNavigation(routeAccess(path), valid, NOW, path)).toEqual({ kind: 'allow' })
    }
  })

  it('sends non-trial users away from a trial-only page', () => {
    const route = { access: 'protected' as const, trialOnly: true }
    expect(decideNavigation(route, valid, NOW, '/x')).toEqual({ kind: 'home' })
    const trial = userDataFixture({ subscription_type: 'trial', valid_until: NOW / 1000 + 60 })
    expect(decideNavigation(route, trial, NOW, '/x')).toEqual({ kind: 'allow' })
  })

  it('needs the trendradar tag on trend radar pages and AI chat on the chat page', () => {
    for (const path of ['/trend_radar/news', '/trend_radar/research']) {
      expect(decideNavigation(routeAccess(path), valid, NOW, path)).toEqual({ kind: 'home' })
      const tagged = { ...valid, available_tags: [{ name: 'trendradar' }] }
      expect(decideNavigation(routeAccess(path), tagged, NOW, path)).toEqual({ kind: 'allow' })
    }
    expect(decideNavigation(routeAccess('/chat'), valid, NOW, '/chat')).toEqual({ kind: 'home' })
    expect(decideNavigation(routeAccess('/chat'), { ...valid, ai_chat: 1 }, NOW, '/chat')).toEqual({
      kind: 'allow',
    })
  })
})
