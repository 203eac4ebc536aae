import { issueToken } from '../../../server/accounts/tokens'
import type { TestServer } from './server'

/** A reset token that expires `ttlMs` from now (negative: already expired). */
export function issueTokenForTest(server: TestServer, userId: number, ttlMs: number): Promise<string> {
  return issueToken(server.database.db, userId, 'reset', ttlMs)
}
