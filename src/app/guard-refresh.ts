import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { hasValidSubscription, MAX_TIMER_MS } from '../core'
import { useAuth } from './auth-context'
import type { AuthSnapshot } from './auth-store'

/**
 * What the route guards read of the auth state: who is logged in, whether the subscription is
 * valid, the tier, the tags and the AI chat permission. Boot re-runs the guards when the user
 * changes; this covers changes of the same user (a restored session whose fresh user data shows
 * an expired subscription, an upgrade, a new tag).
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

/** Re-runs the route guards when the guard state changes, and at the moment the subscription ends. */
export function useGuardRefresh(): void {
  const auth = useAuth()
  const router = useRouter()
  const key = guardStateKey(auth, Date.now())
  const validUntilMs = auth.status === 'logged-in' ? auth.user.valid_until * 1000 : null

  const username = auth.status === 'logged-in' ? auth.username : null
  const last = useRef({ key, username })
  useEffect(() => {
    const previous = last.current
    last.current = { key, username }
    // A login, logout or another user: boot's auth watcher re-runs the guards already.
    if (previous.key === key || previous.username !== username) return
    void router.invalidate()
  }, [key, username, router])

  useEffect(() => {
    if (validUntilMs === null) return
    const left = validUntilMs - Date.now()
    if (left <= 0 || left > MAX_TIMER_MS) return
    const timer = setTimeout(() => void router.invalidate(), left + 1000)
    return () => clearTimeout(timer)
  }, [validUntilMs, router])
}
