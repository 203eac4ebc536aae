import { describe, expect, it } from 'vitest'
import { quoteCaption } from './AssetHeader'

const NOV_27 = Date.UTC(2026, 10, 27)
const NOV_29 = Date.UTC(2026, 10, 29)

describe('the asset header price caption', () => {
  it('names an earlier daily bar as its close', () => {
    expect(quoteCaption({ time: NOV_27, live: false }, NOV_29 + 7 * 3_600_000)).toBe('close of Nov 27')
  })

  it("calls today's forming bar what it is, not a close", () => {
    expect(quoteCaption({ time: NOV_29, live: false }, NOV_29 + 7 * 3_600_000)).toBe('today so far')
  })

  it('says a live tick is live', () => {
    expect(quoteCaption({ time: NOV_29 + 3_600_000, live: true }, NOV_29 + 7 * 3_600_000)).toBe('live price')
  })
})
