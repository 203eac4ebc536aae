import { describe, expect, it } from 'vitest'
import { wrapText } from './wrap-text'

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
