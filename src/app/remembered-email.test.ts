import { describe, expect, it } from 'vitest'
import { type CookieJar, readRememberedEmail, rememberEmail } from './remembered-email'

/** A jar like document.cookie: writes set one cookie, reads list name=value pairs. */
function jar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair] = line.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      values.set(name ?? '', value.join('='))
    },
  }
}

describe('remembered e-mail', () => {
  it('is empty when nothing was remembered', () => {
    expect(readRememberedEmail(jar())).toBe('')
    expect(readRememberedEmail({ cookie: 'other=1; x=y' })).toBe('')
  })

  it('round-trips an e-mail, encoded, for 365 days', () => {
    const cookies = jar()
    rememberEmail(cookies, ' jörg+news@example.com ', true)
    expect(readRememberedEmail(cookies)).toBe('jörg+news@example.com')
    expect(cookies.written[0]).toContain(`Max-Age=${365 * 86400}`)
    expect(cookies.written[0]).toContain('SameSite=Lax')
    expect(cookies.written[0]).toContain('Secure')
  })

  it('is not marked Secure on plain http (localhost)', () => {
    const cookies = jar()
    rememberEmail(cookies, 'a@b.c', false)
    expect(cookies.written[0]).not.toContain('Secure')
  })

  it('ignores a malformed value', () => {
    expect(readRememberedEmail({ cookie: 'murmur_email=%E0%A4%A' })).toBe('')
  })
})
