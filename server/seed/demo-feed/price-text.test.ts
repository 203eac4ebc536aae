import { describe, expect, it } from 'vitest'
import { amountText, levelAbove, percentText, priceText } from './price-text'

describe('demo headline prices', () => {
  it('groups thousands without cents, keeps cents below 1,000 and three digits below 1', () => {
    expect(priceText(59_925.94)).toBe('59,926')
    expect(priceText(145.344)).toBe('145.34')
    expect(priceText(0.30123)).toBe('0.301')
  })

  it('writes an amount in millions under a billion, else in billions to one decimal', () => {
    expect(amountText(850)).toBe('$850 million')
    expect(amountText(1496)).toBe('$1.5 billion')
    expect(amountText(1999)).toBe('$2 billion')
    expect(amountText(1000)).toBe('$1 billion')
  })

  it('writes a move with the decimal point of its language', () => {
    expect(percentText(3.44, 'en')).toBe('3.4')
    expect(percentText(3.44, 'de')).toBe('3,4')
    expect(percentText(0.25, 'es')).toBe('0,3')
  })

  it('names the round level just above a price', () => {
    expect(levelAbove(59_925.94)).toBe(60_000)
    expect(levelAbove(145.34)).toBe(150)
    expect(levelAbove(150)).toBe(160)
    expect(levelAbove(0.3012)).toBe(0.31)
  })
})
