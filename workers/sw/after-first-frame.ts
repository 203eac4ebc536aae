/** The page's DOM as far as the loader uses it: this file compiles with the worker's types, not the DOM's. */
interface PageElement {
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  append(child: PageElement): void
}
interface PageGlobal {
  document: {
    querySelector(selector: string): PageElement | null
    createElement(tag: string): PageElement
    head: PageElement
    body: PageElement
  }
  requestAnimationFrame(callback: () => void): number
}

/**
 * Runs in the page, as the module a snapshot's shell loads instead of the app's entry
 * (src/core/page-snapshot.ts): once the snapshot has had a frame, it adds the entry's module
 * preloads and the entry. Self-contained: it is sent as its own source text.
 */
function loadAppAfterFirstFrame(): void {
  const page = globalThis as unknown as PageGlobal
  const doc = page.document
  const loader = doc.querySelector('script[data-entry]')
  const entry = loader?.getAttribute('data-entry')
  if (!loader || !entry) return
  const preloads = (loader.getAttribute('data-preloads') ?? '').split(' ').filter((href) => href !== '')
  const add = (parent: PageElement, tag: string, attributes: Record<string, string>) => {
    const element = doc.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    parent.append(element)
  }
  const load = () => {
    for (const href of preloads) add(doc.head, 'link', { rel: 'modulepreload', crossorigin: '', href })
    add(doc.body, 'script', { type: 'module', crossorigin: '', src: entry })
  }
  // A frame callback runs before its frame is painted; a task queued from it runs after.
  page.requestAnimationFrame(() => setTimeout(load, 0))
}

export const AFTER_FIRST_FRAME_SOURCE = `(${loadAppAfterFirstFrame.toString()})()\n`
