import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { startBanner } from './start-banner'

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
})
