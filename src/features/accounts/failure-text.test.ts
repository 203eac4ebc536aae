import { describe, expect, it } from 'vitest'
import { apiErrorBody } from '../../core'
import { failureText, UNREACHABLE_TEXT } from './failure-text'

describe('failure text of account actions (application §8)', () => {
  it('shows the catalogue text of the error body', () => {
    expect(failureText({ kind: 'http', status: 409, body: apiErrorBody(11) }, 'register')).toBe(
      'Proviced Email is already in use.',
    )
  })

  it('falls back to the action text', () => {
    expect(failureText({ kind: 'http', status: 500 }, 'register')).toBe('Registration failed')
    expect(failureText({ kind: 'parse', status: 200 }, 'reset')).toBe(
      'Password reset failed. Please try again or contact support.',
    )
    expect(failureText({ kind: 'http', status: 502 }, 'updateUserData')).toBe(
      'Failed to update your data. Please try again.',
    )
  })

  it('says the server is unreachable on a network failure', () => {
    expect(failureText({ kind: 'network', status: 0 }, 'cancellation')).toBe(UNREACHABLE_TEXT)
  })
})
