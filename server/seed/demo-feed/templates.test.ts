import { describe, expect, it } from 'vitest'
import { eventStoriesFor } from './templates'

const texts = (sectorId: string | null) => eventStoriesFor(sectorId).map(([text]) => text)

describe('eventStoriesFor', () => {
  it('gives drug approvals and clinical trials to health-care companies only', () => {
    const medical = /FDA|clinical trial/
    expect(texts('35201010').filter((text) => medical.test(text))).toHaveLength(2)
    for (const sector of ['40202010', '45202030', null])
      expect(texts(sector).filter((text) => medical.test(text))).toEqual([])
  })

  it('keeps the stories every company can have', () => {
    expect(texts('40202010')).toContain('{n} names new CEO, effective next month')
    expect(texts('35201010')).toContain('{n} names new CEO, effective next month')
  })
})
