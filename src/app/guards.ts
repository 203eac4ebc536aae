import { type ParsedLocation, redirect } from '@tanstack/react-router'
import {
  decideNavigation,
  type GuardDecision,
  HOME_PATH,
  LOGIN_PATH,
  type RouteAccess,
  routeAccess,
  SUBSCRIPTION_PAGE_HREF,
} from '../core'
import { isLoggedIn } from './auth-store'
import { afterLoginPath } from './redirect'
import type { RouterContext } from './router-context'

/**
 * Navigation guards (application §2.3), run in the routes' beforeLoad. The decisions are the
 * shared pure functions of src/core (`routeAccess` says what a path needs, `decideNavigation`
 * decides); this file only turns a decision into the router's redirect. The router runs them
 * again whenever the auth state changes (router.invalidate() at boot).
 *
 * Where a user without a valid subscription goes: the settings' Subscription tab
 * (SUBSCRIPTION_PAGE_HREF), not the public /accounts page. It is the page that shows the user's
 * own state (expired on which day, an order waiting for payment) next to the plans to renew
 * with, and it stays reachable for a logged-in user whose subscription ended.
 */

interface GuardArgs {
  context: Pick<RouterContext, 'auth'>
  location: Pick<ParsedLocation, 'pathname' | 'href'>
}

/** The redirect a decision stands for; null lets the navigation through. */
export function redirectFor(decision: GuardDecision): ReturnType<typeof redirect> | null {
  switch (decision.kind) {
    case 'allow':
      return null
    case 'login':
      return redirect({ to: LOGIN_PATH, search: { redirect: decision.redirect } })
    case 'home':
      return redirect({ href: HOME_PATH, replace: true })
    case 'subscription':
      return redirect({ href: SUBSCRIPTION_PAGE_HREF, replace: true })
  }
}

/** The decision for opening `location` in the current auth state. */
export function decideFor({ context, location }: GuardArgs, access?: RouteAccess): GuardDecision {
  const snapshot = context.auth.getSnapshot()
  const user = isLoggedIn(snapshot) ? snapshot.user : null
  return decideNavigation(access ?? routeAccess(location.pathname), user, Date.now(), location.href)
}

/**
 * The guard of a route: what the path needs comes from the shared route table, so every route
 * below the protected layout (also those later issues add) is guarded by the same call.
 */
export function guardRoute(args: GuardArgs): void {
  const target = redirectFor(decideFor(args))
  if (target) throw target
}

/**
 * Logged in and opening /login: home, or the page a redirect query asks for (after a login
 * the user lands where they wanted to go). Guests stay.
 */
export function redirectIfLoggedIn({
  context,
  search,
}: {
  context: Pick<RouterContext, 'auth'>
  search: { redirect?: string | undefined }
}): void {
  if (isLoggedIn(context.auth.getSnapshot())) {
    throw redirect({ href: afterLoginPath(search.redirect), replace: true })
  }
}
