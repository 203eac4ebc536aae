import { describe, expect, it } from 'vitest'
import { ACTION_FAILURE_TEXT, apiErrorBody, ERROR_CATALOGUE, errorText } from './errors'

describe('error catalogue', () => {
  it('holds every code of data-interface §8', () => {
    const codes = [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 30, 32, 33, 34, 35, 36, 37, 38,
      39, 40,
    ]
    expect(Object.keys(ERROR_CATALOGUE).map(Number)).toEqual(codes)
  })

  it('gives unique internal codes', () => {
    const internal = Object.values(ERROR_CATALOGUE).map((entry) => entry.internalCode)
    expect(new Set(internal).size).toBe(internal.length)
  })

  it('builds the wire body, with a more precise text when given', () => {
    expect(apiErrorBody(15)).toEqual({
      code: 15,
      internalCode: 'BASIC_AUTH_REQUIRED',
      en: ERROR_CATALOGUE[15].en,
    })
    expect(apiErrorBody(11).en).toBe('Proviced Email is already in use.')
    expect(apiErrorBody(32, 'titles must be numbers').en).toBe('titles must be numbers')
  })
})

describe('errorText', () => {
  it('prefers the translation of the internal code, then en, then the action text', () => {
    const body = { code: 13, internalCode: 'INVALID_CREDENTIALS', en: 'server text' }
    expect(errorText(body, 'login', { INVALID_CREDENTIALS: 'translated' })).toBe('translated')
    expect(errorText(body, 'login')).toBe('server text')
    expect(errorText({ code: 13, internalCode: 'X' }, 'login')).toBe(
      'You have entered an invalid username or password',
    )
    expect(errorText(null, 'register')).toBe('Registration failed')
    expect(errorText(undefined, 'reset')).toBe('Password reset failed. Please try again or contact support.')
    expect(errorText(undefined, 'updateUserData')).toBe(ACTION_FAILURE_TEXT.updateUserData)
    expect(ACTION_FAILURE_TEXT.updateUserData).toBe('Failed to update your data. Please try again.')
  })
})
