import { describe, expect, it } from 'vitest'
import { basicAuthorization, MD5_HEX, parseBasicAuthorization } from './basic-auth'

describe('basic authorization', () => {
  it('encodes like the standard base64 of user:hash', () => {
    const header = basicAuthorization({ username: 'demo@murmur.local', passwordHash: 'abc' })
    expect(header).toBe(`Basic ${btoa('demo@murmur.local:abc')}`)
  })

  it('round-trips UTF-8 usernames', () => {
    for (const username of ['jörg@beispiel.de', '株式@例え.jp', 'a', 'ab', 'abc']) {
      const credentials = { username, passwordHash: '5f4dcc3b5aa765d61d8327deb882cf99' }
      expect(parseBasicAuthorization(basicAuthorization(credentials))).toEqual(credentials)
    }
  })

  it('keeps colons in the password part', () => {
    expect(parseBasicAuthorization(basicAuthorization({ username: 'u', passwordHash: 'a:b' }))).toEqual({
      username: 'u',
      passwordHash: 'a:b',
    })
  })

  it('rejects what is not well-formed basic auth', () => {
    for (const header of [
      undefined,
      '',
      'Bearer abc',
      'Basic',
      'Basic !!!',
      'Basic abc',
      `Basic ${btoa('no-colon')}`,
      `Basic ${btoa(':empty-user')}`,
      `Basic ${btoa(String.fromCharCode(0xff, 0xfe, 0x3a, 0x61))}`,
    ]) {
      expect(parseBasicAuthorization(header)).toBeNull()
    }
  })

  it('recognises an MD5 hex digest', () => {
    expect(MD5_HEX.test('5f4dcc3b5aa765d61d8327deb882cf99')).toBe(true)
    expect(MD5_HEX.test('5F4DCC3B5AA765D61D8327DEB882CF99')).toBe(false)
    expect(MD5_HEX.test('password')).toBe(false)
  })
})
