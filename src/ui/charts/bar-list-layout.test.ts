import { describe, expect, it } from 'vitest'
import { BAR_LIST_CHAR_PX, BAR_LIST_ROW_PX, barLength, barListLayout, fitText } from './bar-list-layout'

const px = (chars: number) => chars * BAR_LIST_CHAR_PX

describe('fitText', () => {
  it('keeps text that fits and cuts longer text with an ellipsis', () => {
    expect(fitText('Twitter', 10 * BAR_LIST_CHAR_PX)).toBe('Twitter')
    expect(fitText('StockTwits community', 8 * BAR_LIST_CHAR_PX)).toBe('StockTw…')
    expect(fitText('Reddit', BAR_LIST_CHAR_PX)).toBe('…')
  })

  it('cuts by the measured width, so wide glyphs leave fewer characters', () => {
    const wide = (text: string) => [...text].reduce((sum, ch) => sum + (ch === 'W' ? 14 : 7), 0)
    expect(fitText('WWWWaaaa', 69, wide)).toBe('WWWW…')
    expect(fitText('aaaaaaaa', 56, wide)).toBe('aaaaaaaa')
  })
})

describe('barListLayout', () => {
  it('gives labels what they need on a wide card and keeps the value column whole', () => {
    const layout = barListLayout(600, 5, px(9), px(16))
    expect(layout.labelWidth).toBe(16 * BAR_LIST_CHAR_PX)
    expect(barListLayout(600, 5, px(9), px(4)).labelWidth).toBe(88)
    expect(layout.valueX).toBe(600)
    expect(layout.barX + layout.barWidth + 8 + 9 * BAR_LIST_CHAR_PX).toBe(600)
    expect(layout.height).toBe(5 * BAR_LIST_ROW_PX)
  })

  it('caps long labels so the bars keep most of the room', () => {
    const layout = barListLayout(600, 3, px(6), px(80))
    expect(layout.labelWidth).toBeLessThanOrEqual(220)
    expect(layout.barWidth).toBeGreaterThan(250)
  })

  it('still draws bars on a 360 px phone card (328 px inside)', () => {
    const layout = barListLayout(328, 10, px(12), px(40))
    expect(layout.labelWidth).toBeGreaterThanOrEqual(88)
    expect(layout.barWidth).toBeGreaterThanOrEqual(56)
    expect(layout.barX + layout.barWidth).toBeLessThanOrEqual(328 - 12 * BAR_LIST_CHAR_PX)
  })
})

describe('barLength', () => {
  it('is proportional to the largest value, visible above zero, and never past the area', () => {
    expect(barLength(50, 100, 200)).toBe(100)
    expect(barLength(100, 100, 200)).toBe(200)
    expect(barLength(0.1, 100, 200)).toBe(2)
    expect(barLength(0, 100, 200)).toBe(0)
    expect(barLength(150, 100, 200)).toBe(200)
  })
})
