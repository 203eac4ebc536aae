import { describe, expect, it } from 'vitest'
import {
  passwordFollowsRecommendation,
  validateCancellationForm,
  validateContactSalesForm,
  validateLoginForm,
  validateNewPasswordForm,
  validatePurchaseAccountForm,
  validatePurchaseInvoiceForm,
  validateRegisterForm,
  validateResetRequestForm,
  validateUserDataChange,
  validateUserDataForm,
} from '.'

describe('form rules (application §5)', () => {
  it('register: each required field has its own message', () => {
    expect(validateRegisterForm({})).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      token: 'Please confirm that you are not a robot.',
    })
    expect(
      validateRegisterForm({
        email: 'a@b.co',
        password: 'long-enough',
        firstName: 'A',
        lastName: 'B',
        token: 't',
      }),
    ).toEqual({})
    expect(validateRegisterForm({ email: 'nope', password: 'short' })).toMatchObject({
      email: 'Please provide a valid email address.',
      password: 'The password must have at least 8 characters.',
    })
  })

  it('login: email and password required', () => {
    expect(Object.keys(validateLoginForm({ email: ' ' }))).toEqual(['email', 'password'])
  })

  it('reset request: the e-mail must match the pattern', () => {
    expect(validateResetRequestForm({ email: 'ada@' })).toEqual({
      email: 'Please provide a valid email address.',
    })
    expect(validateResetRequestForm({ email: 'ada@example.com' })).toEqual({})
  })

  it('new password: token, password (8+) and an equal confirmation', () => {
    expect(validateNewPasswordForm({ token: 't', password: 'abcdefg', confirmation: 'abcdefg' })).toEqual({
      password: 'The password must have at least 8 characters.',
    })
    expect(validateNewPasswordForm({ token: 't', password: 'abcdefgh', confirmation: 'abcdefgH' })).toEqual({
      confirmation: 'Passwords do not match.',
    })
    expect(validateNewPasswordForm({ token: 't', password: 'abcdefgh', confirmation: 'abcdefgh' })).toEqual(
      {},
    )
    expect(Object.keys(validateNewPasswordForm({}))).toEqual(['token', 'password', 'confirmation'])
    expect(passwordFollowsRecommendation('abcdefgh')).toBe(false)
    expect(passwordFollowsRecommendation('abcd3fg!')).toBe(true)
  })

  it('user data form: six required fields with their texts', () => {
    expect(validateUserDataForm({})).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      street: 'Please enter your street',
      number: 'Please enter your street number',
      city: 'Please enter your city',
      zip: 'Please enter the postal code',
    })
    expect(validateUserDataChange({ city: 'Berlin' })).toEqual({})
    expect(validateUserDataChange({ city: ' ', zip: '1' })).toEqual({ city: 'Please enter your city' })
  })

  it('purchase: terms needed, account and invoice fields required', () => {
    expect(validatePurchaseAccountForm({ terms: false }, { loggedIn: true })).toEqual({
      terms: 'please confirm our terms and conditions',
    })
    expect(validatePurchaseAccountForm({ terms: true }, { loggedIn: true })).toEqual({})
    expect(validatePurchaseAccountForm({ terms: true })).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your surname',
      email: 'Please enter your email address',
      password: 'Please enter your password',
    })
    expect(Object.keys(validatePurchaseInvoiceForm({ addressLine2: '' })).sort()).toEqual(
      ['addressName', 'city', 'companyName', 'number', 'street', 'vatNumber', 'zip'].sort(),
    )
  })

  it('contact sales: a valid e-mail', () => {
    expect(validateContactSalesForm({ email: 'x', message: 'hi' })).toEqual({
      email: 'Please enter a valid email address',
    })
    expect(validateContactSalesForm({ email: 'x@y.io', message: 'hi' })).toEqual({})
  })

  it("cancellation: all four fields, each with 'Please fill in all required fields.'", () => {
    const errors = validateCancellationForm({ firstName: 'A' })
    expect(errors).toEqual({
      lastName: 'Please fill in all required fields.',
      email: 'Please fill in all required fields.',
      reason: 'Please fill in all required fields.',
    })
  })
})
