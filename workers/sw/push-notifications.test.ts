import { describe, expect, it } from 'vitest'
import { notificationTarget } from './push-notifications'

describe('alert notification target', () => {
  it('opens the app’s own paths only', () => {
    expect(notificationTarget('https://app.example', '/asset?title_id=1001')).toBe(
      'https://app.example/asset?title_id=1001',
    )
    expect(notificationTarget('https://app.example', '//evil.example/x')).toBe('https://app.example/')
    expect(notificationTarget('https://app.example', 'https://evil.example/')).toBe('https://app.example/')
    expect(notificationTarget('https://app.example', undefined)).toBe('https://app.example/')
  })
})
