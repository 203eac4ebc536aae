import { describe, expect, it } from 'vitest'
import { relatedShown } from './related-shown'

describe("a topic row's related terms", () => {
  it('leaves out what the label already says, whole words only', () => {
    expect(relatedShown('Advanced Micro Devices', ['Micro Devices', 'chips'])).toEqual(['chips'])
    expect(relatedShown('Cisco', ['Cisco Systems', 'cis'])).toEqual(['Cisco Systems', 'cis'])
  })

  it('shows four at most', () => {
    expect(relatedShown('Qzv Spiky', ['a b', 'c d', 'e f', 'g h', 'i j'])).toHaveLength(4)
  })
})
