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
  2021: 65, // Continental
  2022: 115, // Merck KGaA
  2023: 70, // Henkel Vz.
  2024: 95, // Beiersdorf
  2025: 26, // Vonovia
  2026: 24, // Zalando
  2027: 8, // Lufthansa
  2028: 20, // PUMA
  // Other European shares (in their currency: EUR, CHF, GBP in pounds, DKK, SEK, NOK)
  2029: 205, // Airbus
  2030: 620, // LVMH
  2031: 56, // TotalEnergies
  2032: 87, // Sanofi
  2033: 370, // L'Oréal
  2034: 2_150, // Hermès
  2035: 72, // BNP Paribas
  2036: 39, // AXA
  2037: 235, // Schneider Electric
  2038: 170, // Air Liquide
  2039: 300, // Kering
  2040: 75, // Danone
  2041: 118, // Vinci
  2042: 300, // Safran
  2043: 300, // EssilorLuxottica
  2044: 58, // Société Générale
  2045: 14, // Orange
  2046: 35, // Renault
  2047: 9.5, // Stellantis
  2048: 135, // Capgemini
  2049: 900, // ASML
  2050: 55, // Prosus
  2051: 21, // ING
  2052: 23, // Philips
  2053: 68, // Heineken
  2054: 1_400, // Adyen
  2055: 35, // Ahold Delhaize
  2056: 79, // Nestlé
  2057: 100, // Novartis
  2058: 300, // Roche
  2059: 30, // UBS
  2060: 580, // Zurich Insurance
  2061: 57, // ABB
  2062: 160, // Richemont
  2063: 540, // Lonza
  2064: 140, // Swiss Re
  2065: 27, // Shell
  2066: 130, // AstraZeneca
  2067: 10.5, // HSBC
  2068: 4.4, // BP
  2069: 45, // Unilever
  2070: 17, // GSK
  2071: 17, // Diageo
  2072: 52, // Rio Tinto plc
  2073: 42, // British American Tobacco
  2074: 4.2, // Barclays
  2075: 0.95, // Lloyds Banking Group
  2076: 0.9, // Vodafone
  2077: 11, // Rolls-Royce
  2078: 3.5, // Glencore
  2079: 32, // RELX
  2080: 90, // London Stock Exchange Group
  2081: 17, // BAE Systems
  2082: 50, // Inditex
  2083: 9, // Banco Santander
  2084: 18, // Iberdrola
  2085: 18, // BBVA
  2086: 3.7, // Telefónica
  2087: 9, // Enel
  2088: 16, // Eni
  2089: 5.5, // Intesa Sanpaolo
  2090: 65, // UniCredit
  2091: 340, // Ferrari
  2092: 310, // Novo Nordisk
  2093: 13_500, // A.P. Møller - Mærsk
  2094: 90, // Ericsson
  2095: 270, // Volvo
  2096: 170, // H & M
  2097: 5.5, // Nokia
  2098: 240, // Equinor
  2099: 52, // Anheuser-Busch InBev
  2100: 28, // Ryanair
  2101: 140, // Vestas
  2102: 3.7, // Haleon
  2103: 4.4, // Tesco
  2104: 11, // National Grid
  // Canadian shares (CAD)
  3001: 205, // Royal Bank of Canada
  3002: 115, // Toronto-Dominion Bank
  3003: 230, // Shopify
  3004: 67, // Enbridge
  3005: 135, // Canadian National Railway
  3006: 65, // Brookfield Corporation
  3007: 170, // Bank of Montreal
  3008: 95, // Bank of Nova Scotia
  3009: 60, // Suncor Energy
  3010: 45, // Canadian Natural Resources
  3011: 48, // Manulife
  3012: 80, // Nutrien
  3013: 210, // Thomson Reuters
  3014: 3_500, // Constellation Software
  3015: 50, // Barrick
  3016: 230, // Agnico Eagle
  // Japanese shares (JPY)
  3101: 3_000, // Toyota
  3102: 4_300, // Sony
  3103: 2_300, // Mitsubishi UFJ
  3104: 56_000, // Keyence
  3105: 17_000, // SoftBank Group
  3106: 12_000, // Nintendo
  3107: 33_000, // Tokyo Electron
  3108: 55_000, // Fast Retailing
  3109: 4_800, // Hitachi
  3110: 1_550, // Honda
  3111: 4_500, // Shin-Etsu Chemical
  3112: 4_300, // Takeda
  3113: 4_500, // Sumitomo Mitsui
  3114: 3_500, // Mitsubishi Corporation
  3115: 20_000, // Advantest
  3116: 19_000, // Daikin
  3117: 8_000, // Recruit
  3118: 2_600, // KDDI
  3119: 4_400, // Canon
  3120: 1_700, // Panasonic
  3121: 2_000, // DENSO
  3122: 5_000, // FANUC
  3123: 370, // Nissan
  // Hong Kong (HKD) and mainland (CNY) shares
  3201: 620, // Tencent
  3202: 155, // Alibaba
  3203: 100, // Meituan
  3204: 78, // AIA
  3205: 85, // China Mobile
  3206: 42, // Xiaomi
  3207: 115, // JD.com
  3208: 100, // BYD
  3209: 1_450, // Kweichow Moutai
  3210: 370, // CATL
  3211: 6.2, // ICBC
  3212: 57, // Ping An
  3213: 115, // Baidu
  3214: 210, // NetEase
  3215: 410, // Hong Kong Exchanges and Clearing
  3216: 20, // CNOOC
  3217: 10, // Lenovo
  3218: 7.8, // China Construction Bank
  3219: 8, // PetroChina
  // Indian shares (INR)
  3301: 1_500, // Reliance Industries
  3302: 3_100, // Tata Consultancy Services
  3303: 1_000, // HDFC Bank
  3304: 1_550, // Infosys
  3305: 1_380, // ICICI Bank
  3306: 2_450, // Hindustan Unilever
  3307: 400, // ITC
  3308: 950, // State Bank of India
  3309: 2_100, // Bharti Airtel
  3310: 4_000, // Larsen & Toubro
  3311: 245, // Wipro
  3312: 16_000, // Maruti Suzuki
  3313: 400, // Tata Motors
  3314: 2_400, // Adani Enterprises
  3315: 2_100, // Kotak Mahindra Bank
  3316: 1_250, // Axis Bank
  3317: 1_600, // HCL Technologies
  3318: 2_800, // Asian Paints
  3319: 1_750, // Sun Pharma
  3320: 3_800, // Titan
  3321: 330, // NTPC
  3322: 3_600, // Mahindra & Mahindra
  3323: 11_800, // UltraTech Cement
  // Korean shares (KRW)
  3401: 100_000, // Samsung Electronics
  3402: 550_000, // SK hynix
  3403: 260_000, // Hyundai Motor
  3404: 250_000, // NAVER
  3405: 115_000, // Kia
  3406: 300_000, // Samsung SDI
  3407: 180_000, // Celltrion
  3408: 320_000, // POSCO Holdings
  3409: 400_000, // LG Energy Solution
  // Taiwanese shares (TWD)
  3501: 1_450, // TSMC
  3502: 230, // Hon Hai
  3503: 1_400, // MediaTek
  3504: 950, // Delta Electronics
  // Singaporean shares (SGD)
  3601: 54, // DBS
  3602: 17, // OCBC
  3603: 4.6, // Singtel
  3604: 34, // UOB
  // Australian shares (AUD)
  3701: 42, // BHP
  3702: 165, // Commonwealth Bank
  3703: 180, // CSL
  3704: 38, // Westpac
  3705: 42, // National Australia Bank
  3706: 85, // Wesfarmers
  3707: 21, // Fortescue
  3708: 200, // Macquarie
  3709: 28, // Woolworths
  3710: 140, // Rio Tinto Limited
  // Other markets
  3801: 32, // Petrobras (BRL)
  3802: 65, // Vale (BRL)
  3804: 25, // Saudi Aramco (SAR)
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
