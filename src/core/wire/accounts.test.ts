import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  NewPasswordRequestSchema,
  SignupRequestSchema,
  UserDataChangeSchema,
  UserOptionsSchema,
} from './accounts'
import { MorningBriefingSubscribeRequestSchema } from './briefings'
import { MorningBriefingIdParamsSchema, OrderRequestSchema } from './purchases'

const MD5 = '0123456789abcdef0123456789abcdef'

describe('account wire schemas', () => {
  it('signup: MD5 password, trimmed names, defaults for salutation and confirmation', () => {
    const parsed = v.parse(SignupRequestSchema, {
      email: ' ada@example.com ',
      password: MD5.toUpperCase(),
      firstName: ' Ada ',
      lastName: 'Lovelace',
      token: 't',
    })
    expect(parsed).toEqual({
      email: 'ada@example.com',
      password: MD5,
      firstName: 'Ada',
      lastName: 'Lovelace',
      salutation: '',
      token: 't',
      sendEmailAddressConfirmation: 0,
    })
    expect(v.is(SignupRequestSchema, { ...parsed, password: 'plaintext' })).toBe(false)
    expect(v.is(SignupRequestSchema, { ...parsed, sendEmailAddressConfirmation: true })).toBe(false)
  })

  it('user data change: known fields only in their formats', () => {
    expect(v.parse(UserDataChangeSchema, { country: 'de', birthday: '' })).toEqual({
      country: 'DE',
      birthday: '',
    })
    expect(v.is(UserDataChangeSchema, { birthday: '2024-02-30' })).toBe(false)
    expect(v.is(UserDataChangeSchema, { salutation: 'Sir' })).toBe(false)
  })

  it('new password: at least 8 characters', () => {
    expect(v.is(NewPasswordRequestSchema, { reset_token: 't', newpassword: '1234567' })).toBe(false)
    expect(v.is(NewPasswordRequestSchema, { reset_token: 't', newpassword: '12345678' })).toBe(true)
  })

  it('order: numeric ids, optional promotion code normalised', () => {
    expect(
      v.parse(OrderRequestSchema, {
        subscription_type_id: 22,
        payment_option_id: 1,
        promotion_code: ' spring ',
      }),
    ).toEqual({
      subscription_type_id: 22,
      payment_option_id: 1,
      promotion_code: 'SPRING',
    })
    expect(v.is(OrderRequestSchema, { subscription_type_id: '22', payment_option_id: 1 })).toBe(false)
  })

  it('morning briefings: IANA time zones, en or de, numeric ids', () => {
    const ok = { edition: 'us', language: 'de', timezone: 'Europe/Berlin' }
    expect(v.is(MorningBriefingSubscribeRequestSchema, ok)).toBe(true)
    expect(v.is(MorningBriefingSubscribeRequestSchema, { ...ok, timezone: 'Nowhere/Town' })).toBe(false)
    expect(v.is(MorningBriefingSubscribeRequestSchema, { ...ok, edition: 'mars' })).toBe(false)
    expect(v.parse(MorningBriefingIdParamsSchema, { id: '42' })).toEqual({ id: 42 })
    expect(v.is(MorningBriefingIdParamsSchema, { id: '4.2' })).toBe(false)
  })

  it('user options keep unknown keys and check uiPreferences', () => {
    const opts = { uiPreferences: { markets: ['US'], titleTypes: ['company'] }, theme: 'dark' }
    expect(v.parse(UserOptionsSchema, opts)).toEqual(opts)
    expect(v.is(UserOptionsSchema, { uiPreferences: { markets: 'US', titleTypes: [] } })).toBe(false)
  })
})
