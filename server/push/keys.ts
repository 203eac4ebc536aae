import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Database } from '../db'
import { pushKeys } from '../db/schema'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** The VAPID key pair: made and stored on the first start; every node (and restart) reads the same. */
export async function ensureVapidKeys(db: Database): Promise<VapidKeys> {
  const [stored] = await db.select().from(pushKeys).where(eq(pushKeys.id, 1))
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey }
  const made = webpush.generateVAPIDKeys()
  // Two nodes starting at once: the first insert wins and both read it back.
  await db
    .insert(pushKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing()
  const [kept] = await db.select().from(pushKeys).where(eq(pushKeys.id, 1))
  if (!kept) throw new Error('VAPID keys could not be stored')
  return { publicKey: kept.publicKey, privateKey: kept.privateKey }
}
