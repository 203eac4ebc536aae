import { buzzPercent } from './buzz'
import { sentimentScore } from './sentiment'

/**
 * Number formats (data-interface §9, locale en-US only): compact decimal, decimals with 0 to 3,
 * 1, 2 or 3 digits, percent with 2 or 1 digits and an optional sign, currency with 2 digits.
 */

const LOCALE = 'en-US'
const formatters = new Map<string, Intl.NumberFormat>()

/** Formatters are built once per option set: constructing Intl.NumberFormat is slow. */
function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options)
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE, options)
    formatters.set(key, cached)
  }
  return cached
}

/** Compact decimal with 0 to 1 fraction digits: 1234 → '1.2K', 5_600_000 → '5.6M'. */
export function formatCompact(value: number): string {
  return formatter({ notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(value)
}

export type DecimalDigits = 'upTo3' | 1 | 2 | 3

/** Decimal with grouping: 'upTo3' shows 0 to 3 fraction digits, a number exactly that many. */
export function formatDecimal(value: number, digits: DecimalDigits = 'upTo3'): string {
  const minimumFractionDigits = digits === 'upTo3' ? 0 : digits
  const maximumFractionDigits = digits === 'upTo3' ? 3 : digits
  return formatter({ minimumFractionDigits, maximumFractionDigits }).format(value)
}

/** A fraction as percent: 0.125 → '12.50%', -0.5 → '−50.00%' (a true minus); signed adds '+' above 0. */
export function formatPercent(fraction: number, options: { digits?: 1 | 2; signed?: boolean } = {}): string {
  const digits = options.digits ?? 2
  const percent = formatter({
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  })
  return withTrueMinus(percent.format(fraction))
}

/** Intl's hyphen-minus as a true minus sign ('-5.2%' → '−5.2%'), as the app writes negative figures. */
export function withTrueMinus(formatted: string): string {
  return formatted.replace('-', '−')
}

/** A figure with its sign and a true minus: +12.3, −4, 0; with `digits`, that many decimals (+0.33, −1.20). */
export function formatSigned(value: number, digits?: number): string {
  const text = digits === undefined ? String(Math.abs(value)) : Math.abs(value).toFixed(digits)
  const zero = Number(text) === 0
  return `${zero ? '' : value > 0 ? '+' : '−'}${text}`
}

/** A raw sentiment (−1…1) as its score (data-interface §9) with its sign: +33.3, −5.0, 0.0. */
export function formatSentimentScore(sentiment: number): string {
  return formatSigned(sentimentScore(sentiment), 1)
}

/** A whole number with its sign and a true minus: 250 → '+250', -40.4 → '−40', -0.3 → '0'. */
export function formatSignedWhole(value: number): string {
  const rounded = Math.round(value)
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${formatDecimal(Math.abs(rounded))}`
}

/** A price move as posts and alerts write it: 0.052 → '+5.2%', -0.031 → '−3.1%' (a true minus sign). */
export function formatMove(fraction: number): string {
  return `${fraction >= 0 ? '+' : '−'}${Math.abs(fraction * 100).toFixed(1)}%`
}

/** Reported earnings per share against the consensus; null while either is unknown. */
export function epsVerdict(
  actual: number | null | undefined,
  consensus: number | null | undefined,
): 'beat' | 'miss' | 'in line' | null {
  if (actual === null || actual === undefined || consensus === null || consensus === undefined) return null
  return actual > consensus ? 'beat' : actual < consensus ? 'miss' : 'in line'
}

export type ChangeTone = 'up' | 'down' | 'flat'

/** The colour class of a change (`tone-up`, `tone-down`, `tone-flat` in base.css); no value is flat. */
export function changeTone(change: number | null): ChangeTone {
  if (change === null || change === 0 || Number.isNaN(change)) return 'flat'
  return change > 0 ? 'up' : 'down'
}

export const DEFAULT_CURRENCY = 'USD'
/** The unit of indices: points, shown as a plain decimal. */
export const POINTS_UNIT = 'PTS'

let knownCurrencies: ReadonlySet<string> | null = null

/** ISO 4217 codes the runtime knows; when it cannot list them, any 3-letter code counts. */
function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false
  if (knownCurrencies === null) {
    knownCurrencies =
      typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : new Set()
  }
  return knownCurrencies.size === 0 || knownCurrencies.has(code)
}

/**
 * Currency with 2 digits. An unknown or non-3-letter code falls back to USD; 'PTS' (indices)
 * is shown as a plain decimal with 2 digits. Codes are read case-insensitively.
 */
export function formatCurrency(value: number, currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase()
  if (code === POINTS_UNIT) return formatDecimal(value, 2)
  return formatter({
    style: 'currency',
    currency: isKnownCurrency(code) ? code : DEFAULT_CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}

/**
 * What a price is quoted for: its currency, and whether it is an exchange rate (a forex title). A
 * title's info is one; undefined while it loads (currency with 2 digits, USD).
 */
export type PriceQuote = { currency: string | null; type?: string | null } | undefined

/**
 * A price. Currency with 2 digits, except where 2 digits would hide the price: below 1 up to 4
 * significant digits ('$0.2834', '$0.00001234', not '$0.28' and '$0.00'). An exchange rate is no
 * amount of its quote currency: a plain decimal in pips, 4 digits below 10 ('1.1642'), else 2
 * ('155.32'). Indices (PTS) stay plain decimals with 2 digits.
 */
export function formatPrice(value: number, quote: PriceQuote): string {
  const digits = priceDigits(value, quote?.type)
  if (quote?.type === 'forex') return formatter(digits).format(value)
  if (digits.maximumFractionDigits === 2) return formatCurrency(value, quote?.currency)
  const code = (quote?.currency ?? '').trim().toUpperCase()
  if (code === POINTS_UNIT) return formatter(digits).format(value)
  return formatter({
    style: 'currency',
    currency: isKnownCurrency(code) ? code : DEFAULT_CURRENCY,
    ...digits,
  }).format(value)
}

/** The fraction digits formatPrice shows a price with (the rule alone, for texts that name a price). */
export function priceDigits(
  value: number,
  type?: string | null,
): { minimumFractionDigits: number; maximumFractionDigits: number } {
  const magnitude = Math.abs(value)
  if (type === 'forex') {
    const digits = magnitude < 10 ? 4 : 2
    return { minimumFractionDigits: digits, maximumFractionDigits: digits }
  }
  if (magnitude >= 1 || magnitude === 0 || !Number.isFinite(value))
    return { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  return {
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.min(10, Math.max(2, Math.ceil(-Math.log10(magnitude)) + 3)),
  }
}

/** A price rounded as stored: 4 decimals, or 6 significant digits below 1 ($0.00001 keeps its digits). */
export function roundPrice(price: number): number {
  const magnitude = Math.abs(price)
  if (magnitude >= 1 || magnitude === 0 || !Number.isFinite(price)) return Math.round(price * 10_000) / 10_000
  const scale = 10 ** (5 - Math.floor(Math.log10(magnitude)))
  return Math.round(price * scale) / scale
}

/** A buzz value shown times 100 as a whole percent: 1.5 → '150%' (100% is the average). */
export function formatBuzz(buzz: number): string {
  return `${formatDecimal(buzzPercent(buzz), 'upTo3')}%`
}

/** An executive's name as application §3 shows it: "last, first middle". */
export function executiveName(person: {
  firstName: string
  middleName: string | null
  lastName: string
}): string {
  const given = [person.firstName, person.middleName].filter((part) => part !== null && part !== '').join(' ')
  return given === '' ? person.lastName : `${person.lastName}, ${given}`
}
