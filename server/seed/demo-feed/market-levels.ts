/**
 * The level the demo quotes the best-known indices (points), exchange rates and commodities (USD
 * per the contract's unit) at: late 2025's order of magnitude. A random level had put EUR/USD at
 * 2.40 and the S&P 500 at 13,000, which no trader takes for a market.
 */
export const MARKET_LEVELS: Readonly<Record<number, number>> = {
  // Indices
  1000001: 6_800, // S&P 500
  1000002: 25_000, // Nasdaq-100
  1000003: 47_000, // Dow Jones Industrial Average
  1000004: 23_000, // Nasdaq Composite
  1000005: 2_450, // Russell 2000
  1000006: 30_000, // S&P/TSX Composite
  1000007: 24_000, // DAX
  1000008: 30_000, // MDAX
  1000009: 5_650, // EURO STOXX 50
  1000010: 9_600, // FTSE 100
  1000011: 8_100, // CAC 40
  1000012: 950, // AEX
  1000013: 12_900, // Swiss Market Index
  1000014: 16_000, // IBEX 35
  1000015: 43_000, // FTSE MIB
  1000016: 2_700, // OMX Stockholm 30
  1000017: 49_000, // Nikkei 225
  1000018: 3_300, // TOPIX
  1000019: 26_000, // Hang Seng Index
  1000020: 4_600, // CSI 300
  1000021: 3_900, // SSE Composite
  1000022: 26_000, // Nifty 50
  1000023: 85_000, // BSE Sensex
  1000024: 3_900, // KOSPI
  1000025: 27_000, // TAIEX
  1000026: 4_450, // Straits Times Index
  1000027: 8_700, // S&P/ASX 200
  // Exchange rates (quote currency per unit of the base)
  300001: 1.16, // EUR/USD
  300002: 155, // USD/JPY
  300003: 1.32, // GBP/USD
  300004: 0.8, // USD/CHF
  300005: 0.65, // AUD/USD
  300006: 1.4, // USD/CAD
  300007: 0.57, // NZD/USD
  300008: 0.88, // EUR/GBP
  300009: 180, // EUR/JPY
  300010: 0.93, // EUR/CHF
  300011: 204, // GBP/JPY
  300012: 7.1, // USD/CNY
  300013: 88.7, // USD/INR
  300014: 7.78, // USD/HKD
  300015: 1.3, // USD/SGD
  300016: 1_460, // USD/KRW
  300017: 10.95, // EUR/SEK
  300018: 18.4, // USD/MXN
  300019: 5.35, // USD/BRL
  300020: 17.3, // USD/ZAR
  // Commodities
  310001: 4_050, // Gold, per troy ounce
  310002: 50, // Silver, per troy ounce
  310003: 5, // Copper, per pound
  310004: 1_550, // Platinum, per troy ounce
  310005: 1_400, // Palladium, per troy ounce
  310006: 60, // Crude Oil WTI, per barrel
  310007: 64, // Brent Crude Oil, per barrel
  310008: 4.3, // Natural Gas (Henry Hub), per MMBtu
  310009: 2.3, // Heating Oil, per gallon
  310010: 1.9, // RBOB Gasoline, per gallon
  310011: 4.35, // Corn, per bushel
  310012: 5.3, // Wheat, per bushel
  310013: 11.2, // Soybeans, per bushel
  310014: 4, // Coffee "C", per pound
  310015: 0.15, // Sugar No. 11, per pound
  310016: 5_500, // Cocoa, per metric ton
  310017: 0.65, // Cotton No. 2, per pound
  310018: 2_800, // Aluminium, per metric ton
  310019: 15_000, // Nickel, per metric ton
  310020: 2.2, // Live Cattle, per pound
}

/** The level of an index, exchange rate or commodity the demo knows; undefined for the rest. */
export function marketLevel(title: { id: number; type: string }): number | undefined {
  return title.type === 'index' || title.type === 'forex' || title.type === 'raw_material'
    ? MARKET_LEVELS[title.id]
    : undefined
}
