import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The embedded default (`npm start` without OPERATOR_TOKEN) still needs an operator: it reads
 * the mail outbox and registers invoice payments. The server then creates a random token in
 * DATA_DIR, readable only by its owner, and `npm run admin` picks it up from there.
 */
export const LOCAL_OPERATOR_TOKEN_FILE = 'operator-token'

export async function readLocalOperatorToken(dataDir: string): Promise<string | null> {
  try {
    const token = (await readFile(join(dataDir, LOCAL_OPERATOR_TOKEN_FILE), 'utf8')).trim()
    return token.length >= 16 ? token : null
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null
    throw error
  }
}

export async function readOrCreateLocalOperatorToken(dataDir: string): Promise<string> {
  const existing = await readLocalOperatorToken(dataDir)
  if (existing !== null) return existing
  const token = randomBytes(24).toString('hex')
  await writeFile(join(dataDir, LOCAL_OPERATOR_TOKEN_FILE), `${token}\n`, { mode: 0o600 })
  return token
}
