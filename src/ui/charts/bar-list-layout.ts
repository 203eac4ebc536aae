/**
 * The geometry of a horizontal bar list (ranked figures): a label column, the bars, and a value
 * column that fits the longest value, at any width down to a 360 px phone. Text widths come from
 * a measure (a canvas in the browser, a mean glyph width elsewhere), so the layout is pure.
 */

/** Mean advance of a 13 px sans-serif glyph. */
export const BAR_LIST_CHAR_PX = 7
export const BAR_LIST_ROW_PX = 26
const GAP_PX = 8
const MIN_LABEL_PX = 88
const MAX_LABEL_PX = 220
const MIN_BAR_AREA_PX = 56

export interface BarListLayout {
  labelWidth: number
  barX: number
  barWidth: number
  valueX: number
  height: number
}

/** A text's width in px: measured on a canvas in the browser, estimated elsewhere. */
export type MeasureText = (text: string) => number

export const estimateTextWidth: MeasureText = (text) => text.length * BAR_LIST_CHAR_PX

/** Text that fits `maxPx`, cut with an ellipsis when it is longer (the longest prefix that fits). */
export function fitText(text: string, maxPx: number, measure: MeasureText = estimateTextWidth): string {
  if (measure(text) <= maxPx) return text
  let low = 0
  let high = text.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (measure(`${text.slice(0, mid).trimEnd()}…`) <= maxPx) low = mid
    else high = mid - 1
  }
  return low === 0 ? '…' : `${text.slice(0, low).trimEnd()}…`
}

/** Column widths for `rowCount` rows whose widest value and label measure as given (px). */
export function barListLayout(
  width: number,
  rowCount: number,
  widestValuePx: number,
  widestLabelPx: number,
): BarListLayout {
  const valueWidth = Math.ceil(widestValuePx)
  const wanted = Math.ceil(widestLabelPx)
  const room = width - valueWidth - 2 * GAP_PX - MIN_BAR_AREA_PX
  const labelWidth = Math.max(
    Math.min(MIN_LABEL_PX, Math.max(0, room)),
    Math.min(wanted, MAX_LABEL_PX, room, width * 0.5),
  )
  const barX = labelWidth + GAP_PX
  const barWidth = Math.max(0, width - barX - GAP_PX - valueWidth)
  return { labelWidth, barX, barWidth, valueX: width, height: rowCount * BAR_LIST_ROW_PX }
}

/** A bar's length: proportional to the largest value, at least 2 px for anything above zero. */
export function barLength(value: number, max: number, barWidth: number): number {
  if (value <= 0 || max <= 0) return 0
  return Math.max(2, (Math.min(value, max) / max) * barWidth)
}
