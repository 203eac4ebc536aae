import type { DemoSource } from './sources'

/** A price as a headline writes it: 59,926 · 145.34 · 0.31. */
export function priceText(value: number): string {
  if (value >= 1000) return Math.round(value).toLocaleString('en-US')
  if (value >= 1) return value.toFixed(2)
  return String(Number(value.toPrecision(3)))
}

/** An amount in millions as a newswire writes it: $850 million, $1.5 billion, $2 billion. */
export function amountText(millions: number): string {
  if (millions < 1000) return `$${Math.round(millions)} million`
  return `$${Number((millions / 1000).toFixed(1))} billion`
}

/** A move in percent as a headline in `lang` writes it, one decimal: 3.4 in English, 3,4 in German, French and Spanish. */
export function percentText(value: number, lang: DemoSource['lang']): string {
  const text = value.toFixed(1)
  return lang === 'en' ? text : text.replace('.', ',')
}

/** The round level just above a price that a headline says it fell below: 59,925 → 60,000, 145.3 → 150. */
export function levelAbove(price: number): number {
  const step = 10 ** (Math.floor(Math.log10(price)) - 1)
  const level = Math.ceil(price / step) * step
  return Number((level > price ? level : level + step).toPrecision(12))
}
