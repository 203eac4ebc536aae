import { estimateTextWidth, fitText, type MeasureText } from './bar-list-layout'

/**
 * A label broken into at most `maxLines` lines of at most `maxPx` each, at spaces: a word longer
 * than a line, or words left over after the last line, are cut with an ellipsis (fitText).
 */
export function wrapText(
  text: string,
  maxPx: number,
  maxLines: number,
  measure: MeasureText = estimateTextWidth,
): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '')
  const lines: string[] = []
  let i = 0
  while (i < words.length && lines.length < maxLines) {
    if (lines.length === maxLines - 1) {
      lines.push(fitText(words.slice(i).join(' '), maxPx, measure))
      break
    }
    let line = words[i] ?? ''
    i += 1
    while (i < words.length && measure(`${line} ${words[i]}`) <= maxPx) {
      line = `${line} ${words[i]}`
      i += 1
    }
    lines.push(fitText(line, maxPx, measure))
  }
  return lines
}

/**
 * A tile's figure in `maxPx`: whole, else its number alone ('125% buzz' as '125%': the map's title
 * names the measure), else cut.
 */
export function fitFigure(text: string, maxPx: number, measure: MeasureText): string {
  if (measure(text) <= maxPx) return text
  const figure = text.split(' ')[0] ?? text
  return measure(figure) <= maxPx ? figure : fitText(figure, maxPx, measure)
}
