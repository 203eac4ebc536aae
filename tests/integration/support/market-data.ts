import type { Database } from '../../../server/db'
import {
  authors,
  exchanges,
  listMembers,
  lists,
  messages,
  messageTitles,
  sectors,
  shortSales,
  sources,
  titles,
} from '../../../server/db/schema'
import { DAY, HOUR, seedBuckets, seedQuotes, T } from './market-series'

/**
 * A small, fully known market for the data-call tests: 4 titles, 4 authors, 10 messages at
 * fixed offsets from `nowMs`, buckets and quotes. Every expected answer in the tests is counted
 * by hand from the tables below. Ids, sources and sector ids are chosen so they never collide
 * with reference or demo data the server seeds itself.
 */

export const EXCHANGE = { nasdaq: 9_901, xetra: 9_902 } as const
export const LIST_ID = 9_905

/** The seeded sources (hosts ending in .test so no real feed writes them). */
export const SRC = {
  wire: 'newswire.test',
  social: 'social.test',
  forum: 'forum.test',
  filings: 'filings.test',
  blog: 'blog.test',
} as const

export interface SeedMessage {
  key: string
  source: string
  type: string
  author: string | null
  agoMs: number
  lang: string
  sentiment: number | null
  keyEvents: Record<string, number>
  titles: number[]
  sub: string
  body: string
}

export const SEED_MESSAGES: readonly SeedMessage[] = [
  {
    key: 'm1',
    source: SRC.wire,
    type: 'news',
    author: 'desk',
    agoMs: 2 * HOUR,
    lang: 'en',
    sentiment: 0.6,
    keyEvents: { '21': 7, '2': 3 },
    titles: [T.apple],
    sub: 'Apple beats earnings expectations as iPhone sales surge',
    body: 'Apple Inc reported record quarterly revenue on Thursday. Analysts raised their price targets after the strong results. Sales of the iPhone grew strongly in China and India.',
  },
  {
    key: 'm2',
    source: SRC.wire,
    type: 'news',
    author: 'desk',
    agoMs: 5 * HOUR,
    lang: 'en',
    sentiment: -0.4,
    keyEvents: { '22': 5 },
    titles: [T.microsoft, T.apple],
    sub: 'Microsoft shares fall after cloud growth slows',
    body: 'Microsoft said growth of its cloud business slowed in the quarter. Several analysts cut their ratings on the stock. Apple shares were little changed in the same session.',
  },
  {
    key: 'm3',
    source: SRC.social,
    type: 'tweets',
    author: 'alice',
    agoMs: 1 * HOUR,
    lang: 'en',
    sentiment: 0,
    keyEvents: {},
    titles: [T.apple],
    sub: '',
    body: 'Watching $AAPL into the close today, volume looks normal.',
  },
  {
    key: 'm4',
    source: SRC.social,
    type: 'tweets',
    author: 'botty',
    agoMs: 30 * 60_000,
    lang: 'en',
    sentiment: 0.2,
    keyEvents: {},
    titles: [T.apple],
    sub: '',
    body: 'AAPL AAPL AAPL buy now free signals',
  },
  {
    key: 'm5',
    source: SRC.forum,
    type: 'forum_posts',
    author: 'bob',
    agoMs: 26 * HOUR,
    lang: 'de',
    sentiment: -0.7,
    keyEvents: {},
    titles: [T.siemens],
    sub: 'Siemens Aktie bricht ein',
    body: 'Die Aktie von Siemens fällt nach der Prognose deutlich.',
  },
  {
    key: 'm6',
    source: SRC.filings,
    type: 'adhoc',
    author: null,
    agoMs: 30 * HOUR,
    lang: 'de',
    sentiment: null,
    keyEvents: { '13': 8 },
    titles: [T.siemens],
    sub: 'Siemens AG: Übernahmeangebot veröffentlicht',
    body: 'Die Siemens AG veröffentlicht ein Übernahmeangebot.',
  },
  {
    key: 'm7',
    source: SRC.wire,
    type: 'news',
    author: 'desk',
    agoMs: 50 * HOUR,
    lang: 'en',
    sentiment: 0.3,
    keyEvents: {},
    titles: [T.bitcoin],
    sub: 'Bitcoin rallies as funds pour into crypto products',
    body: 'Bitcoin rose to a two-month high as funds bought crypto exchange-traded products. Traders said demand from institutions stayed strong.',
  },
  {
    key: 'm8',
    source: SRC.blog,
    type: 'blog',
    author: 'alice',
    agoMs: 10 * DAY,
    lang: 'en',
    sentiment: 0.5,
    keyEvents: {},
    titles: [T.apple],
    sub: 'Why I keep holding Apple stock',
    body: 'Apple keeps buying back shares and the services business keeps growing every quarter.',
  },
  {
    key: 'm9',
    source: SRC.wire,
    type: 'news',
    author: 'desk',
    agoMs: 40 * DAY,
    lang: 'en',
    sentiment: 0.1,
    keyEvents: {},
    titles: [T.apple],
    sub: 'Apple opens new store in London',
    body: 'Apple opened a new flagship store in London on Saturday.',
  },
  {
    key: 'm10',
    source: SRC.wire,
    type: 'news',
    author: 'desk',
    agoMs: 3 * HOUR,
    lang: 'en',
    sentiment: 0.8,
    keyEvents: { '21': 4, '1': 9, '4': 6, '8': 5, '23': 4, '36': 7 },
    titles: [T.apple],
    sub: 'Apple earnings release shows record revenue and higher guidance',
    body: 'Apple raised its guidance for the coming quarter after record revenue. The company also announced a larger share buyback. Analysts expect iPhone sales to keep growing.',
  },
]

/** Author records: category and impact per (source, author). */
export const SEED_AUTHORS = [
  { source: SRC.wire, author: 'desk', displayName: 'Newswire Desk', category: 'verified', impact: 5 },
  { source: SRC.social, author: 'alice', displayName: 'Alice A.', category: 'influencers', impact: 4 },
  { source: SRC.social, author: 'botty', displayName: null, category: 'bots', impact: 0 },
  { source: SRC.forum, author: 'bob', displayName: null, category: 'regulars', impact: 2 },
  { source: SRC.blog, author: 'alice', displayName: 'Alice A.', category: 'regulars', impact: 3 },
] as const

export interface SeededMarket {
  nowMs: number
  /** Message id by key (m1 … m10). */
  ids: Record<string, number>
}

function impactOf(source: string, author: string | null): number | null {
  return SEED_AUTHORS.find((a) => a.source === source && a.author === author)?.impact ?? null
}

function categoryOf(source: string, author: string | null) {
  return SEED_AUTHORS.find((a) => a.source === source && a.author === author)?.category ?? null
}

function label(sentiment: number | null) {
  if (sentiment === null) return null
  return sentiment > 0 ? 'positive' : sentiment < 0 ? 'negative' : 'neutral'
}

export {
  APPLE_REALTIME,
  appleClose,
  DAILY_BUZZ,
  DAY,
  dailyBucketStart,
  HOUR,
  realtimeBucketStart,
  T,
} from './market-series'

export async function seedMarketData(db: Database, nowMs = Date.now()): Promise<SeededMarket> {
  await db
    .insert(exchanges)
    .values([
      { id: EXCHANGE.nasdaq, name: 'Test Nasdaq', mic: 'XTST', country: 'US' },
      { id: EXCHANGE.xetra, name: 'Test Xetra', mic: 'XTSD', country: 'DE' },
    ])
    .onConflictDoNothing()
  await db
    .insert(sectors)
    .values([
      { id: '97', name: 'Test Technology' },
      { id: '9710', name: 'Test Hardware' },
      { id: '971010', name: 'Test Devices' },
      { id: '97101010', name: 'Test Phones' },
      { id: '97102020', name: 'Test Software' },
      { id: '98', name: 'Test Industrials' },
    ])
    .onConflictDoNothing()
  await db.insert(titles).values([
    {
      id: T.apple,
      name: 'Apple',
      type: 'company',
      symbol: 'AAPL',
      country: 'US',
      exchangeId: EXCHANGE.nasdaq,
      sectorId: '97101010',
      currency: 'USD',
    },
    {
      id: T.microsoft,
      name: 'Microsoft',
      type: 'company',
      symbol: 'MSFT',
      country: 'US',
      exchangeId: EXCHANGE.nasdaq,
      sectorId: '97102020',
      currency: 'USD',
    },
    {
      id: T.siemens,
      name: 'Siemens',
      type: 'company',
      symbol: 'SIE',
      country: 'DE',
      exchangeId: EXCHANGE.xetra,
      sectorId: '98',
      currency: 'EUR',
    },
    { id: T.bitcoin, name: 'Bitcoin', type: 'crypto_currency', symbol: 'BTC', currency: 'USD' },
  ])
  await db
    .insert(sources)
    .values([
      { source: SRC.wire, type: 'news', icon: 'newspaper' },
      { source: SRC.social, type: 'twitter', icon: 'twitter' },
    ])
    .onConflictDoNothing()
  await db.insert(lists).values({ id: LIST_ID, name: 'Test big tech' }).onConflictDoNothing()
  await db.insert(listMembers).values([
    { listId: LIST_ID, titleId: T.apple },
    { listId: LIST_ID, titleId: T.microsoft },
  ])
  const seen = new Date(nowMs - 60 * DAY)
  await db.insert(authors).values(
    SEED_AUTHORS.map((a) => ({
      source: a.source,
      author: a.author,
      displayName: a.displayName,
      category: a.category,
      impact: a.impact,
      verified: a.category === 'verified',
      botLikeliness: a.category === 'bots' ? 0.9 : 0.1,
      messageCount: SEED_MESSAGES.filter((m) => m.source === a.source && m.author === a.author).length,
      firstSeen: seen,
      lastSeen: new Date(nowMs),
    })),
  )
  const ids: Record<string, number> = {}
  for (const m of SEED_MESSAGES) {
    const time = new Date(nowMs - m.agoMs)
    const [row] = await db
      .insert(messages)
      .values({
        source: m.source,
        sourceId: `${m.key}-${nowMs}`,
        type: m.type,
        author: m.author,
        messageTime: time,
        sub: m.sub,
        body: m.body,
        url: `https://${m.source}/${m.key}`,
        lang: m.lang,
        sentiment: m.sentiment,
        sentimentLabel: label(m.sentiment),
        keyEvents: m.keyEvents,
        primaryTitleId: m.titles[0] ?? null,
        authorCategory: categoryOf(m.source, m.author),
        authorImpact: impactOf(m.source, m.author),
        contentHash: `hash-${m.key}`,
      })
      .returning({ id: messages.id })
    if (!row) throw new Error('message insert returned nothing')
    ids[m.key] = row.id
    await db.insert(messageTitles).values(
      m.titles.map((titleId, index) => ({
        messageId: row.id,
        titleId,
        messageTime: time,
        primary: index === 0,
        sentiment: m.sentiment,
      })),
    )
  }
  await seedBuckets(db, nowMs)
  await seedQuotes(db, nowMs)
  await db.insert(shortSales).values([
    {
      titleId: T.apple,
      source: 'finra',
      date: isoDay(nowMs - DAY),
      market: 'NYSE',
      shortVolume: 1200,
      shortExemptVolume: 10,
      totalVolume: 5000,
    },
    {
      titleId: T.apple,
      source: 'finra',
      date: isoDay(nowMs - 2 * DAY),
      market: 'NYSE',
      shortVolume: 1100,
      shortExemptVolume: 5,
      totalVolume: 4000,
    },
    {
      titleId: T.siemens,
      source: 'fca',
      date: isoDay(nowMs - DAY),
      holder: 'Test Capital LLP',
      isin: 'DE0007236101',
      sharesPercentShort: 0.62,
    },
  ])
  return { nowMs, ids }
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}
