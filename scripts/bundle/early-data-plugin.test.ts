import { describe, expect, it } from 'vitest'
import { insertEarlyDataScript } from './early-data-plugin'

describe('early data in index.html', () => {
  it('goes before the first stylesheet or script of the head', () => {
    const html =
      '<html><head><meta charset="utf-8"><title>M</title><link rel="stylesheet" href="/a.css"><script type="module" src="/b.js"></script></head><body></body></html>'
    expect(insertEarlyDataScript(html, 'run()')).toBe(
      '<html><head><meta charset="utf-8"><title>M</title><script data-first-visit>run()</script><link rel="stylesheet" href="/a.css"><script type="module" src="/b.js"></script></head><body></body></html>',
    )
    expect(insertEarlyDataScript('<head><title>M</title></head>', 'x')).toBe(
      '<head><title>M</title><script data-first-visit>x</script></head>',
    )
    expect(() => insertEarlyDataScript('<body></body>', 'x')).toThrow(/no <head>/)
  })
})
