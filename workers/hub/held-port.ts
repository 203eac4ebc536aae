import type { Endpoint } from 'comlink'

/**
 * A tab's port, started at once, whose messages wait for a listener: the worker's entry takes the
 * messages it handles itself (`take` answers true: the inventory prefetch) while Comlink and the
 * hub are still loading, and hands every other message, in order, to the listener added later.
 */
export function heldPort(
  port: Pick<MessagePort, 'postMessage' | 'addEventListener' | 'start'>,
  take: (data: unknown) => boolean,
): Endpoint {
  const held: MessageEvent[] = []
  const listeners = new Set<EventListenerOrEventListenerObject>()
  const deliver = (event: MessageEvent) => {
    for (const listener of listeners) {
      if (typeof listener === 'function') listener(event)
      else listener.handleEvent(event)
    }
  }
  port.addEventListener('message', (event) => {
    if (take(event.data)) return
    if (listeners.size === 0) held.push(event)
    else deliver(event)
  })
  port.start()
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []),
    addEventListener: (type, listener) => {
      if (type !== 'message') return
      listeners.add(listener)
      for (const event of held.splice(0)) deliver(event)
    },
    removeEventListener: (type, listener) => {
      if (type === 'message') listeners.delete(listener)
    },
  }
}
