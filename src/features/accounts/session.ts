import { useMemo } from 'react'
import { isLoggedIn, type LoggedIn, useAuth } from '../../app'
import type { BasicCredentials } from '../../core'

/** The basic credentials of a logged-in session (username and MD5 of the password). */
export function credentialsOf(session: Pick<LoggedIn, 'username' | 'passwordHash'>): BasicCredentials {
  return { username: session.username, passwordHash: session.passwordHash }
}

/** The logged-in session, or null for a guest; re-renders when it changes. */
export function useSession(): LoggedIn | null {
  const auth = useAuth()
  return isLoggedIn(auth) ? auth : null
}

/** The session's credentials, the same object while the session stays (query keys and effects depend on it). */
export function useSessionCredentials(
  session: Pick<LoggedIn, 'username' | 'passwordHash'>,
): BasicCredentials {
  const { username, passwordHash } = session
  return useMemo(() => credentialsOf({ username, passwordHash }), [username, passwordHash])
}
