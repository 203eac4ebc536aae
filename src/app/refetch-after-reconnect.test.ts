import { describe, expect, it, vi } from 'vitest'
import type { LiveStatus } from '../../workers/hub'
import { INITIAL_STATUS } from '../../workers/hub'
import { refetchAfterReconnect } from './refetch-after-reconnect'

function statusSource() {
  const listeners = new Set<(status: LiveStatus) => void>()
  return {
    onStatus(listener: (status: LiveStatus) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(resumedAt: number | null) {
      for (const listener of listeners) listener({ ...INITIAL_STATUS, ready: true, resumedAt })
    },
  }
}

describe('refetch after a reconnect', () => {
  it('invalidates the active queries once per resume after the tab started', () => {
    const live = statusSource()
    const invalidateQueries = vi.fn(async () => undefined)
    const stop = refetchAfterReconnect(live, { invalidateQueries }, 1000)
    // A resume from before this tab started, and statuses without one, change nothing.
    live.emit(null)
    live.emit(900)
    expect(invalidateQueries).not.toHaveBeenCalled()
    live.emit(2000)
    live.emit(2000)
    expect(invalidateQueries).toHaveBeenCalledTimes(1)
    expect(invalidateQueries).toHaveBeenCalledWith({ type: 'active' })
    live.emit(3000)
    expect(invalidateQueries).toHaveBeenCalledTimes(2)
    stop()
    live.emit(4000)
    expect(invalidateQueries).toHaveBeenCalledTimes(2)
  })
})
