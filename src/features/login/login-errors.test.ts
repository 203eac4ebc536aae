import { describe, expect, it } from 'vitest'
import { apiErrorBody, TEXT } from '../../core'
import { LOGIN_UNREACHABLE_TEXT, loginFailureText } from './login-errors'

describe('login failure text', () => {
  it('says invalid username or password for 401 code 13', () => {
    expect(loginFailureText({ kind: 'http', status: 401, body: apiErrorBody(13) })).toBe(
      'You have entered an invalid username or password',
    )
    expect(TEXT.invalidCredentials).toBe('You have entered an invalid username or password')
  })

  it('says invalid username or password for a 401 without a body', () => {
    expect(loginFailureText({ kind: 'http', status: 401 })).toBe(TEXT.invalidCredentials)
  })

  it('shows the catalogue text of other errors', () => {
    expect(loginFailureText({ kind: 'http', status: 403, body: apiErrorBody(16) })).toBe(
      'This account is inactive.',
    )
    expect(loginFailureText({ kind: 'http', status: 429, body: apiErrorBody(19) })).toBe(
      'Rate limit reached. Please try again later.',
    )
  })

  it('falls back to the login failure text when an error carries none', () => {
    expect(loginFailureText({ kind: 'http', status: 500 })).toBe(TEXT.invalidCredentials)
    expect(loginFailureText({ kind: 'parse', status: 200 })).toBe(TEXT.invalidCredentials)
  })

  it('says the server is unreachable on a network failure', () => {
    expect(loginFailureText({ kind: 'network', status: 0 })).toBe(LOGIN_UNREACHABLE_TEXT)
  })
})
