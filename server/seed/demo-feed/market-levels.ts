import { FOREX } from '../reference/data/forex'

/**
 * The level the demo quotes the best-known shares (in their currency), indices (points), exchange
 * rates and commodities (USD per the contract's unit) at: late 2025's order of magnitude. A random
 * level had put EUR/USD at 2.40, the S&P 500 at 13,000 and Apple at $44, which no trader takes
 * for a market.
 */
export const MARKET_LEVELS: Readonly<Record<number, number>> = {
  // US shares (USD)
  1001: 275, // Apple
  1002: 480, // Microsoft
  1003: 225, // Amazon
  1004: 300, // Alphabet A
  1005: 300, // Alphabet C
  1006: 600, // Meta Platforms
  1007: 180, // NVIDIA
  1008: 420, // Tesla
  1009: 500, // Berkshire Hathaway B
  1010: 305, // JPMorgan Chase
  1011: 330, // Visa
  1012: 550, // Mastercard
  1013: 200, // Johnson & Johnson
  1014: 150, // Procter & Gamble
  1015: 117, // Exxon Mobil
  1016: 105, // Walmart
  1017: 71, // Coca-Cola
  1018: 148, // PepsiCo
  1019: 35, // Intel
  1020: 77, // Cisco
  1021: 200, // Oracle
  1022: 300, // IBM
  1023: 25, // Pfizer
  1024: 100, // Merck
  1025: 350, // Home Depot
  1026: 105, // Walt Disney
  1027: 305, // McDonald's
  1028: 62, // NIKE
  1029: 190, // Boeing
  1030: 540, // Caterpillar
  1031: 152, // Chevron
  1032: 800, // Goldman Sachs
  1033: 52, // Bank of America
  1034: 105, // Netflix
  1035: 210, // AMD
  1036: 235, // Salesforce
  1037: 320, // Adobe
  1038: 170, // Qualcomm
  1039: 160, // Texas Instruments
  1040: 910, // Costco
  1041: 325, // UnitedHealth
  1042: 950, // Eli Lilly
  1043: 225, // AbbVie
  1044: 350, // Broadcom
  1045: 85, // Starbucks
  1046: 165, // 3M
  1047: 200, // Honeywell
  1048: 41, // Verizon
  1049: 26, // AT&T
  1050: 28, // Comcast
  1051: 320, // Amgen
  1052: 120, // Gilead Sciences
  1053: 165, // Morgan Stanley
  1054: 85, // Wells Fargo
  1055: 100, // Citigroup
  1056: 360, // American Express
  1057: 65, // PayPal
  1058: 90, // Uber
  1059: 175, // Palantir
  1060: 220, // Micron
  1061: 230, // Applied Materials
  1062: 470, // Lockheed Martin
  1063: 175, // RTX
  1064: 13, // Ford
  1065: 72, // General Motors
  1066: 95, // UPS
  1067: 265, // FedEx
  1068: 26, // Moderna
  1069: 128, // Abbott
  1070: 570, // Thermo Fisher
  1071: 240, // Lowe's
  1072: 92, // Target
  1073: 5_100, // Booking Holdings
  1074: 650, // Intuit
  1075: 850, // ServiceNow
  1076: 122, // Airbnb
  1077: 270, // Coinbase
  1078: 130, // Dell
  1079: 93, // Charles Schwab
  1080: 1_050, // BlackRock
  1081: 285, // Travelers
  1082: 335, // Sherwin-Williams
  1083: 90, // ConocoPhillips
  1084: 300, // GE Aerospace
  1085: 470, // Deere
  1086: 420, // Linde
  1087: 250, // Accenture
  1088: 98, // Medtronic
  1089: 560, // Intuitive Surgical
  1090: 82, // NextEra Energy
  1091: 140, // Arm
  1092: 620, // Spotify
  1093: 118, // PDD
  1094: 240, // Snowflake
  1095: 36, // Super Micro Computer
  1096: 175, // lululemon
  1097: 510, // CrowdStrike
  1098: 78, // CVS Health
  1099: 48, // Bristol-Myers Squibb
  1100: 15, // Rivian
  1101: 23, // GameStop
  1102: 3, // AMC Entertainment
  // German shares (EUR)
  2001: 210, // SAP
  2002: 230, // Siemens
  2003: 360, // Allianz
  2004: 43, // BASF
  2005: 28, // Bayer
  2006: 85, // BMW
  2007: 57, // Mercedes-Benz
  2008: 97, // Volkswagen Vz.
  2009: 27, // Deutsche Telekom
  2010: 30, // Deutsche Bank
  2011: 40, // DHL
  2012: 34, // Infineon
  2013: 540, // Munich Re
  2014: 160, // adidas
  2015: 15, // E.ON
  2016: 42, // RWE
  2017: 110, // Siemens Energy
  2018: 33, // Commerzbank
  2019: 225, // Deutsche Börse
  2020: 1_600, // Rheinmetall
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

const LEVEL_TYPES = new Set(['company', 'index', 'forex', 'raw_material'])

/** The level of a share, index, exchange rate or commodity the demo knows; undefined for the rest. */
export function marketLevel(title: { id: number; type: string }): number | undefined {
  return LEVEL_TYPES.has(title.type) ? MARKET_LEVELS[title.id] : undefined
}

/** Currencies of listed shares the demo quotes no pair for (units per US dollar, late 2025). */
const UNPAIRED_UNITS_PER_USD: Readonly<Record<string, number>> = { TWD: 31, DKK: 6.4, NOK: 10.1, SAR: 3.75 }

/**
 * Units of a currency per US dollar, from the exchange rates above (USD/JPY 155, 1 ÷ EUR/USD,
 * EUR/SEK × EUR per dollar): a share quoted in yen or won without a known level trades at a yen
 * or won price, not at a dollar price written in yen.
 */
const UNITS_PER_USD: ReadonlyMap<string, number> = (() => {
  const units = new Map<string, number>([['USD', 1], ...Object.entries(UNPAIRED_UNITS_PER_USD)])
  const pairs = FOREX.flatMap(([id, base, quote]) => {
    const level = MARKET_LEVELS[id]
    return level === undefined ? [] : [{ base, quote, level }]
  })
  // Pairs against the dollar first, then crosses against a currency already known.
  for (let pass = 0; pass < 2; pass += 1)
    for (const { base, quote, level } of pairs) {
      const perBase = units.get(base)
      const perQuote = units.get(quote)
      if (perBase !== undefined && perQuote === undefined) units.set(quote, perBase * level)
      if (perQuote !== undefined && perBase === undefined) units.set(base, perQuote / level)
    }
  return units
})()

/** How many units of `currency` a dollar buys; 1 for dollars and unknown currencies. */
export function unitsPerUsd(currency: string | null | undefined): number {
  return (currency ? UNITS_PER_USD.get(currency) : undefined) ?? 1
}
