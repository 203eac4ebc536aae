import { hasValidSubscription } from '../subscription'
import type { UserData } from '../wire/userdata'
import { canUseAiChat, hasTag, TREND_RADAR_TAG } from './checks'

/**
 * Navigation guard decisions of application §2.3 as pure functions. The router maps a
 * decision to its redirect; the server refuses the matching calls with the same checks.
 */

export interface RouteAccess {
  /**
   * public: anyone (accounts, pricing, purchase, cancellation);
   * guest_only: public, but logged-in users are sent home (login, register);
   * protected: needs a login.
   */
  access: 'public' | 'guest_only' | 'protected'
  /** Logged in without a valid subscription: sent to the subscription page. */
  needsSubscription?: boolean
  /** Non-trial users are sent home. */
  trialOnly?: boolean
  /** A tag the user must hold (trend radar: trendradar), else home. */
  tag?: string
  /** Needs the AI chat permission, else home. */
  aiChat?: boolean
}

export type GuardDecision =
  | { kind: 'allow' }
  /** To /login with `redirect` holding the full target path. */
  | { kind: 'login'; redirect: string }
  | { kind: 'home' }
  | { kind: 'subscription' }

export const HOME_PATH = '/'
export const LOGIN_PATH = '/login'
/** The subscription page: the settings' Subscription tab. */
export const SUBSCRIPTION_PAGE = { path: '/settings', tab: 'settings_subscription' } as const
export const SUBSCRIPTION_PAGE_HREF = `${SUBSCRIPTION_PAGE.path}?tab=${SUBSCRIPTION_PAGE.tab}`

const PUBLIC: RouteAccess = { access: 'public' }
const GUEST_ONLY: RouteAccess = { access: 'guest_only' }
const SUBSCRIBED: RouteAccess = { access: 'protected', needsSubscription: true }

/**
 * What each route of application §2.1 needs. Settings stay reachable without a valid
 * subscription: they hold the subscription page the other routes send such users to.
 */
export function routeAccess(pathname: string): RouteAccess {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/login' || path === '/register') return GUEST_ONLY
  if (['/accounts', '/pricing', '/cancellation'].includes(path)) return PUBLIC
  if (path === '/purchase' || path.startsWith('/purchase/')) return PUBLIC
  if (path === '/settings') return { access: 'protected' }
  if (path === '/chat') return { ...SUBSCRIBED, aiChat: true }
  if (path.startsWith('/trend_radar/')) return { ...SUBSCRIBED, tag: TREND_RADAR_TAG }
  return SUBSCRIBED
}

/**
 * The guard decision for opening a route. `user` is null for a guest; `targetHref` is the
 * full target path (path, search and hash) handed on as the login redirect.
 */
export function decideNavigation(
  route: RouteAccess,
  user: UserData | null,
  nowMs: number,
  targetHref: string,
): GuardDecision {
  if (route.access === 'guest_only') return user ? { kind: 'home' } : { kind: 'allow' }
  if (route.access === 'public') return { kind: 'allow' }
  if (!user) return { kind: 'login', redirect: targetHref }
  if (route.needsSubscription && !hasValidSubscription(user, nowMs)) return { kind: 'subscription' }
  if (route.trialOnly && user.subscription_type !== 'trial') return { kind: 'home' }
  if (route.tag !== undefined && !hasTag(user, route.tag)) return { kind: 'home' }
  if (route.aiChat && !canUseAiChat(user)) return { kind: 'home' }
  return { kind: 'allow' }
}
