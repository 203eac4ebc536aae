import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_READ_GLOBAL, queryCacheKey, takeEarlyQueryCacheRead } from './early-query-cache'

describe('early query cache read', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window')
  })

  it('is nothing outside a browser', () => {
    expect(takeEarlyQueryCacheRead(queryCacheKey('a@example.test'))).toBeUndefined()
  })

  it("hands the early read over once, and only for the same user's key", async () => {
    const read = Promise.resolve({ stored: true })
    const fakeWindow = { [EARLY_READ_GLOBAL]: { key: queryCacheKey('a@example.test'), read } }
    Reflect.set(globalThis, 'window', fakeWindow)
    expect(takeEarlyQueryCacheRead(queryCacheKey('b@example.test'))).toBeUndefined()
    const taken = takeEarlyQueryCacheRead(queryCacheKey('a@example.test'))
    await expect(taken).resolves.toEqual({ stored: true })
    expect(takeEarlyQueryCacheRead(queryCacheKey('a@example.test'))).toBeUndefined()
  })

  it('ignores anything else left under its name', () => {
    Reflect.set(globalThis, 'window', {
      [EARLY_READ_GLOBAL]: { key: queryCacheKey('a@example.test'), read: 'x' },
    })
    expect(takeEarlyQueryCacheRead(queryCacheKey('a@example.test'))).toBeUndefined()
  })
})
