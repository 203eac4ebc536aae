import { describe, expect, it } from 'vitest'
import { mayRegisterWorker, REGISTER_AT_LATEST_MS } from './register-timing'

describe('when the service worker is registered', () => {
  it('waits on a first visit while the inventory downloads, up to a limit', () => {
    expect(mayRegisterWorker({ controlled: false, inventoryLoading: true, waitedMs: 0 })).toBe(false)
    expect(
      mayRegisterWorker({ controlled: false, inventoryLoading: true, waitedMs: REGISTER_AT_LATEST_MS - 1 }),
    ).toBe(false)
    expect(
      mayRegisterWorker({ controlled: false, inventoryLoading: true, waitedMs: REGISTER_AT_LATEST_MS }),
    ).toBe(true)
    expect(mayRegisterWorker({ controlled: false, inventoryLoading: false, waitedMs: 0 })).toBe(true)
  })

  it('does not wait when a worker controls the page already', () => {
    expect(mayRegisterWorker({ controlled: true, inventoryLoading: true, waitedMs: 0 })).toBe(true)
  })
})
