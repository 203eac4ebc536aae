import { describe, expect, it, vi } from 'vitest'
import { INVENTORY_PREFETCH_KEY, listenForInventoryPrefetch } from './inventory-prefetch'

const request = {
  url: 'https://murmur.test/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true',
  headers: { authorization: 'Basic eDp5' },
}

/** A port as the worker sees it: listeners in order, stopImmediatePropagation honoured. */
function port() {
  const target = new EventTarget()
  const later = vi.fn()
  return {
    target,
    later,
    deliver(data: unknown) {
      target.dispatchEvent(new MessageEvent('message', { data }))
    },
  }
}

describe('inventory prefetch', () => {
  it('starts the load of a prefetch message and hides it from later listeners', () => {
    const { target, later, deliver } = port()
    const load = vi.fn(() => Promise.resolve())
    listenForInventoryPrefetch(target, load)
    target.addEventListener('message', later)
    deliver({ [INVENTORY_PREFETCH_KEY]: request })
    expect(load).toHaveBeenCalledWith(request)
    expect(later).not.toHaveBeenCalled()
  })

  it('passes every other message on and refuses URLs that are not the inventory', () => {
    const { target, later, deliver } = port()
    const load = vi.fn(() => Promise.resolve())
    listenForInventoryPrefetch(target, load)
    target.addEventListener('message', later)
    deliver({ id: 'call-1', type: 'GET', path: ['getStatus'] })
    deliver({ [INVENTORY_PREFETCH_KEY]: { ...request, url: 'https://murmur.test/v6/userdata' } })
    expect(load).not.toHaveBeenCalled()
    expect(later).toHaveBeenCalledTimes(2)
  })

  it('swallows a failed prefetch: the app asks again and reports it', async () => {
    const { target, deliver } = port()
    const load = vi.fn(() => Promise.reject(new Error('HTTP 401')))
    listenForInventoryPrefetch(target, load)
    deliver({ [INVENTORY_PREFETCH_KEY]: request })
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
