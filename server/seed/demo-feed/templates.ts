import type { DemoTone } from './sources'

/**
 * Texts of the demo feed. Placeholders: {n} title name, {c} cashtag ($AAPL, or the name when the
 * title has no symbol), {p} a percentage, {q} a quarter, {m} an amount ($850 million, $1.5 billion); prices as the
 * title trades at the message's time: {x} the price, {x_} the round level just above it, {x+} a
 * price target above it, {x~} one near it, {x-} one below it; {d} the quarterly dividend per share.
 * Which title a message is about is left to the real linker, exactly as for any other feed.
 */

export type ToneTexts = Readonly<Record<DemoTone, readonly string[]>>

export const NEWS_EN: ToneTexts = {
  positive: [
    '{n} shares rise {p}% as demand outlook improves',
    '{n} gains after strong order intake, analysts see further upside',
    '{n} rallies to a three-month high on upbeat industry data',
    'Investors pile into {n} after solid sales update',
    '{n} stock climbs as margins expand faster than expected',
    '{n} wins new customers and lifts market share, shares up {p}%',
  ],
  neutral: [
    '{n} to present at investor conference next week',
    '{n} shares little changed ahead of the quarterly update',
    '{n} confirms annual meeting date and agenda',
    'What to watch at {n} this week',
    '{n} trading volume in line with its monthly average',
    '{n} publishes its sustainability report for the year',
  ],
  negative: [
    '{n} shares fall {p}% amid concerns over slowing demand',
    '{n} slides as costs weigh on profitability',
    '{n} drops to a six-month low after cautious comments from management',
    'Investors sell {n} after weak industry figures',
    '{n} stock under pressure as competition intensifies',
    '{n} loses ground, down {p}% on the week',
  ],
}

export const SOCIAL_EN: ToneTexts = {
  positive: [
    '{c} looking strong here, breaking out 🚀',
    'Loaded more {c} today, long term this is a winner',
    '{c} chart is beautiful, higher lows all week 📈',
    'Bullish on {c}, the dip got bought instantly',
    '{c} up {p}% and still cheap imo',
    'Great numbers from {n}, holding my {c} calls',
  ],
  neutral: [
    'Anyone watching {c} today?',
    '{c} sideways again, waiting for a direction',
    'Added {c} to my watchlist, need to read more first',
    'What is the consensus on {c} into next week?',
    '{c} volume looks normal, nothing special',
    'Thinking about {c} vs its peers, opinions?',
  ],
  negative: [
    '{c} keeps bleeding, stop loss hit 📉',
    'Sold all my {c}, this management is a disaster',
    '{c} down {p}% and no bottom in sight',
    'Bearish on {c}, valuation makes no sense',
    'Shorting {c} here, the story is broken',
    '{c} is a falling knife, stay away',
  ],
}

export const FORUM_EN: ToneTexts = {
  positive: [
    'I have been holding {n} for two years and the recent results convinced me to add more. The balance sheet is strong and the dividend looks safe.',
    'The new product cycle at {n} is underestimated. Margins should improve next year, I am staying long.',
  ],
  neutral: [
    'Does anyone know when {n} reports next? I am trying to plan my position size.',
    'Comparing {n} with its competitors, the valuation looks about fair to me. Happy to hear other views.',
  ],
  negative: [
    'Disappointed with {n}. Guidance keeps slipping and debt is growing, I sold half of my shares today.',
    'The last call from {n} did not answer any question about cash flow. I am out until they fix it.',
  ],
}

export const LONG_EN: ToneTexts = {
  positive: [
    'Why {n} could outperform this year',
    'Deep dive: the bull case for {n}',
    '{n}: three reasons to stay long',
  ],
  neutral: [
    '{n} explained: business model and key numbers',
    'Weekly review: {n} and its sector',
    'How {n} makes money',
  ],
  negative: ['The bear case for {n}', '{n}: red flags investors should not ignore', 'Is {n} overvalued?'],
}

export const ANALYST_EN: ToneTexts = {
  positive: [
    'Analyst upgrades {n} to buy, raises price target to {x+}',
    '{n} upgraded to outperform at a major broker, price target {x+}',
  ],
  neutral: [
    'Analyst reiterates hold on {n}, price target {x~}',
    '{n}: broker initiates coverage with neutral rating',
  ],
  negative: [
    'Analyst downgrades {n} to sell, cuts price target to {x-}',
    '{n} downgraded to underperform on valuation concerns',
  ],
}

/** Key-event stories, each with the tone it carries. */
export const EVENT_STORIES_EN: readonly (readonly [string, DemoTone])[] = [
  ['{n} announces share buyback program of {m}', 'positive'],
  ['{n} raises quarterly dividend by {p}%', 'positive'],
  ['{n} agrees to acquire a rival for {m} in cash', 'positive'],
  ['{n} names new CEO, effective next month', 'neutral'],
  ['{n} CFO steps down, company starts search for successor', 'negative'],
  ['{n} faces class action lawsuit from shareholders', 'negative'],
  ['Regulators open investigation into {n} sales practices', 'negative'],
  ["Moody's downgrades {n} credit rating, outlook negative", 'negative'],
  ['{n} launches new flagship product line', 'positive'],
  ['{n} hit by cyber attack, some systems offline', 'negative'],
  ['{n} to cut 1,200 jobs in restructuring', 'negative'],
  ['Short-seller report targets {n}, shares slide', 'negative'],
  ['{n} wins {m} contract from a government agency', 'positive'],
  ['{n} unveils artificial intelligence platform for enterprise customers', 'positive'],
  ['{n} recalls products after safety review', 'negative'],
  ['{n} cuts full-year guidance on weaker demand', 'negative'],
  ['{n} raises full-year guidance after strong first half', 'positive'],
  ['New tariffs weigh on {n} exports', 'negative'],
]

/**
 * The ad hoc announcement a company issues with a story of its own (one whose subject is the
 * company: "{n} …"); a story others tell (a regulator, a rating agency, a short seller) has none.
 */
export function adhocAnnouncementOf(story: string): string | null {
  return story.startsWith('{n} ') ? `Ad hoc announcement: ${story}` : null
}

/** Stories only a health-care company has (GICS sector 35). */
const HEALTH_CARE_STORIES_EN: readonly (readonly [string, DemoTone])[] = [
  ['FDA approves drug from {n}, shares jump', 'positive'],
  ['{n} reports positive phase 3 clinical trial results', 'positive'],
]

/** The key-event stories a company of this sector can have (a card maker runs no clinical trials). */
export function eventStoriesFor(sectorId: string | null): readonly (readonly [string, DemoTone])[] {
  return sectorId?.startsWith('35') ? [...EVENT_STORIES_EN, ...HEALTH_CARE_STORIES_EN] : EVENT_STORIES_EN
}

export const EARNINGS_BEAT_EN = [
  '{n} {q} results beat analyst estimates, revenue up {p}%',
  '{n} tops expectations in {q}, raises full-year guidance',
]
export const EARNINGS_MISS_EN = [
  '{n} {q} results miss estimates as costs rise',
  '{n} falls short of expectations in {q}, shares drop {p}%',
]
export const EARNINGS_PREVIEW_EN = [
  '{n} reports {q} earnings today: what analysts expect',
  'Earnings preview: {n} {q} results due, consensus looks for growth',
]
/** A peer named in the same message ({q}: its name), so co-mentions, related assets and the knowledge graph have links. */
export const PEER_EN = [
  ' – {q} moves the same way',
  '; {q} also in play',
  '; {q} in focus too',
  ', while {q} lags',
  ' as traders compare it with {q}',
]

/** Dividend news of a company that pays one ({d}: its quarterly dividend per share). */
export const DIVIDEND_EN = [
  '{n} declares quarterly dividend of {d} per share',
  '{n} dividend: payment date confirmed',
]

/** Dividend news of a company that pays none. */
export const NO_DIVIDEND_EN = [
  '{n} again passes on a dividend, keeps buying back shares',
  '{n} has no plans to start a dividend, CFO says',
]
export const CLASS_ACTION_EN = [
  'Class action filed on behalf of investors who purchased {n} shares',
  'Investors who lost money on {n} may join class action lawsuit',
]

export const FILINGS_EN: Readonly<Record<string, readonly string[]>> = {
  dir_dealings: [
    'Directors dealings: {n} director buys 12,000 shares',
    'Directors dealings: {n} CFO sells 5,000 shares',
  ],
  regulatory: [
    'Regulatory news: {n} total voting rights',
    'Regulatory announcement from {n}: change of registered office',
  ],
  annual_meeting: ['{n} convenes annual general meeting', 'Invitation to the annual meeting of {n}'],
  short_interest: ['Short interest in {n} rises to {p}% of free float', 'Short interest update for {n}'],
  cap_mkt_info: ['{n} capital market information: bond coupon payment', '{n} announces capital market day'],
  adv_fin_report: ['{n} publishes annual financial report', 'Advance notice: {n} half-year financial report'],
  nav: ['{n} net asset value per share as of today', '{n} NAV update'],
  takeover_offer: [
    'Takeover offer for {n}: offer document published',
    'Tender offer for {n} shares extended',
  ],
  filings: ['{n} files quarterly report', '{n} filing: amendment to registration statement'],
}

export const VIDEO_EN: ToneTexts = {
  positive: ['Why I am buying {n} now (video)', '{n} stock analysis: breakout confirmed'],
  neutral: ['{n} stock: everything you need to know', 'Live: market open, watching {n}'],
  negative: ['Why I sold {n} (video)', '{n} stock crash explained'],
}

export const NEWS_DE: ToneTexts = {
  positive: [
    'Aktie von {n} steigt um {p} Prozent nach starken Zahlen',
    '{n}: Anleger greifen zu, Kurs auf Monatshoch',
  ],
  neutral: ['{n} lädt zur Hauptversammlung ein', '{n}: Aktie vor den Quartalszahlen kaum verändert'],
  negative: [
    'Aktie von {n} fällt um {p} Prozent, Anleger enttäuscht',
    '{n} unter Druck: Kosten belasten das Ergebnis',
  ],
}
export const NEWS_FR: ToneTexts = {
  positive: [
    "L'action {n} progresse de {p} % après des résultats solides",
    '{n} séduit les investisseurs, le titre grimpe',
  ],
  neutral: [
    '{n} présentera sa stratégie la semaine prochaine',
    '{n} : le titre stable avant la publication des comptes',
  ],
  negative: ["L'action {n} recule de {p} % après un avertissement", '{n} chute, les investisseurs inquiets'],
}
export const NEWS_ES: ToneTexts = {
  positive: [
    'Las acciones de {n} suben un {p} % tras buenos resultados',
    '{n} se dispara en bolsa por la demanda',
  ],
  neutral: [
    '{n} celebrará su junta de accionistas el próximo mes',
    '{n}: la acción sin cambios antes de los resultados',
  ],
  negative: [
    'Las acciones de {n} caen un {p} % por la debilidad de la demanda',
    '{n} se desploma tras recortar previsiones',
  ],
}

export const BOT_TEXTS = [
  '🔥 {c} ALERT 🔥 huge move incoming, join our free signals group now',
  '{c} signal: BUY. Get the next signal before everyone else, link in bio',
  'Top 5 stocks to buy now incl. {c}, full list at our site',
]

/** Crypto currencies: no earnings, filings, management or dividends. */
export const CRYPTO_NEWS_EN: ToneTexts = {
  positive: [
    '{n} climbs {p}% as spot ETF inflows accelerate',
    '{n} rallies to {x} after exchange reserves fall to a multi-year low',
    'Institutional buyers lift {n} as open interest hits a record',
  ],
  neutral: [
    '{n} trades sideways near {x} ahead of the Fed decision',
    'Network activity on {n} steady as fees ease',
    '{n} options expiry: what traders are watching this week',
  ],
  negative: [
    '{n} slides {p}% as liquidations sweep leveraged longs',
    '{n} drops below {x_} after ETF outflows',
    'Regulators weigh new rules for exchanges; {n} falls',
  ],
}

/** Crypto news of the German, French and Spanish desks, in their language. */
export const CRYPTO_NEWS_DE: ToneTexts = {
  positive: [
    '{n} steigt um {p} Prozent, ETF-Zuflüsse nehmen zu',
    'Institutionelle Anleger greifen bei {n} zu, offene Positionen auf Rekordhoch',
  ],
  neutral: [
    '{n} bewegt sich vor der Zinsentscheidung seitwärts',
    'Verfall der {n}-Optionen: worauf Händler achten',
  ],
  negative: [
    '{n} fällt um {p} Prozent, Liquidationen treffen gehebelte Anleger',
    'Aufsicht prüft strengere Regeln für Handelsplätze, {n} verliert deutlich',
  ],
}

export const CRYPTO_NEWS_FR: ToneTexts = {
  positive: ['{n} grimpe de {p} % grâce aux entrées dans les ETF'],
  neutral: ['{n} stable avant la décision de la Fed'],
  negative: ['{n} chute de {p} %, les positions à effet de levier sont liquidées'],
}

export const CRYPTO_NEWS_ES: ToneTexts = {
  positive: ['{n} sube un {p} % por las entradas en los ETF'],
  neutral: ['{n}, sin cambios a la espera de la Fed'],
  negative: ['{n} cae un {p} % entre liquidaciones de posiciones apalancadas'],
}

export const CRYPTO_SOCIAL_EN: ToneTexts = {
  positive: [
    '{c} breaking out, next stop a new high 🚀',
    'Stacking more {c} on this dip, long term this is the trade',
    '{c} funding rates reset and price held, bullish',
  ],
  neutral: [
    '{c} chopping around, waiting for the weekly close',
    'Anyone watching {c} on-chain flows today?',
    'What is the consensus on {c} for the next few days?',
  ],
  negative: [
    '{c} losing support, longs getting liquidated 📉',
    'Took profit on my {c}, this looks like a blow-off top',
    '{c} is heavy, sellers on every bounce',
  ],
}

export const CRYPTO_FORUM_EN: ToneTexts = {
  positive: [
    'I keep adding {n} every month. Adoption keeps growing and the supply side looks tight to me.',
    'The ETF flows into {n} are not slowing down. Staying long through the volatility.',
  ],
  neutral: [
    'How do you size a {n} position next to stocks? Trying to keep it at a few percent.',
    'Where do you keep your {n}, exchange or self custody? Curious what others do.',
  ],
  negative: [
    'Sold my {n} today. Too much leverage in the market and the funding rates look stretched.',
    'The last {n} rally failed at the same level again. I am out until it breaks through.',
  ],
}

export const CRYPTO_LONG_EN: ToneTexts = {
  positive: ['Why {n} could run further this cycle', 'Deep dive: the bull case for {n}'],
  neutral: ['{n} explained: supply, demand and who holds it', 'Weekly crypto review: {n} and the market'],
  negative: ['The bear case for {n}', '{n}: warning signs in the on-chain data'],
}

export const CRYPTO_VIDEO_EN: ToneTexts = {
  positive: ['Why I am buying {n} now (video)', '{n} chart analysis: breakout confirmed'],
  neutral: ['{n}: everything you need to know', 'Live: crypto market open, watching {n}'],
  negative: ['Why I sold my {n} (video)', '{n} crash explained'],
}

/*
 * Indices, currency pairs and commodities: markets, not companies. They have no results,
 * dividends, management or products, and a day's move is a fraction of a company's ({pm}: a
 * market-sized percentage, 0.3–2.0).
 */
export const MARKET_NEWS_EN: ToneTexts = {
  positive: [
    '{n} rises {pm}% as risk appetite returns',
    '{n} climbs to {x} after softer inflation data',
    '{n} extends gains for a third session, hits a one-month high',
    '{n} rebounds {pm}% as bond yields ease',
    '{n} gains {pm}% on hopes of rate cuts',
  ],
  neutral: [
    '{n} little changed ahead of the Fed decision',
    '{n} trades near {x} as investors wait for payrolls',
    '{n} flat in thin trading, traders eye central bank speakers',
    '{n} steady at {x} ahead of inflation figures',
  ],
  negative: [
    '{n} falls {pm}% as yields jump',
    '{n} slides to {x} on growth worries',
    '{n} drops for a third day as the selling broadens',
    '{n} sinks {pm}% after hawkish central bank comments',
    '{n} loses {pm}% as risk appetite fades',
  ],
}

export const MARKET_SOCIAL_EN: ToneTexts = {
  positive: [
    '{c} holding the breakout, next stop {x_} 🚀',
    'Bought the dip in {c}, trend is still up',
    'Long {c} into the close, momentum is back',
    '{c} higher lows all week, buyers stepping in early',
    '{c} reclaimed the 50-day, bulls in control',
  ],
  neutral: [
    '{c} chopping around {x}, waiting for CPI',
    'Where does {c} close this week? {x_} is the level to beat',
    'Anyone trading {c} into the Fed?',
    'Quiet session in {c} so far, volume is light',
    'Watching {c} at {x} for a direction',
  ],
  negative: [
    '{c} lost support at {x}, looking heavy 📉',
    'Shorting {c} here, breadth is awful',
    '{c} rolling over, I am in cash until it settles',
    'Sold my {c} longs, this bounce looks weak',
    '{c} under {x} is a warning sign, careful here',
  ],
}

export const MARKET_FORUM_EN: ToneTexts = {
  positive: [
    'I think {n} has more room to run. The data keeps beating forecasts and positioning is still light.',
    'Adding on every dip in {n}. The macro picture keeps improving and liquidity is supportive.',
  ],
  neutral: [
    'How are you positioned in {n} ahead of the central bank meeting? I am keeping it small either way.',
    'What levels are you watching on {n} this week? For me it is {x_}, and holding {x} below it.',
  ],
  negative: [
    'I am cautious on {n}. Rates stay high, breadth is thin and the rally looks tired.',
    'Trimmed my {n} exposure. The risk/reward at these levels is not great.',
  ],
}

export const MARKET_LONG_EN: ToneTexts = {
  positive: ['Why {n} can keep climbing into year end', 'The bull case for {n}: growth, rates and flows'],
  neutral: [
    '{n} explained: what moves it and who trades it',
    'Weekly markets review: {n} and the week ahead',
  ],
  negative: ['The bear case for {n}', '{n}: warning signs under the surface'],
}

export const MARKET_VIDEO_EN: ToneTexts = {
  positive: ['{n} technical analysis: breakout confirmed', 'Why I am long {n} into the close (video)'],
  neutral: ['Live: market open, watching {n}', '{n}: key levels for the week'],
  negative: ['{n} sell-off explained', 'Why I sold my {n} position (video)'],
}

export const MARKET_NEWS_DE: ToneTexts = {
  positive: ['{n} steigt um {pm} Prozent, Anleger wieder risikofreudiger', '{n} auf Monatshoch'],
  neutral: ['{n} vor der Zinsentscheidung kaum verändert', '{n} tritt auf der Stelle'],
  negative: ['{n} fällt um {pm} Prozent, Renditen ziehen an', '{n} unter Druck: Konjunktursorgen belasten'],
}

export const MARKET_NEWS_FR: ToneTexts = {
  positive: ['{n} progresse de {pm} %, les investisseurs reprennent des risques'],
  neutral: ['{n} stable avant la décision de la Fed'],
  negative: ['{n} recule de {pm} %, les taux se tendent'],
}

export const MARKET_NEWS_ES: ToneTexts = {
  positive: ['{n} sube un {pm} % con el regreso del apetito por el riesgo'],
  neutral: ['{n}, sin cambios a la espera de la Fed'],
  negative: ['{n} cae un {pm} % por el repunte de los rendimientos'],
}
