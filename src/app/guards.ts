import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { isLoggedIn } from './auth-store'
import { afterLoginPath } from './redirect'
import type { RouterContext } from './router-context'

/**
 * Navigation guards (application §2.3), used by the routes' beforeLoad. The router runs them
 * again whenever the auth state changes (router.invalidate() at boot).
 */

/** Not logged in on a protected route: to /login, with the full target path as redirect. */
export function requireLogin({
  context,
  location,
}: {
  context: RouterContext
  location: ParsedLocation
}): void {
  if (!isLoggedIn(context.auth.getSnapshot())) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

/**
 * Logged in and opening /login: home, or the page a redirect query asks for (after a login
 * the user lands where they wanted to go).
 */
export function redirectIfLoggedIn({
  context,
  search,
}: {
  context: RouterContext
  search: { redirect?: string | undefined }
}): void {
  if (isLoggedIn(context.auth.getSnapshot())) {
    throw redirect({ href: afterLoginPath(search.redirect), replace: true })
  }
}
