import { describe, expect, it } from 'vitest'
import { AFTER_FIRST_FRAME_SOURCE } from './after-first-frame'

interface FakeElement {
  tag: string
  attributes: Map<string, string>
  children: FakeElement[]
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  append(child: FakeElement): void
}

function element(tag: string, attributes: Record<string, string> = {}): FakeElement {
  const made: FakeElement = {
    tag,
    attributes: new Map(Object.entries(attributes)),
    children: [],
    getAttribute: (name) => made.attributes.get(name) ?? null,
    setAttribute: (name, value) => made.attributes.set(name, value),
    append: (child) => made.children.push(child),
  }
  return made
}

/** Runs the served source against a fake page; returns what it added and the frame to fire. */
function runLoader(loader: FakeElement | null) {
  const head = element('head')
  const body = element('body')
  const frames: (() => void)[] = []
  const page = {
    document: {
      querySelector: (selector: string) => (selector === 'script[data-entry]' ? loader : null),
      createElement: (tag: string) => element(tag),
      head,
      body,
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  }
  const globals = globalThis as unknown as Record<string, unknown>
  const saved = { document: globals.document, requestAnimationFrame: globals.requestAnimationFrame }
  Object.assign(globals, page)
  try {
    // The source is what the service worker serves: an expression statement that runs at once.
    new Function(AFTER_FIRST_FRAME_SOURCE)()
  } finally {
    Object.assign(globals, saved)
  }
  return { head, body, frames }
}

describe('the after-first-frame loader', () => {
  it('adds nothing before the first frame, then the preloads and the entry after it', async () => {
    const loader = element('script', {
      'data-entry': '/assets/index-a1.js',
      'data-preloads': '/assets/framework-b2.js /assets/app-c3.js',
    })
    const { head, body, frames } = runLoader(loader)
    expect(head.children).toEqual([])
    expect(body.children).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0]?.()
    expect(body.children).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(head.children.map((link) => Object.fromEntries(link.attributes))).toEqual([
      { rel: 'modulepreload', crossorigin: '', href: '/assets/framework-b2.js' },
      { rel: 'modulepreload', crossorigin: '', href: '/assets/app-c3.js' },
    ])
    expect(body.children.map((script) => Object.fromEntries(script.attributes))).toEqual([
      { type: 'module', crossorigin: '', src: '/assets/index-a1.js' },
    ])
  })

  it('does nothing without its entry', () => {
    expect(runLoader(null).frames).toEqual([])
    expect(runLoader(element('script')).frames).toEqual([])
  })
})
