import { describe, expect, it } from 'vitest'
import { isRecord } from './records'

describe('isRecord', () => {
  it('takes objects, not null, arrays or primitives', () => {
    expect(isRecord({ a: 1 })).toBe(true)
    expect(isRecord({})).toBe(true)
    expect(isRecord(null)).toBe(false)
    expect(isRecord([1])).toBe(false)
    expect(isRecord('x')).toBe(false)
    expect(isRecord(3)).toBe(false)
    expect(isRecord(undefined)).toBe(false)
  })
})
