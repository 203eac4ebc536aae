/**
 * The demo feed's sources and authors. Every host ends in `.example` and every author starts
 * with `demo_`, so demo data is obvious wherever it shows (besides the `demo` column).
 */

import { EU_COUNTRIES, type MessageType, REST_OF_ASIA_COUNTRIES } from '../../../src/core'

export type DemoTone = 'positive' | 'neutral' | 'negative'

export interface DemoSource {
  host: string
  lang: 'en' | 'de' | 'fr' | 'es'
  /** Message types it publishes with their relative weights. */
  types: readonly (readonly [MessageType, number])[]
  /** Relative share of the feed's volume. */
  share: number
  kind: 'news' | 'social' | 'forum' | 'video' | 'blog' | 'analyst' | 'filings'
}

export const DEMO_SOURCES: readonly DemoSource[] = [
  {
    host: 'demo-newswire.example',
    lang: 'en',
    kind: 'news',
    share: 22,
    types: [
      ['news', 10],
      ['earnings', 1],
      ['dividends', 1],
      ['class_action', 0.3],
    ],
  },
  { host: 'demo-social.example', lang: 'en', kind: 'social', share: 34, types: [['tweets', 1]] },
  {
    host: 'demo-forum.example',
    lang: 'en',
    kind: 'forum',
    share: 14,
    types: [
      ['forum_posts', 3],
      ['comments', 2],
    ],
  },
  { host: 'demo-video.example', lang: 'en', kind: 'video', share: 3, types: [['videos', 1]] },
  { host: 'demo-blog.example', lang: 'en', kind: 'blog', share: 5, types: [['blog', 1]] },
  { host: 'demo-analyst.example', lang: 'en', kind: 'analyst', share: 4, types: [['analyst', 1]] },
  {
    host: 'demo-filings.example',
    lang: 'en',
    kind: 'filings',
    share: 4,
    // Ad hoc announcements are not routine filings: a company issues one with its material news
    // (DemoMessageGenerator's announcements).
    types: [
      ['dir_dealings', 2],
      ['regulatory', 1],
      ['annual_meeting', 0.5],
      ['short_interest', 0.5],
      ['cap_mkt_info', 0.5],
      ['adv_fin_report', 0.5],
      ['nav', 0.3],
      ['takeover_offer', 0.2],
      ['filings', 0.5],
    ],
  },
  { host: 'demo-boerse.example', lang: 'de', kind: 'news', share: 6, types: [['news', 1]] },
  { host: 'demo-bourse.example', lang: 'fr', kind: 'news', share: 4, types: [['news', 1]] },
  { host: 'demo-mercados.example', lang: 'es', kind: 'news', share: 4, types: [['news', 1]] },
]

export type DemoAuthorKind = 'regular' | 'influencer' | 'verified' | 'bot'

export interface DemoAuthor {
  handle: string
  name: string
  kind: DemoAuthorKind
  verified: boolean
  followers: number
}

const REGULARS_PER_SOURCE = 120
const INFLUENCERS_PER_SOURCE = 8
const DESKS = ['markets', 'companies', 'tech', 'energy', 'health', 'crypto', 'europe', 'asia'] as const
export type DeskBeat = (typeof DESKS)[number]

/** A news desk and the titles it covers. */
export interface DemoDesk extends DemoAuthor {
  beat: DeskBeat
}

/** The Europe desk: the EU's markets and London, Zurich and Oslo. */
const EUROPE = new Set<string>([...EU_COUNTRIES, 'GB', 'CH', 'NO'])
/** The Asia desk: the markets of China, India and the rest of Asia. */
const ASIA = new Set<string>(['CN', 'IN', ...REST_OF_ASIA_COUNTRIES])

/**
 * The desks that cover a title: crypto by the crypto desk; indices, currencies and commodities by
 * markets (and energy for oil and gas); a company by companies, its sector's desk (GICS 10
 * energy, 35 health care, 45 and 50 technology and communication) and its region's.
 */
export function titleBeats(title: {
  type: string
  country: string | null
  sectorId: string | null
}): DeskBeat[] {
  if (title.type === 'crypto_currency') return ['crypto']
  const sector = title.sectorId?.slice(0, 2) ?? ''
  if (title.type !== 'company') return sector === '10' ? ['markets', 'energy'] : ['markets']
  const beats: DeskBeat[] = ['companies']
  if (sector === '10') beats.push('energy')
  else if (sector === '35') beats.push('health')
  else if (sector === '45' || sector === '50') beats.push('tech')
  if (title.country && EUROPE.has(title.country)) beats.push('europe')
  else if (title.country && ASIA.has(title.country)) beats.push('asia')
  return beats
}

/** Authors of a source; news-like sources publish through verified desks. */
export function authorsOf(source: DemoSource): { people: DemoAuthor[]; desks: DemoDesk[] } {
  const prefix = source.host.replace(/^demo-/, '').replace(/\.example$/, '')
  const desks = DESKS.map((desk) => ({
    beat: desk,
    handle: `demo_${prefix}_${desk}_desk`,
    name: `Demo ${prefix} ${desk} desk`,
    kind: 'verified' as const,
    verified: true,
    followers: 25_000,
  }))
  const people: DemoAuthor[] = []
  for (let i = 1; i <= REGULARS_PER_SOURCE; i += 1) {
    people.push({
      handle: `demo_user_${prefix}_${i}`,
      name: `Demo user ${i}`,
      kind: 'regular',
      verified: false,
      followers: 20 + ((i * 37) % 900),
    })
  }
  for (let i = 1; i <= INFLUENCERS_PER_SOURCE; i += 1) {
    people.push({
      handle: `demo_influencer_${prefix}_${i}`,
      name: `Demo influencer ${i}`,
      kind: 'influencer',
      verified: i % 3 === 0,
      followers: 40_000 + i * 35_000,
    })
  }
  return { people, desks }
}

/** Scheduled posters: clockwork gaps, repeated texts, a link in every post. */
export interface DemoBot {
  handle: string
  host: string
  /** Minutes between posts. */
  periodMinutes: number
}

export const DEMO_BOTS: readonly DemoBot[] = [
  { handle: 'demo_bot_pumpalerts', host: 'demo-social.example', periodMinutes: 180 },
  { handle: 'demo_bot_signals', host: 'demo-social.example', periodMinutes: 240 },
  { handle: 'demo_bot_newsrelay', host: 'demo-forum.example', periodMinutes: 300 },
  { handle: 'demo_bot_cryptoshill', host: 'demo-social.example', periodMinutes: 200 },
]
