import { describe, expect, it } from 'vitest'
import { afterLoginPath, safeRedirectPath } from './redirect'

describe('login redirect target', () => {
  it.each(['/', '/asset?title_id=1', '/view?list=1&keyEvent=2#messages', '/trend_radar/news?query=%2F%2Fx'])(
    'follows the same-origin path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path)
      expect(afterLoginPath(path)).toBe(path)
    },
  )

  it.each([
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash host', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a relative path', 'asset'],
    ['an empty string', ''],
    ['a control character', '/\tevil'],
    ['nothing', undefined],
  ])('goes home instead of following %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBeNull()
    expect(afterLoginPath(value)).toBe('/')
  })
})
