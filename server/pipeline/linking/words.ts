/**
 * Word lists of the instrument linker. Tickers that are everyday words (ON, ARE, GO, IT, ALL…)
 * link without a cashtag only in a financial context; acronyms of finance talk never do.
 */

/** Upper-case words that are tickers somewhere but mostly plain English in a message. */
export const COMMON_WORD_TICKERS = new Set(
  (
    'A AN AND ARE AS AT BE BIG BY CAN CAR CASH CAT COOL DAY DO EAT FAST FOR FUN GO GOOD HAS HE HOME HOPE ' +
    'HUGE IF IN IS IT KEY LIFE LOVE LOW MAN ME MORE MOST MY NEW NEXT NICE NO NOW OF OLD ON ONE OR OUT ' +
    'PLAY REAL RUN SAFE SEE SHE SO TEAM THE TO TOP TRUE TWO UP WELL WORK YOU ALL ANY ELSE EVER FREE ' +
    'JOB LIVE OPEN PAY PLAN POST RIDE SUN TELL TECH WAY WIN WISH BEST BEAT EDIT HOLD MOVE NICE FLY ' +
    'RACE ROCK SHOP SAVE STAY TRIP WAVE ZONE GAME BOX LAND MAIN PEAK FUND BANK GOLD OIL GAS'
  ).split(' '),
)

/** Acronyms of market talk that some exchange also lists as tickers: cashtag only. */
export const CASHTAG_ONLY = new Set(
  (
    'AI CEO CFO COO CTO IPO ETF GDP SEC FED EPS USD EUR GBP JPY CHF CNY UK US USA EU UN ECB IMF ' +
    'FOMC CPI PPI PMI YOY QOQ ATH DD IMO LOL TLDR FYI OTC NFT ESG API EV EVS PE PR TV IR HR IT Q1 Q2 Q3 Q4 ' +
    'OK PM AM NYSE LSE ASAP FAQ BREAKING UPDATE NEWS RT'
  ).split(' '),
)

/**
 * Page furniture around a headline: share and follow buttons, sign-in and app-store lines. The
 * brands they name (Facebook, LinkedIn, Google Play) are not what the text is about.
 */
export const PAGE_FURNITURE: readonly RegExp[] = [
  /\b(?:share|post|tweet|pin|send|email)(?:\s+(?:this|the)\s+(?:article|story|post|page|video))?\s+(?:on|to|via|with)\s+[\p{L}+]+(?:\s+[\p{Lu}][\p{L}]+)?/giu,
  /\b(?:follow|find|join|like|subscribe to|connect with)\s+us\s+on\s+[\p{L}+]+(?:(?:\s*,\s*|\s+(?:and|&|or)\s+)[\p{L}+]+)*/giu,
  /\b(?:sign|log)\s*(?:in|up)\s+with\s+[\p{L}+]+/giu,
  /\b(?:download|get it|available)\s+on\s+(?:the\s+)?(?:app store|google play)/giu,
  /\b(?:watch|listen|read|view|stream)\s+(?:it\s+)?on\s+[\p{L}+]+/giu,
]

/** Words around a ticker that say it is meant as a ticker. */
export const FINANCIAL_CONTEXT =
  /\b(stocks?|shares?|ticker|nyse|nasdaq|earnings|eps|dividends?|price target|upgraded?|downgraded?|upgrades|downgrades|initiations?|bull(s|ish)?|bear(s|ish)?|upsides?|downsides?|resistance|pullback|breakout|gaps? (up|down)|(cuts?|raises?|lifts?) to (hold|buy|sell|neutral|overweight|underweight)|calls|puts|short(ed|ing)?|buy(ing)?|sell(ing)?|rall(y|ied|ies)|market cap|options|premarket|after-hours|trading|investors?)\b|%/i

/** A headline led by its tickers, as newswires and traders write them: "GM - …", "MU WDC: …". */
export const TICKER_HEADLINE = /^\s*[A-Z]{1,5}(?:[ ,]+[A-Z]{1,5})*\s*[-–:]\s/

/** Legal-form and filler words dropped from company names before matching. */
export const NAME_SUFFIXES = new Set(
  (
    'inc incorporated corp corporation co company plc p.l.c ag se sa s.a nv n.v ltd limited holdings holding ' +
    'group llc lp spa s.p.a asa ab oyj kgaa a/s the class cl adr ord shs reg registered'
  ).split(' '),
)

/** Crypto names written in lower case as often as not; other crypto names need a capital. */
export const CRYPTO_NAMES_ANY_CASE = new Set(
  'bitcoin ether ethereum dogecoin litecoin solana cardano polkadot tether ripple monero shiba inu binance coin'.split(
    ' ',
  ),
)

/**
 * One-word company names that are also words of market talk, with the neighbours that make them
 * the plain word: "price target", "Gap up", "block trade". Keys and neighbours are lower case.
 */
export const NAME_AS_PLAIN_WORD: ReadonlyMap<
  string,
  { before: ReadonlySet<string>; after: ReadonlySet<string> }
> = new Map(
  Object.entries({
    target: {
      before:
        'price profit earnings sales revenue inflation growth upside downside analyst analysts our their its raised lowered cut hiked my your new 12-month one-year short-term long-term',
      after:
        'price prices range ranges rate rates date hit hits raised lowered cut of for audience audiences market markets group groups customers weight zone practice',
    },
    gap: {
      before: 'a earnings overnight opening funding valuation price',
      after: 'up down fill filled higher lower between in of',
    },
    block: {
      before: 'a the large big huge',
      after: 'trade trades deal deals sale sales of',
    },
    match: { before: 'a the to', after: 'the estimates expectations forecasts' },
    snap: { before: 'a', after: 'back election elections decision poll' },
    amazon: { before: '', after: 'rainforest rainforests river basin jungle region forest forests tribes' },
    jordan: { before: 'michael king queen', after: 'and river valley central government army border' },
    square: { before: 'a the', after: 'feet foot meters metres one off' },
  }).map(([name, { before, after }]) => [
    name,
    { before: new Set(before.split(' ').filter(Boolean)), after: new Set(after.split(' ').filter(Boolean)) },
  ]),
)
