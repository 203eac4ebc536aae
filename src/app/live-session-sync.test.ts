import { describe, expect, it } from 'vitest'
import type { HubSession } from '../../workers/hub'
import { DEFAULT_RUNTIME_CONFIG, type UserData } from '../core'
import type { AuthSnapshot } from './auth-store'
import { keepLiveSessionInStep } from './live-session-sync'

const NOW_S = Math.floor(Date.now() / 1000)

function loggedIn(username: string, validUntilSeconds = NOW_S + 3600): AuthSnapshot {
  return {
    status: 'logged-in',
    username,
    passwordHash: 'hash',
    verification: 'verified',
    user: { valid_until: validUntilSeconds } as UserData,
  }
}

function authStore(initial: AuthSnapshot) {
  let snapshot = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next: AuthSnapshot) {
      snapshot = next
      for (const listener of listeners) listener()
    },
  }
}

const config = { ready: Promise.resolve({ ...DEFAULT_RUNTIME_CONFIG, socketFingerprint: 'configured' }) }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('keepLiveSessionInStep', () => {
  it('sends the logged-in session once, follows logins and logouts, and stops', async () => {
    const sessions: (HubSession | null)[] = []
    const auth = authStore(loggedIn('ann@example.com'))
    const stop = keepLiveSessionInStep({ setSession: (session) => sessions.push(session) }, auth, config)
    await settle()
    expect(sessions).toEqual([
      {
        username: 'ann@example.com',
        passwordHash: 'hash',
        fingerprint: 'configured',
        subscriptionValid: true,
        socketUrl: DEFAULT_RUNTIME_CONFIG.websocketUrl,
      },
    ])
    // A new snapshot with the same session (a re-verification) sends nothing.
    auth.set(loggedIn('ann@example.com'))
    await settle()
    expect(sessions).toHaveLength(1)
    auth.set({ status: 'guest' })
    auth.set(loggedIn('bob@example.com'))
    await settle()
    expect(sessions.slice(1).map((session) => session?.username ?? null)).toEqual([null, 'bob@example.com'])
    stop()
    auth.set({ status: 'guest' })
    expect(sessions).toHaveLength(3)
  })

  it('drops a login that was replaced before its fingerprint was ready', async () => {
    const sessions: (HubSession | null)[] = []
    const auth = authStore(loggedIn('ann@example.com'))
    keepLiveSessionInStep({ setSession: (session) => sessions.push(session) }, auth, config)
    auth.set({ status: 'guest' })
    await settle()
    expect(sessions).toEqual([null])
  })

  it('marks the session invalid once the subscription has run out', async () => {
    const sessions: (HubSession | null)[] = []
    const auth = authStore(loggedIn('ann@example.com', NOW_S - 10))
    keepLiveSessionInStep({ setSession: (session) => sessions.push(session) }, auth, config)
    await settle()
    expect(sessions.map((session) => session?.subscriptionValid)).toEqual([false])
  })
})
