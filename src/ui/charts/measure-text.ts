import { estimateTextWidth, type MeasureText } from './bar-list-layout'

const measures = new Map<string, MeasureText>()

/**
 * Text widths at `sizePx` and `weight` in the page's own font (measured on a canvas, cached per size and
 * text: the page's font is read once, not on every render); the estimate where there is no
 * canvas (tests, server rendering).
 */
export function canvasTextMeasure(sizePx: number, weight = 400): MeasureText {
  const key = `${weight} ${sizePx}`
  const known = measures.get(key)
  if (known) return known
  const family = typeof document === 'undefined' ? '' : getComputedStyle(document.body).fontFamily
  const font = `${weight} ${sizePx}px ${family || 'sans-serif'}`
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
  measures.set(key, measure)
  return measure
}
