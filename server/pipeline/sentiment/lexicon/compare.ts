/**
 * Comparisons of two amounts: "EUR 13.1 mn from EUR 8.7 mn", "$0.52 vs. $0.47", "from 8.7 to 13.1",
 * "EUR 21.1 mn, compared with EUR 18.6 mn". They read as a movement up or down, taking their sign
 * from the figure in front ("revenue … vs. …", "loss of … compared with …").
 */

export interface ComparisonInput {
  readonly text: string
  readonly count: number
  readonly norm: readonly string[]
  readonly start: readonly number[]
  readonly end: readonly number[]
  readonly boundary: ArrayLike<number>
}

export interface Comparison {
  readonly from: number
  readonly to: number
  /** +1 the newer amount is larger, −1 smaller. */
  readonly sign: number
}

const AMOUNTS = new Set(['_num_', '_num_up_', '_num_down_', '_pct_', '_pct_up_', '_pct_down_', '_money_'])
const UNITS: ReadonlyMap<string, number> = new Map([
  ['k', 1e3],
  ['thousand', 1e3],
  ['m', 1e6],
  ['mn', 1e6],
  ['mln', 1e6],
  ['mio', 1e6],
  ['million', 1e6],
  ['millions', 1e6],
  ['b', 1e9],
  ['bn', 1e9],
  ['bln', 1e9],
  ['billion', 1e9],
  ['billions', 1e9],
  ['t', 1e12],
  ['tn', 1e12],
  ['trillion', 1e12],
])
const COMPARATORS = new Set(['vs', 'versus', 'against', 'from', 'compared', 'comparing'])
const NEAR = 4

function amountValue(input: ComparisonInput, token: number): number {
  const raw = input.text.slice(input.start[token], input.end[token])
  let digits = ''
  let suffix = ''
  for (const ch of raw) {
    if ((ch >= '0' && ch <= '9') || ch === '.') digits += ch
    else if (ch === '-' || ch === '\u2212') digits = digits.length === 0 ? '-' : digits
    else if (/[a-z]/i.test(ch) && digits.length > 0) suffix += ch.toLowerCase()
  }
  let value = Number.parseFloat(digits)
  if (!Number.isFinite(value)) return Number.NaN
  value *= UNITS.get(suffix) ?? 1
  const next = input.norm[token + 1]
  if (next !== undefined && suffix === '' && (input.boundary[token + 1] ?? 0) === 0)
    value *= UNITS.get(next) ?? 1
  return value
}

/** The amount token at or after `i` within a few words ("EUR 8.7", "a loss of EUR 2.2"), or −1. */
function amountAfter(input: ComparisonInput, i: number): number {
  for (let k = i; k < input.count && k < i + NEAR + 1; k += 1) {
    if (k > i && (input.boundary[k] ?? 0) > 0) return -1
    const word = input.norm[k] ?? ''
    if (AMOUNTS.has(word)) return k
    if (word.startsWith('_')) return -1
  }
  return -1
}

function amountBefore(input: ComparisonInput, i: number): number {
  for (let k = i; k >= 0 && k > i - NEAR; k -= 1) {
    if ((input.boundary[k + 1] ?? 0) >= 2) return -1
    if (AMOUNTS.has(input.norm[k] ?? '')) return k
  }
  return -1
}

function comparable(input: ComparisonInput, a: number, b: number): boolean {
  const pa = (input.norm[a] ?? '').startsWith('_pct')
  const pb = (input.norm[b] ?? '').startsWith('_pct')
  return pa === pb
}

export function findComparisons(input: ComparisonInput): Comparison[] {
  const found: Comparison[] = []
  for (let k = 0; k < input.count; k += 1) {
    const word = input.norm[k] ?? ''
    if (!COMPARATORS.has(word)) continue
    let after = k + 1
    if (word === 'compared' || word === 'comparing') {
      const next = input.norm[k + 1]
      if (next !== 'to' && next !== 'with') continue
      after = k + 2
    }
    const older = amountAfter(input, after)
    if (older < 0) continue
    let newer = -1
    if (word === 'from') {
      // "from B to A": the newer amount follows.
      const unitSkip = UNITS.has(input.norm[older + 1] ?? '') ? 2 : 1
      if (input.norm[older + unitSkip] === 'to') newer = amountAfter(input, older + unitSkip + 1)
      if (newer >= 0) {
        const sign = Math.sign(amountValue(input, newer) - amountValue(input, older))
        if ((sign === 1 || sign === -1) && comparable(input, older, newer))
          found.push({ from: k, to: newer, sign })
        continue
      }
    }
    newer = amountBefore(input, k - 1)
    if (newer < 0 || !comparable(input, newer, older)) continue
    const sign = Math.sign(amountValue(input, newer) - amountValue(input, older))
    if (sign === 1 || sign === -1) found.push({ from: newer, to: older, sign })
  }
  return found
}
