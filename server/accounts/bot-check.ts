import { randomBytes } from 'node:crypto'
import { createChallenge, randomInt } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared'
import { lt } from 'drizzle-orm'
import * as v from 'valibot'
import { type AltchaChallenge, AltchaChallengeSchema } from '../../src/core'
import type { Database } from '../db'
import { botCheckUses } from '../db/schema'

/**
 * The signup bot check: a self-hosted ALTCHA proof of work (altcha-lib v2). The server
 * picks a secret counter; the browser finds it by trying SHA-256 hashes; a signed key lets
 * the server verify the answer with one hash. Each solved challenge counts once.
 */

const CHALLENGE_TTL_MS = 10 * 60_000

export interface BotCheck {
  challenge(): Promise<AltchaChallenge>
  /** True when `token` (the widget's base64 payload) is a fresh, correct solution. */
  verify(token: string): Promise<boolean>
}

export interface BotCheckOptions {
  db: Database
  /** null: a random secret for this process. */
  secret: string | null
  /** The secret counter lies between half of this and this. */
  maxCounter: number
  now?: () => number
}

export function createBotCheck({ db, secret, maxCounter, now = Date.now }: BotCheckOptions): BotCheck {
  const signatureSecret = secret ?? randomBytes(32).toString('hex')
  const keySecret = deriveHmacKeySecret(signatureSecret)

  const store = {
    get: () => false,
    set: () => undefined,
    /** Atomic across nodes: the primary key refuses a second use of the same challenge. */
    async setIfAbsent(key: string) {
      const at = new Date(now())
      await db.delete(botCheckUses).where(lt(botCheckUses.expiresAt, at))
      const inserted = await db
        .insert(botCheckUses)
        .values({ challengeId: key, expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS) })
        .onConflictDoNothing()
        .returning({ challengeId: botCheckUses.challengeId })
      return inserted.length === 1
    },
  }

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxCounter, Math.max(1, Math.floor(maxCounter / 2))),
        deriveKey,
        expiresAt: Math.floor((now() + CHALLENGE_TTL_MS) / 1000),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: await keySecret,
      })
      return v.parse(AltchaChallengeSchema, challenge)
    },
    async verify(token) {
      const result = await verify(token, deriveKey, signatureSecret, await keySecret, store)
      return result.error === null && result.verification?.verified === true
    },
  }
}
