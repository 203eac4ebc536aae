import { describe, expect, it } from 'vitest'
import { md5Hex } from '../seed'
import { burnVerification, hashPassword, verifyPassword } from './passwords'

describe('password hashes', () => {
  const md5 = md5Hex('correct horse')

  it('stores a salted scrypt in the documented format, never the MD5', async () => {
    const stored = await hashPassword(md5)
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/)
    expect(stored).not.toContain(md5)
    expect(await hashPassword(md5)).not.toBe(stored)
  })

  it('verifies the right MD5 and refuses others', async () => {
    const stored = await hashPassword(md5)
    expect(await verifyPassword(md5, stored)).toBe(true)
    expect(await verifyPassword(md5Hex('wrong'), stored)).toBe(false)
  })

  it('refuses malformed or unsafe stored hashes without throwing', async () => {
    for (const stored of [
      '',
      md5,
      'scrypt$16384$8$1$c2FsdA==',
      'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      'scrypt$4194304$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    ]) {
      expect(await verifyPassword(md5, stored)).toBe(false)
    }
  })

  it('burns one verification for unknown users', async () => {
    await expect(burnVerification(md5)).resolves.toBeUndefined()
  })
})
