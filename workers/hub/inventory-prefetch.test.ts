import { afterEach, describe, expect, it, vi } from 'vitest'
import { heldPort } from './held-port'
import { inventoryPrefetchOf } from './inventory-prefetch'
import { INVENTORY_PREFETCH_KEY, postInventoryPrefetch } from './inventory-prefetch-message'

const request = {
  url: 'https://murmur.test/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true',
  headers: { authorization: 'Basic eDp5' },
}

const channels: MessageChannel[] = []
function channel(): MessageChannel {
  const created = new MessageChannel()
  channels.push(created)
  return created
}
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close()
    port2.close()
  }
})

describe('inventory prefetch', () => {
  it('reads the request of a prefetch message and nothing else', () => {
    expect(inventoryPrefetchOf({ [INVENTORY_PREFETCH_KEY]: request })).toEqual(request)
    expect(inventoryPrefetchOf({ id: 'call-1', type: 'GET', path: ['getStatus'] })).toBeNull()
    // The hub is no general fetch proxy.
    expect(
      inventoryPrefetchOf({
        [INVENTORY_PREFETCH_KEY]: { ...request, url: 'https://murmur.test/v6/userdata' },
      }),
    ).toBeNull()
    expect(inventoryPrefetchOf(null)).toBeNull()
  })

  it("takes a prefetch at once and keeps the tab's other messages, in order, for the listener added later", async () => {
    const { port1: tab, port2: worker } = channel()
    const taken: unknown[] = []
    const endpoint = heldPort(worker, (data) => {
      const prefetch = inventoryPrefetchOf(data)
      if (prefetch) taken.push(prefetch)
      return prefetch !== null
    })
    tab.postMessage({ id: 'call-1' })
    postInventoryPrefetch(tab, request)
    tab.postMessage({ id: 'call-2' })
    await vi.waitFor(() => expect(taken).toEqual([request]))

    const heard: unknown[] = []
    endpoint.addEventListener('message', (event) => heard.push((event as MessageEvent).data))
    expect(heard).toEqual([{ id: 'call-1' }, { id: 'call-2' }])
    tab.postMessage({ id: 'call-3' })
    await vi.waitFor(() => expect(heard).toHaveLength(3))
    expect(heard[2]).toEqual({ id: 'call-3' })
  })

  it('answers on the port', async () => {
    const { port1: tab, port2: worker } = channel()
    const endpoint = heldPort(worker, () => false)
    const answers: unknown[] = []
    tab.addEventListener('message', (event) => answers.push(event.data))
    tab.start()
    endpoint.postMessage({ id: 'call-1', value: 42 })
    await vi.waitFor(() => expect(answers).toEqual([{ id: 'call-1', value: 42 }]))
  })
})
