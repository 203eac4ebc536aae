import { createHash } from 'node:crypto'
import type { Config } from '../config'
import type { Counters } from './counters'

/**
 * Credential guessing, limited the same way for HTTP basic auth and the live socket's authorize:
 * - per client address: more than `perAddressPerMinute` failed logins in a minute and the address
 *   is refused (code 19) until the minute ends, whatever account it tries;
 * - per account: after `perAccountPerHour` failed logins in an hour from all addresses together,
 *   the account is guarded: an address that already failed for it is refused until the hour ends.
 *   An address that has not failed still gets its answer, so the real owner logs in with the right
 *   password while a stranger guesses elsewhere (no lockout by a stranger).
 */
export interface LoginGuardLimits {
  perAddressPerMinute: number
  perAccountPerHour: number
}

export function loginGuardLimits(config: Pick<Config, 'accounts'>): LoginGuardLimits {
  return {
    perAddressPerMinute: config.accounts.rateLimits.loginPerMinute,
    perAccountPerHour: config.accounts.rateLimits.failedLoginsPerAccountHour,
  }
}

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface LoginGuard {
  check(address: string, username: string | null): Promise<LoginVerdict>
  recordFailure(address: string, username: string | null): Promise<void>
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Account names are kept out of the counter keys (they are e-mail addresses). */
function accountKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32)
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

export function createLoginGuard(counters: Counters, limits: LoginGuardLimits): LoginGuard {
  const keys = (address: string, username: string | null) => {
    const account = username === null || username === '' ? null : accountKey(username)
    return {
      // The same key the per-address limiter has always used: counts survive an upgrade.
      address: `login:${address}`,
      account: account === null ? null : `login-account:${account}`,
      pair: account === null ? null : `login-pair:${account}:${address}`,
    }
  }
  return {
    async check(address, username) {
      const key = keys(address, username)
      const byAddress = await counters.read(key.address)
      if (byAddress.current >= limits.perAddressPerMinute) {
        return { allowed: false, retryAfterSeconds: seconds(byAddress.ttl) }
      }
      if (key.account === null || key.pair === null) return { allowed: true }
      const [byAccount, byPair] = await Promise.all([counters.read(key.account), counters.read(key.pair)])
      if (byAccount.current >= limits.perAccountPerHour && byPair.current > 0) {
        return { allowed: false, retryAfterSeconds: seconds(Math.min(byAccount.ttl, byPair.ttl)) }
      }
      return { allowed: true }
    },
    async recordFailure(address, username) {
      const key = keys(address, username)
      await Promise.all([
        counters.incr(key.address, MINUTE),
        ...(key.account === null || key.pair === null
          ? []
          : [counters.incr(key.account, HOUR), counters.incr(key.pair, HOUR)]),
      ])
    },
  }
}
