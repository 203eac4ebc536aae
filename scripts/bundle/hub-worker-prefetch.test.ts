import { describe, expect, it } from 'vitest'
import { hubWorkerPrefetchScript } from './hub-worker-prefetch'

const WORKER = '/assets/shared-worker-abc123.js'

/** Runs the inline script against a stand-in page; returns what it appended and the observer. */
function run(options: { controlled: boolean }) {
  const appended: { rel: string; href: string }[] = []
  let deliver: ((names: string[]) => void) | null = null
  let disconnected = false
  class FakeObserver {
    constructor(private readonly callback: (list: { getEntries(): { name: string }[] }) => void) {}
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'resource', buffered: true })
      deliver = (names) => this.callback({ getEntries: () => names.map((name) => ({ name })) })
    }
    disconnect() {
      disconnected = true
    }
  }
  const page = {
    navigator: { serviceWorker: options.controlled ? { controller: {} } : { controller: null } },
    PerformanceObserver: FakeObserver,
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push({ ...link }) },
    },
  }
  new Function('navigator', 'PerformanceObserver', 'document', hubWorkerPrefetchScript(WORKER))(
    page.navigator,
    page.PerformanceObserver,
    page.document,
  )
  return {
    appended,
    deliver: (names: string[]) => deliver?.(names),
    observing: () => deliver !== null,
    disconnected: () => disconnected,
  }
}

describe('hub worker prefetch in index.html', () => {
  it('prefetches the worker entry once, after the framework chunk has arrived', () => {
    const page = run({ controlled: false })
    page.deliver(['https://m.example/assets/app-1.js', 'https://m.example/runtime-config.json'])
    expect(page.appended).toEqual([])
    page.deliver(['https://m.example/assets/framework-ZoIMEVtn.js'])
    expect(page.appended).toEqual([{ rel: 'prefetch', href: WORKER }])
    expect(page.disconnected()).toBe(true)
    page.deliver(['https://m.example/assets/framework-ZoIMEVtn.js'])
    expect(page.appended).toHaveLength(1)
  })

  it('leaves a page the service worker controls alone (its scripts come from the precache)', () => {
    const page = run({ controlled: true })
    expect(page.observing()).toBe(false)
    expect(page.appended).toEqual([])
  })
})
