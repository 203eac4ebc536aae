import { describe, expect, it } from 'vitest'
import { displayName, initials } from './user-display'

describe('user display', () => {
  it('shows first and last name', () => {
    expect(displayName({ first_name: 'Dana', last_name: 'Demo', username: 'demo@murmur.local' })).toBe(
      'Dana Demo',
    )
    expect(initials({ first_name: 'Dana', last_name: 'Demo', username: 'demo@murmur.local' })).toBe('DD')
  })

  it('falls back to the username', () => {
    expect(displayName({ first_name: ' ', last_name: '', username: 'demo@murmur.local' })).toBe(
      'demo@murmur.local',
    )
    expect(initials({ first_name: '', last_name: '', username: 'demo@murmur.local' })).toBe('D')
  })
})
