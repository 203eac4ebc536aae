import { describe, expect, it, vi } from 'vitest'
import { createToastStore, TOAST_DEFAULT_TIMEOUT_MS } from './toast-store'

describe('toast store', () => {
  it('defaults to an info toast that fades after 5000 ms', () => {
    const store = createToastStore()
    const id = store.show({ message: 'Ready to work offline' })
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(5000)
    expect(store.getSnapshot()).toEqual([
      { id, message: 'Ready to work offline', tone: 'info', timeoutMs: 5000 },
    ])
  })

  it('keeps sticky toasts, replaces by id and dismisses', () => {
    const store = createToastStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.show({ id: 'update', message: 'old', timeoutMs: null })
    store.show({ id: 'update', message: 'new', timeoutMs: null })
    store.show({ message: 'other' })
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['new', 'other'])
    expect(store.getSnapshot()[0]?.timeoutMs).toBeNull()
    store.dismiss('update')
    store.dismiss('missing')
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['other'])
    expect(listener).toHaveBeenCalledTimes(4)
  })
})
