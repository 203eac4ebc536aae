import { describe, expect, it } from 'vitest'
import { createLinks, redactUrl } from './links'

describe('links', () => {
  it('builds absolute links from the public base URL', () => {
    const links = createLinks(() => 'https://murmur.example/app')
    expect(links.resetPassword('abc_-1')).toBe('https://murmur.example/app/login?reset_token=abc_-1')
    expect(links.confirmEmail('t')).toBe('https://murmur.example/app/v6/accounts/confirm-email?token=t')
    expect(links.paypalReturn()).toBe('https://murmur.example/app/v6/payments/paypal/return')
    expect(links.purchaseResult('success', 7)).toBe(
      'https://murmur.example/app/purchase?payment=success&order=7',
    )
    expect(links.purchaseResult('failed')).toBe('https://murmur.example/app/purchase?payment=failed')
  })

  it('redacts reset and mail tokens in logged URLs, nothing else', () => {
    expect(redactUrl('/login?reset_token=SECRET&redirect=%2Fasset')).toBe(
      '/login?reset_token=[redacted]&redirect=%2Fasset',
    )
    expect(redactUrl('/login?resetToken=SECRET')).toBe('/login?resetToken=[redacted]')
    expect(redactUrl('/v6/accounts/confirm-email?token=SECRET')).toBe(
      '/v6/accounts/confirm-email?token=[redacted]',
    )
    expect(redactUrl('/v6/payments/paypal/return?token=ID&PayerID=P')).toBe(
      '/v6/payments/paypal/return?token=[redacted]&PayerID=[redacted]',
    )
    expect(redactUrl('/x?reset%5Ftoken=SECRET')).toBe('/x?reset%5Ftoken=[redacted]')
    expect(redactUrl('/v6/accounts/login?email=a%40b.c&password=SECRET&Password=S2')).toBe(
      '/v6/accounts/login?email=a%40b.c&password=[redacted]&Password=[redacted]',
    )
    expect(redactUrl('/v6/accounts/newpassword?newpassword=SECRET&TOKEN=T')).toBe(
      '/v6/accounts/newpassword?newpassword=[redacted]&TOKEN=[redacted]',
    )
    expect(redactUrl('/v6/userdata?withPendingSubscriptions=true')).toBe(
      '/v6/userdata?withPendingSubscriptions=true',
    )
    expect(redactUrl('/plain')).toBe('/plain')
    expect(redactUrl('/x?%E0=1&token')).toBe('/x?%E0=1&token')
  })
})
