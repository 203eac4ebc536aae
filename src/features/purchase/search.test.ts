import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PurchaseSearchSchema, purchaseTier } from './search'

describe('purchase route params', () => {
  it('accepts the four tiers as accountType and ignores anything else', () => {
    expect(purchaseTier('basic')).toBe('basic')
    expect(purchaseTier('professional')).toBe('professional')
    expect(purchaseTier('trial')).toBeNull()
    expect(purchaseTier('gold')).toBeNull()
    expect(purchaseTier(undefined)).toBeNull()
  })

  it('keeps a valid interval and the PayPal return, drops other values', () => {
    expect(v.parse(PurchaseSearchSchema, { interval: 'YEAR' })).toEqual({ interval: 'YEAR' })
    expect(v.parse(PurchaseSearchSchema, { interval: 'WEEK', payment: 'success', order: 12 })).toEqual({
      payment: 'success',
      order: '12',
    })
    expect(v.parse(PurchaseSearchSchema, { payment: 'maybe', other: 1 })).toEqual({})
  })
})
