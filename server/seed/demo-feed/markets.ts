/**
 * Indices, currency pairs and commodities in the demo feed: markets, not companies. They have no
 * market capitalisation to rank them by, yet the S&P 500, gold and EUR/USD are among the most
 * talked-about names of any feed, so the best known are placed at ranks of their own.
 */

/** The title types the feed writes about as markets. */
export const MARKET_TYPES: ReadonlySet<string> = new Set(['index', 'forex', 'raw_material'])

/** Popularity ranks (0 = most talked about) of the best known markets, by title id. */
export const KNOWN_MARKET_RANKS: Readonly<Record<number, number>> = {
  1000001: 1, // S&P 500
  1000002: 6, // Nasdaq-100
  310001: 9, // Gold
  1000003: 12, // Dow Jones Industrial Average
  310006: 13, // Crude Oil WTI
  300001: 15, // EUR/USD
  1000007: 18, // DAX
  1000004: 24, // Nasdaq Composite
  300002: 28, // USD/JPY
  1000017: 32, // Nikkei 225
  1000005: 36, // Russell 2000
  310007: 40, // Brent Crude Oil
  1000010: 44, // FTSE 100
  1000009: 48, // EURO STOXX 50
  310002: 52, // Silver
  300003: 56, // GBP/USD
  1000019: 60, // Hang Seng Index
  1000011: 66, // CAC 40
  1000022: 70, // Nifty 50
  310008: 75, // Natural Gas (Henry Hub)
}
