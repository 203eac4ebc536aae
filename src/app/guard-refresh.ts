import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { hasValidSubscription, MAX_TIMER_MS } from '../core'
import { useAuth } from './auth-context'
import type { AuthSnapshot, AuthStore } from './auth-store'

/**
 * What the route guards read of the auth state: who is logged in, whether the subscription is
 * valid, the tier, the tags and the AI chat permission. Boot re-runs the guards whenever it changes
 * (a login or logout, a restored session whose fresh user data shows an expired subscription, an
 * upgrade, a new tag).
 */
export function guardStateKey(snapshot: AuthSnapshot, nowMs: number): string {
  if (snapshot.status !== 'logged-in') return 'guest'
  const { user } = snapshot
  const tags = user.available_tags
    .map((tag) => tag.name)
    .sort()
    .join(',')
  return [
    snapshot.username,
    hasValidSubscription(user, nowMs) ? 'valid' : 'invalid',
    user.subscription_type,
    tags,
    user.ai_chat > 0 ? 'chat' : '',
  ].join('|')
}

/**
 * Watches what the guards read from the moment the store exists, outside React: a component-level
 * watcher mounts only after the first route has loaded and misses a background check that finishes
 * in between (a restored session whose fresh user data shows an expired subscription).
 */
export function watchAuthForGuards(auth: AuthStore, onChange: () => void): void {
  let last = guardStateKey(auth.getSnapshot(), Date.now())
  auth.subscribe(() => {
    const next = guardStateKey(auth.getSnapshot(), Date.now())
    if (next === last) return
    last = next
    onChange()
  })
}

/** Re-runs the route guards at the moment the subscription ends (boot re-runs them on every other change). */
export function useGuardRefresh(): void {
  const auth = useAuth()
  const router = useRouter()
  const validUntilMs = auth.status === 'logged-in' ? auth.user.valid_until * 1000 : null

  useEffect(() => {
    if (validUntilMs === null) return
    const left = validUntilMs - Date.now()
    if (left <= 0 || left > MAX_TIMER_MS) return
    const timer = setTimeout(() => void router.invalidate(), left + 1000)
    return () => clearTimeout(timer)
  }, [validUntilMs, router])
}
