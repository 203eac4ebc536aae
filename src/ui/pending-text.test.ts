import { describe, expect, it } from 'vitest'
import { NOT_STORED_OFFLINE, pendingText } from './pending-text'

describe('pendingText', () => {
  it('says loading while the request runs or is about to', () => {
    expect(pendingText({ fetchStatus: 'fetching' })).toBe('Loading…')
    expect(pendingText({ fetchStatus: 'idle' })).toBe('Loading…')
    expect(pendingText({ fetchStatus: 'fetching' }, 'Loading your profile…')).toBe('Loading your profile…')
  })

  it('says nothing is stored while the request waits for the network', () => {
    expect(pendingText({ fetchStatus: 'paused' })).toBe(NOT_STORED_OFFLINE)
    expect(pendingText({ fetchStatus: 'paused' }, 'Loading your profile…')).toBe(NOT_STORED_OFFLINE)
  })
})
