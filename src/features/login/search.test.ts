import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginSearchSchema } from './search'

describe('login search params', () => {
  it('keeps redirect and hands reset_token on as resetToken', () => {
    expect(v.parse(LoginSearchSchema, { redirect: '/asset?title_id=1', reset_token: 'abc' })).toEqual({
      redirect: '/asset?title_id=1',
      resetToken: 'abc',
    })
  })

  it('turns numbers back into strings and drops other values', () => {
    expect(v.parse(LoginSearchSchema, { reset_token: 12345, redirect: { x: 1 } })).toEqual({
      resetToken: '12345',
    })
    expect(v.parse(LoginSearchSchema, { other: 'x' })).toEqual({})
    expect(v.parse(LoginSearchSchema, { email_confirmed: true })).toEqual({ emailConfirmed: true })
    expect(v.parse(LoginSearchSchema, { email_confirmed: 'no' })).toEqual({})
    expect(v.parse(LoginSearchSchema, {})).toEqual({})
  })
})
