import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { UserData } from '../core'
import { userDataFixture } from '../core/wire/userdata.test-support'
import type { AuthSnapshot, AuthStore } from './auth-store'
import { decideFor, guardRoute, redirectIfLoggedIn } from './guards'
import type { RouterContext } from './router-context'

const NOW_S = Math.floor(Date.now() / 1000)
const VALID = userDataFixture({ valid_until: NOW_S + 30 * 86_400 })
const EXPIRED = userDataFixture({ valid_until: NOW_S - 60 })

function contextFor(user: UserData | null): Pick<RouterContext, 'auth'> {
  const snapshot: AuthSnapshot = user
    ? {
        status: 'logged-in',
        username: user.username,
        passwordHash: 'e10adc3949ba59abbe56e057f20f883e',
        user,
        verification: 'verified',
      }
    : { status: 'guest' }
  const auth: AuthStore = {
    getSnapshot: () => snapshot,
    subscribe: () => () => {},
    restore: async () => 'skipped',
    verify: async () => 'skipped',
    login: async () => ({ ok: true, user: VALID }),
    logout: () => {},
    dispose: () => {},
  }
  return { auth }
}

function location(href: string) {
  return { href, pathname: new URL(href, 'http://app.test').pathname }
}

/** Where the guard sends the user: null when it lets the navigation through. */
function target(
  user: UserData | null,
  href: string,
): { href?: string; to?: string; search?: unknown } | null {
  try {
    guardRoute({ context: contextFor(user), location: location(href) })
    return null
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    const { href: to, to: path, search } = thrown.options
    return {
      ...(to ? { href: to } : {}),
      ...(path ? { to: String(path) } : {}),
      ...(search ? { search } : {}),
    }
  }
}

describe('navigation guards (application §2.3)', () => {
  it('sends a guest on a protected route to login with the full target path', () => {
    for (const href of ['/', '/?tab=stream_posts_stream#top', '/settings?tab=settings_profile', '/chat']) {
      expect(target(null, href)).toEqual({ to: '/login', search: { redirect: href } })
    }
  })

  it('lets guests open the public pages', () => {
    for (const href of [
      '/login',
      '/register',
      '/accounts',
      '/pricing',
      '/purchase',
      '/purchase/premium',
      '/purchase/anything',
      '/cancellation',
    ]) {
      expect(target(null, href)).toBeNull()
    }
  })

  it('sends logged-in users from login and register home', () => {
    expect(target(VALID, '/register')).toEqual({ href: '/' })
    expect(target(VALID, '/login')).toEqual({ href: '/' })
    expect(target(EXPIRED, '/register')).toEqual({ href: '/' })
  })

  it('keeps the public pages open for logged-in users, expired or not', () => {
    for (const href of ['/accounts', '/pricing', '/purchase/basic', '/cancellation']) {
      expect(target(VALID, href)).toBeNull()
      expect(target(EXPIRED, href)).toBeNull()
    }
  })

  it('sends a user without a valid subscription to the subscription page', () => {
    for (const href of [
      '/',
      '/explore',
      '/asset?title_id=1',
      '/trend_radar/news',
      '/chat',
      '/morning_briefings',
    ]) {
      expect(target(EXPIRED, href)).toEqual({ href: '/settings?tab=settings_subscription' })
    }
  })

  it('keeps the settings (the subscription page) open without a valid subscription', () => {
    expect(target(EXPIRED, '/settings?tab=settings_subscription')).toBeNull()
    expect(target(EXPIRED, '/settings')).toBeNull()
  })

  it('lets a valid subscription through to the protected pages', () => {
    for (const href of ['/', '/explore', '/asset?title_id=1', '/settings']) {
      expect(target(VALID, href)).toBeNull()
    }
  })

  it('needs the trendradar tag for the trend radar pages, else home', () => {
    for (const page of ['news', 'topics', 'googleTrends', 'research']) {
      expect(target(VALID, `/trend_radar/${page}`)).toEqual({ href: '/' })
      const tagged = userDataFixture({ ...VALID, available_tags: [{ name: 'trendradar' }] })
      expect(target(tagged, `/trend_radar/${page}`)).toBeNull()
    }
  })

  it('needs the AI chat permission for the chat page, else home', () => {
    expect(target(VALID, '/chat')).toEqual({ href: '/' })
    expect(target(userDataFixture({ ...VALID, ai_chat: 1 }), '/chat')).toBeNull()
  })

  it('sends non-trial users away from a trial-only page', () => {
    const trialOnly = { access: 'protected', needsSubscription: true, trialOnly: true } as const
    const args = (user: UserData) => ({ context: contextFor(user), location: location('/trial') })
    expect(decideFor(args(userDataFixture({ ...VALID, subscription_type: 'trial' })), trialOnly)).toEqual({
      kind: 'allow',
    })
    expect(decideFor(args(VALID), trialOnly)).toEqual({ kind: 'home' })
  })

  it('sends a logged-in user from /login to the safe redirect target', () => {
    const catchRedirect = (user: UserData | null, redirect?: string) => {
      try {
        redirectIfLoggedIn({ context: contextFor(user), search: { redirect } })
        return null
      } catch (thrown) {
        return isRedirect(thrown) ? thrown.options.href : thrown
      }
    }
    expect(catchRedirect(null, '/asset')).toBeNull()
    expect(catchRedirect(VALID, '/asset?title_id=1')).toBe('/asset?title_id=1')
    expect(catchRedirect(VALID, '//evil.example')).toBe('/')
    expect(catchRedirect(VALID)).toBe('/')
  })
})
