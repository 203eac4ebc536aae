/** A price as a headline writes it: 59,926 · 145.34 · 0.31. */
export function priceText(value: number): string {
  if (value >= 1000) return Math.round(value).toLocaleString('en-US')
  if (value >= 1) return value.toFixed(2)
  return String(Number(value.toPrecision(3)))
}

/** The round level just above a price that a headline says it fell below: 59,925 → 60,000, 145.3 → 150. */
export function levelAbove(price: number): number {
  const step = 10 ** (Math.floor(Math.log10(price)) - 1)
  const level = Math.ceil(price / step) * step
  return Number((level > price ? level : level + step).toPrecision(12))
}
