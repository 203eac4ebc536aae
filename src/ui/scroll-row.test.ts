import { describe, expect, it } from 'vitest'
import { hiddenEdges, scrollLeftFor } from './scroll-row'

const row = { scrollLeft: 0, clientWidth: 390, scrollWidth: 600 }

describe('scrollLeftFor', () => {
  it('leaves an item in view where it is', () => {
    expect(scrollLeftFor(row, { left: 100, right: 200 })).toBe(0)
  })

  it('brings an item past the right edge in, with a peek of the next', () => {
    expect(scrollLeftFor(row, { left: 380, right: 470 })).toBe(470 - 390 + 40)
  })

  it('brings an item past the left edge in, never before the start', () => {
    expect(scrollLeftFor({ ...row, scrollLeft: 150 }, { left: -100, right: -10 })).toBe(10)
    expect(scrollLeftFor({ ...row, scrollLeft: 30 }, { left: -30, right: 40 })).toBe(0)
  })

  it('never scrolls past the end', () => {
    expect(scrollLeftFor(row, { left: 520, right: 600 })).toBe(210)
  })
})

describe('hiddenEdges', () => {
  it('says which edges hide more', () => {
    expect(hiddenEdges(row)).toEqual({ start: false, end: true })
    expect(hiddenEdges({ ...row, scrollLeft: 100 })).toEqual({ start: true, end: true })
    expect(hiddenEdges({ ...row, scrollLeft: 210 })).toEqual({ start: true, end: false })
    expect(hiddenEdges({ ...row, scrollWidth: 390 })).toEqual({ start: false, end: false })
  })
})
