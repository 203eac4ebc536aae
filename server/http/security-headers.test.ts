import { describe, expect, it } from 'vitest'
import { DEFAULT_RUNTIME_CONFIG } from '../../src/core'
import { contentSecurityPolicyDirectives } from './security-headers'

describe('contentSecurityPolicyDirectives', () => {
  it('allows only the own origin by default', () => {
    const directives = contentSecurityPolicyDirectives(DEFAULT_RUNTIME_CONFIG)
    expect(directives.connectSrc).toHaveLength(3)
    expect(directives.workerSrc).toEqual(["'self'"])
  })

  it('adds the configured API and socket origins with their http/ws counterparts', () => {
    const connect = contentSecurityPolicyDirectives({
      ...DEFAULT_RUNTIME_CONFIG,
      apiBaseUrl: 'https://api.example.com/v6/',
      websocketUrl: 'https://live.example.com:8443/socket',
      analyticsBaseUrl: 'https://stats.example.com',
    }).connectSrc
    expect(connect).toEqual(
      expect.arrayContaining([
        'https://api.example.com',
        'wss://api.example.com',
        'https://live.example.com:8443',
        'wss://live.example.com:8443',
      ]),
    )
    expect(connect).not.toContain('https://stats.example.com')
  })

  it('lets images come from the image host of AI updates only when one is set', () => {
    expect(contentSecurityPolicyDirectives(DEFAULT_RUNTIME_CONFIG).imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
    ])
    expect(
      contentSecurityPolicyDirectives(DEFAULT_RUNTIME_CONFIG, [], 'https://img.example.com/').imgSrc,
    ).toContain('https://img.example.com')
  })
})
