import { estimateTextWidth, type MeasureText } from './bar-list-layout'

const measures = new Map<string, MeasureText>()

/**
 * Text widths at `sizePx` in the page's own font (measured on a canvas, cached per text); the
 * estimate where there is no canvas (tests, server rendering).
 */
export function canvasTextMeasure(sizePx: number): MeasureText {
  const family = typeof document === 'undefined' ? '' : getComputedStyle(document.body).fontFamily
  const font = `${sizePx}px ${family || 'sans-serif'}`
  const known = measures.get(font)
  if (known) return known
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d')
  if (!context) return estimateTextWidth
  context.font = font
  const widths = new Map<string, number>()
  const measure: MeasureText = (text) => {
    let width = widths.get(text)
    if (width === undefined) {
      width = context.measureText(text).width
      widths.set(text, width)
    }
    return width
  }
  measures.set(font, measure)
  return measure
}
