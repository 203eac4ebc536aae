/**
 * The e-mail of the last successful login, kept in a cookie for 365 days (application §9
 * "Remembered e-mail cookie") so the login form is filled in on the next visit.
 */
export const REMEMBERED_EMAIL_COOKIE = 'murmur_email'
export const REMEMBERED_EMAIL_DAYS = 365

export interface CookieJar {
  cookie: string
}

export function readRememberedEmail(jar: CookieJar): string {
  for (const part of jar.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== REMEMBERED_EMAIL_COOKIE) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return ''
    }
  }
  return ''
}

export function rememberEmail(jar: CookieJar, email: string, secure: boolean): void {
  const maxAge = REMEMBERED_EMAIL_DAYS * 24 * 60 * 60
  jar.cookie = [
    `${REMEMBERED_EMAIL_COOKIE}=${encodeURIComponent(email.trim())}`,
    `Max-Age=${maxAge}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
