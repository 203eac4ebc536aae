import type { HubSession } from '../../workers/hub'
import { hasValidSubscription, MAX_TIMER_MS, type RuntimeConfig } from '../core'
import type { AuthSnapshot } from './auth-store'

/**
 * The hub session for an auth state: null for guests; otherwise the credentials, the live
 * fingerprint, whether the subscription is valid now (the socket only opens while it is) and the
 * configured socket URL.
 */
export function liveSessionFor(
  auth: AuthSnapshot,
  config: Pick<RuntimeConfig, 'websocketUrl'>,
  fingerprint: string,
  nowMs: number,
): HubSession | null {
  if (auth.status !== 'logged-in') return null
  return {
    username: auth.username,
    passwordHash: auth.passwordHash,
    fingerprint,
    subscriptionValid: hasValidSubscription(auth.user, nowMs),
    socketUrl: config.websocketUrl,
  }
}

/** Milliseconds until the subscription stops being valid (then the session must be re-sent), or null. */
export function msUntilSubscriptionEnds(auth: AuthSnapshot, nowMs: number): number | null {
  if (auth.status !== 'logged-in') return null
  const remaining = auth.user.valid_until * 1000 - nowMs
  if (remaining <= 0) return null
  return Math.min(remaining + 1000, MAX_TIMER_MS)
}

export function sameSession(a: HubSession | null, b: HubSession | null): boolean {
  if (a === null || b === null) return a === b
  return (
    a.username === b.username &&
    a.passwordHash === b.passwordHash &&
    a.fingerprint === b.fingerprint &&
    a.subscriptionValid === b.subscriptionValid &&
    a.socketUrl === b.socketUrl
  )
}
