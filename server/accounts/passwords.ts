import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Stored password hashes: a salted scrypt of the MD5 hex the client sends
 * (application §5: passwords travel as MD5). Format `scrypt$N$r$p$saltB64$hashB64`,
 * so the parameters can be raised later without breaking stored hashes.
 */

const PARAMS = { N: 16_384, r: 8, p: 1 } as const
const SALT_BYTES = 16
const KEY_BYTES = 32
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/

function scryptAsync(secret: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

function maxmem(N: number, r: number): number {
  // scrypt needs about 128·N·r bytes; leave headroom above node's 32 MiB default.
  return Math.max(32 * 1024 * 1024, 256 * N * r)
}

export async function hashPassword(md5Hex: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await scryptAsync(md5Hex, salt, KEY_BYTES, { ...PARAMS, maxmem: maxmem(PARAMS.N, PARAMS.r) })
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

interface ParsedHash {
  N: number
  r: number
  p: number
  salt: Buffer
  key: Buffer
}

function parseHash(stored: string): ParsedHash | null {
  const match = FORMAT.exec(stored)
  if (!match) return null
  const [, n, r, p, salt, key] = match
  const parsed = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  }
  const powerOfTwo = parsed.N > 1 && (parsed.N & (parsed.N - 1)) === 0
  if (!powerOfTwo || parsed.N > 1 << 20 || parsed.r < 1 || parsed.r > 32 || parsed.p < 1 || parsed.p > 16)
    return null
  if (parsed.salt.length < 8 || parsed.key.length < 16) return null
  return parsed
}

/** Constant-time check of an MD5 hex against a stored hash; false for a malformed stored hash. */
export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const { N, r, p, salt, key } = parsed
  const candidate = await scryptAsync(md5Hex, salt, key.length, { N, r, p, maxmem: maxmem(N, r) })
  return timingSafeEqual(candidate, key)
}

let dummyHash: Promise<string> | null = null

/**
 * Runs one verification against a throwaway hash with the current parameters, so an
 * unknown username costs as much time as a known one.
 */
export async function burnVerification(md5Hex: string): Promise<void> {
  await primeDummyHash()
  if (dummyHash) await verifyPassword(md5Hex, await dummyHash)
}

/** Computes the throwaway hash ahead of the first failed login (call once at start). */
export async function primeDummyHash(): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await dummyHash
}
