import { describe, expect, it } from 'vitest'
import { fitFigure, wrapText } from './tile-text'

// 7 px per character (the estimate without a canvas).
describe('wrapText', () => {
  it('keeps a label that fits on one line', () => {
    expect(wrapText('Insider trading', 140, 3)).toEqual(['Insider trading'])
  })

  it('breaks at spaces into lines that fit', () => {
    expect(wrapText('Environment, social and governance', 100, 3)).toEqual([
      'Environment,',
      'social and',
      'governance',
    ])
  })

  it('cuts what is left on the last line', () => {
    expect(wrapText('Environment, social and governance', 100, 2)).toEqual(['Environment,', 'social and go…'])
  })

  it('cuts a word longer than a line', () => {
    const [line] = wrapText('Unternehmensanleihe', 70, 2)
    expect(line?.endsWith('…')).toBe(true)
    expect((line?.length ?? 0) * 7).toBeLessThanOrEqual(70)
  })

  it('gives no line for an empty label', () => {
    expect(wrapText('  ', 100, 2)).toEqual([])
  })
})

describe('fitFigure', () => {
  const measure = (text: string) => text.length * 7
  it('keeps the figure whole, else its number alone, else cut', () => {
    expect(fitFigure('184% buzz', 70, measure)).toBe('184% buzz')
    expect(fitFigure('125% buzz', 50, measure)).toBe('125%')
    expect(fitFigure('1,399% buzz', 35, measure)).toBe('1,39…')
  })
})
