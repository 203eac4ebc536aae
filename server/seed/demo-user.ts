import { findUserByEmail, hashPassword, insertUser, md5Hex, updateUser, verifyPassword } from '../accounts'
import type { Database, UserRow } from '../db'

const DAY_MS = 86_400_000

export { md5Hex }

export interface DemoUserSeed {
  user: UserRow
  created: boolean
  passwordUpdated: boolean
}

/**
 * Idempotent: creates the demo user once (professional, valid 365 days from the first
 * seed) and afterwards only re-hashes the password when DEMO_PASSWORD changed, so the
 * login printed at start always works.
 */
export async function seedDemoUser(
  db: Database,
  demo: { email: string; password: string },
  now: Date = new Date(),
): Promise<DemoUserSeed> {
  const passwordMd5 = md5Hex(demo.password)
  const existing = await findUserByEmail(db, demo.email)
  if (existing) {
    if (await verifyPassword(passwordMd5, existing.passwordHash)) {
      return { user: existing, created: false, passwordUpdated: false }
    }
    const updated = await updateUser(db, existing.id, { passwordHash: await hashPassword(passwordMd5) })
    return { user: updated ?? existing, created: false, passwordUpdated: true }
  }
  const user = await insertUser(db, {
    email: demo.email,
    firstName: 'Demo',
    lastName: 'Trader',
    language: 'en',
    subscriptionType: 'professional',
    validUntil: new Date(now.getTime() + 365 * DAY_MS),
    paidUntil: null,
    timespanDays: 365,
    historyMonths: 60,
    aiTextgen: 1,
    aiChat: 1,
    uiFeatures: {
      filters: ['type', 'language', 'title', 'key_event', 'combine', 'source'],
      views: ['list', 'key_event', 'author'],
    },
    availableTags: ['trendradar'],
    maxSubscriptions: 5,
    active: true,
    passwordHash: await hashPassword(passwordMd5),
  })
  return { user, created: true, passwordUpdated: false }
}
