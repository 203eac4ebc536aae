import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inline script hashes', () => {
  it('hashes exactly the inline scripts, not the ones loaded from a file', () => {
    const html =
      '<head><script>(function(){a()})()</script><script type="module" src="/x.js"></script>' +
      '<script type="module" crossorigin src="/y.js"></script></head><body><script>b()\n</script></body>'
    expect(inlineScriptHashes(html)).toEqual([sha('(function(){a()})()'), sha('b()\n')])
    expect(inlineScriptHashes('<head></head>')).toEqual([])
  })
})
