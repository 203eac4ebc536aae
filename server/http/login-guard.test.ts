import { describe, expect, it } from 'vitest'
import { MemoryCounters } from './counters'
import { createLoginGuard } from './login-guard'

function guardAt(limits = { perAddressPerMinute: 3, perAccountPerHour: 5 }) {
  let now = 1_000_000
  const guard = createLoginGuard(new MemoryCounters(() => now), limits)
  return { guard, advance: (ms: number) => (now += ms) }
}

describe('createLoginGuard', () => {
  it('refuses an address after its failed logins of the minute, for every account, until the minute ends', async () => {
    const { guard, advance } = guardAt()
    for (let i = 0; i < 3; i += 1) await guard.recordFailure('10.0.0.1', `user${i}@example.com`)
    expect(await guard.check('10.0.0.1', 'owner@example.com')).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    })
    expect(await guard.check('10.0.0.2', 'owner@example.com')).toEqual({ allowed: true })
    advance(60_000)
    expect(await guard.check('10.0.0.1', 'owner@example.com')).toEqual({ allowed: true })
  })

  it('guards an account attacked from many addresses, yet lets an address that has not failed through', async () => {
    const { guard } = guardAt()
    // Five strangers, one guess each: under every per-address limit, but the account is now guarded.
    for (let i = 1; i <= 5; i += 1) await guard.recordFailure(`10.0.1.${i}`, 'Owner@Example.com')
    for (let i = 1; i <= 5; i += 1) {
      const verdict = await guard.check(`10.0.1.${i}`, 'owner@example.com')
      expect(verdict.allowed).toBe(false)
    }
    // The owner's own address has not failed: the right password will be checked and accepted.
    expect(await guard.check('192.0.2.7', 'owner@example.com')).toEqual({ allowed: true })
    // Other accounts are not affected.
    expect(await guard.check('10.0.1.1', 'someone-else@example.com')).toEqual({ allowed: true })
  })

  it('does not guard an account below its hourly limit', async () => {
    const { guard } = guardAt()
    for (let i = 1; i <= 4; i += 1) await guard.recordFailure(`10.0.2.${i}`, 'owner@example.com')
    expect(await guard.check('10.0.2.1', 'owner@example.com')).toEqual({ allowed: true })
  })

  it('ends the guard with the hour', async () => {
    const { guard, advance } = guardAt()
    for (let i = 1; i <= 5; i += 1) await guard.recordFailure(`10.0.3.${i}`, 'owner@example.com')
    expect((await guard.check('10.0.3.1', 'owner@example.com')).allowed).toBe(false)
    advance(60 * 60_000)
    expect(await guard.check('10.0.3.1', 'owner@example.com')).toEqual({ allowed: true })
  })
})
