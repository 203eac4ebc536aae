import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { demoHistoryLine, startBanner } from './start-banner'

const facts = {
  url: 'http://localhost:8080',
  databaseDescription: 'PGlite in ./data/pglite',
  localOperatorToken: true,
}

describe('startBanner', () => {
  it('prints the built-in demo password, so a new user can log in', () => {
    const banner = startBanner(loadConfig({}), facts)
    expect(banner).toContain('Demo login: demo@murmur.local / murmur-demo')
    expect(banner).toContain('Murmur is running at http://localhost:8080')
  })

  it('never prints a demo password the operator chose', () => {
    const banner = startBanner(loadConfig({ DEMO_PASSWORD: 'Operator-Chosen-9' }), facts)
    expect(banner).not.toContain('Operator-Chosen-9')
    expect(banner).toContain('Demo login: demo@murmur.local / (the password set in DEMO_PASSWORD)')
  })

  it('says the demo history is being written when the demo feed is on, and nothing of it otherwise', () => {
    expect(startBanner(loadConfig({ DEMO_FEED: 'true' }), facts)).toContain(
      'Demo feed: bringing its 90-day history up to date (about 1.5 minutes on a first start; the app answers meanwhile)',
    )
    expect(startBanner(loadConfig({ DEMO_FEED: 'false' }), facts)).not.toContain('Demo feed')
  })

  it('tells when the demo history is ready, with what was written', () => {
    expect(
      demoHistoryLine({ titles: 420, messages: 60_066, quotes: 183_818, earnings: 3_008, ms: 84_512 }),
    ).toBe(
      'Demo feed: history ready (60,066 messages and 183,818 price bars written in 85 s); live from now on.\n',
    )
    expect(demoHistoryLine({ titles: 420, messages: 1, quotes: 25_254, earnings: 0, ms: 3_600 })).toBe(
      'Demo feed: history ready (1 message and 25,254 price bars written in 4 s); live from now on.\n',
    )
  })
})
