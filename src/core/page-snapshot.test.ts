import { describe, expect, it } from 'vitest'
import {
  AFTER_FIRST_FRAME_LOADER_PATH,
  firstVisitScriptElement,
  injectPageSnapshot,
  inlineStyleRule,
  isReplayableHtml,
  PAGE_SNAPSHOT_MAX_AGE_MS,
  PAGE_SNAPSHOT_MAX_HTML_CHARS,
  type PageSnapshot,
  pageSnapshotKey,
  SNAPSHOT_STYLES_PATH,
  snapshotHtml,
  snapshotStylesHref,
  stylesOfSnapshotHref,
  usableSnapshot,
} from './page-snapshot'

const SHELL =
  '<!doctype html><html lang="en-US"><head><title>Murmur</title></head>' +
  '<body><div id="root"><div class="boot-splash">Loading</div></div><script type="module" src="/a.js"></script></body></html>'

const NOW = 1_800_000_000_000
const snapshot: PageSnapshot = {
  path: '/asset?ident=AAPL',
  user: 'demo@murmur.local',
  html: '<main><h1 data-testid="asset-name">Apple Inc.</h1><p>Buzz 142 %</p></main>',
  styles: ['/assets/asset-abc.css', '/assets/index-def.css'],
  css: '',
  savedAt: NOW - 60_000,
}

describe('page snapshots', () => {
  it('keys a path under the origin, encoded', () => {
    expect(pageSnapshotKey('https://m.example', '/asset?ident=A&x=1')).toBe(
      'https://m.example/__murmur/page-snapshot?path=%2Fasset%3Fident%3DA%26x%3D1',
    )
  })

  it('injects the styles into the head and an inert layer before #root, which it hides without inline style', () => {
    const html = injectPageSnapshot(SHELL, snapshot)
    expect(html).not.toBeNull()
    const text = html ?? ''
    const head = text.slice(0, text.indexOf('</head>'))
    expect(head).toContain(
      `<link rel="stylesheet" crossorigin href="${snapshotStylesHref({ files: snapshot.styles, path: null }).replaceAll('&', '&amp;')}" data-snapshot-styles>`,
    )
    expect(head.match(/<link /g)).toHaveLength(1)
    expect(head).not.toContain('<style')
    expect(text).toContain('<div id="root" hidden><div class="boot-splash">')
    const layerAt = text.indexOf('<div id="page-snapshot" inert aria-hidden="true"')
    expect(layerAt).toBeGreaterThan(text.indexOf('<body>'))
    expect(layerAt).toBeLessThan(text.indexOf('<div id="root" hidden>'))
    expect(text).toContain(
      `data-user="demo@murmur.local" data-saved-at="${snapshot.savedAt}">${snapshot.html}</div>`,
    )
    expect(
      text.endsWith(
        `<script type="module" src="${AFTER_FIRST_FRAME_LOADER_PATH}" data-entry="/a.js" data-preloads=""></script></body></html>`,
      ),
    ).toBe(true)
  })

  it("hands the shell's entry and module preloads to the loader that adds them after the first frame", () => {
    const built =
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/app-c3.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/app-d4.css"></head>' +
      '<body><div id="root"></div></body></html>'
    const html = injectPageSnapshot(built, snapshot) ?? ''
    expect(html).toContain(
      `<script type="module" crossorigin src="${AFTER_FIRST_FRAME_LOADER_PATH}" data-entry="/assets/index-a1.js" ` +
        'data-preloads="/assets/framework-b2.js /assets/app-c3.js"></script>',
    )
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('src="/assets/index-a1.js"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-d4.css">')
  })

  it("leaves the shell's first-visit scripts out: a service worker answers every snapshot's shell", () => {
    const built =
      `<!doctype html><html><head>${firstVisitScriptElement('early()')}<title>M</title>` +
      '<link rel="stylesheet" crossorigin href="/assets/app-d4.css">' +
      `${firstVisitScriptElement('prefetch()')}<script>kept()</script></head>` +
      '<body><div id="root"></div></body></html>'
    const html = injectPageSnapshot(built, snapshot) ?? ''
    expect(html).not.toContain('early()')
    expect(html).not.toContain('prefetch()')
    expect(html).not.toContain('data-first-visit')
    expect(html).toContain(
      '<title>M</title><link rel="stylesheet" crossorigin href="/assets/app-d4.css"><script>kept()</script>',
    )
    expect(html).toContain('<div id="page-snapshot" inert')
  })

  it("joins the page's stylesheets the shell does not link into one, in their order", () => {
    const built =
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/app-d4.css"></head>' +
      '<body><div id="root"></div></body></html>'
    const styles = ['/assets/app-d4.css', '/assets/asset-e5.css', '/assets/charts-f6.css']
    const html = injectPageSnapshot(built, { ...snapshot, styles }) ?? ''
    const joined = `${SNAPSHOT_STYLES_PATH}?f=%2Fassets%2Fasset-e5.css&amp;f=%2Fassets%2Fcharts-f6.css`
    expect(html).toContain(`<link rel="stylesheet" crossorigin href="${joined}" data-snapshot-styles>`)
    expect(html.match(/app-d4\.css/g)).toHaveLength(1)
    // Every stylesheet already in the shell: no joined one.
    expect(injectPageSnapshot(built, { ...snapshot, styles: ['/assets/app-d4.css'] })).not.toContain(
      SNAPSHOT_STYLES_PATH,
    )
    // …unless the copy has inline-style rules: then the joined one names the path for them.
    const withRules = injectPageSnapshot(built, {
      ...snapshot,
      styles: ['/assets/app-d4.css'],
      css: '[data-snapshot-style="0"]{width:40% !important}',
    })
    expect(withRules).toContain(
      `href="${SNAPSHOT_STYLES_PATH}?p=%2Fasset%3Fident%3DAAPL" data-snapshot-styles>`,
    )
  })

  it('writes an inline style as a rule that wins as the inline style did, and refuses anything but plain values', () => {
    expect(
      inlineStyleRule(3, [
        ['background-color', 'rgb(22, 163, 74)'],
        ['width', '42%'],
      ]),
    ).toBe('[data-snapshot-style="3"]{background-color:rgb(22, 163, 74) !important;width:42% !important}')
    expect(inlineStyleRule(0, [['background-image', 'url("https://evil.example/x.png")']])).toBeNull()
    expect(inlineStyleRule(0, [['color', 'red} body{display:none']])).toBeNull()
    expect(inlineStyleRule(0, [['color', 'red;x:y']])).toBeNull()
    expect(inlineStyleRule(0, [['Color;', 'red']])).toBeNull()
    expect(inlineStyleRule(0, [])).toBeNull()
  })

  it('reads the stylesheets back from the joined address, and only ours', () => {
    const files = ['/assets/a-1.css', '/assets/b-2.css']
    const back = (path: string | null) =>
      stylesOfSnapshotHref(new URL(snapshotStylesHref({ files, path }), 'https://m.example'))
    expect(back(null)).toEqual({ files, path: null })
    expect(back('/asset?title_id=1&tab=x')).toEqual({ files, path: '/asset?title_id=1&tab=x' })
    const read = (query: string) =>
      stylesOfSnapshotHref(new URL(`${SNAPSHOT_STYLES_PATH}?${query}`, 'https://m.example'))
    expect(read('')).toBeNull()
    expect(read('f=https%3A%2F%2Fevil.example%2Fx.css')).toBeNull()
    expect(read('f=%2Fassets%2F..%2Fsecret.css')).toBeNull()
    expect(read('f=%2Fassets%2Fa.js')).toBeNull()
    expect(read('p=https%3A%2F%2Fevil.example%2F')).toBeNull()
    expect(read('p=%2Fasset')).toEqual({ files: [], path: '/asset' })
    expect(read(Array.from({ length: 65 }, (_, i) => `f=%2Fa${i}.css`).join('&'))).toBeNull()
    expect(stylesOfSnapshotHref(new URL('/other.css?f=%2Fa.css', 'https://m.example'))).toBeNull()
  })

  it('escapes the user in its attribute', () => {
    const html = injectPageSnapshot(SHELL, { ...snapshot, user: 'a"><b>' }) ?? ''
    expect(html).toContain('data-user="a&quot;&gt;&lt;b&gt;"')
  })

  it('refuses a shell without its markers', () => {
    expect(injectPageSnapshot('<html><body><main></main></body></html>', snapshot)).toBeNull()
  })

  it('renames test ids in markup only', () => {
    expect(
      snapshotHtml('<h1 class="a" data-testid="asset-name">data-testid="x"</h1><p data-testid="b"></p>'),
    ).toBe(
      '<h1 class="a" data-snapshot-testid="asset-name">data-testid="x"</h1><p data-snapshot-testid="b"></p>',
    )
  })

  it('keeps rendered markup and refuses active markup', () => {
    expect(isReplayableHtml(snapshot.html)).toBe(true)
    expect(isReplayableHtml('<p>someone = javascript: fan &lt;script&gt;</p>')).toBe(true)
    expect(isReplayableHtml('')).toBe(false)
    expect(isReplayableHtml('<div><script>alert(1)</script></div>')).toBe(false)
    expect(isReplayableHtml('<img src="x" onerror="alert(1)">')).toBe(false)
    expect(isReplayableHtml('<a href="javascript:alert(1)">x</a>')).toBe(false)
    expect(isReplayableHtml('<iframe src="/x"></iframe>')).toBe(false)
    expect(isReplayableHtml('x'.repeat(PAGE_SNAPSHOT_MAX_HTML_CHARS + 1))).toBe(false)
  })

  it('uses a stored snapshot only for its path, within a day, when it parses', () => {
    expect(usableSnapshot(snapshot, snapshot.path, NOW)).toEqual(snapshot)
    expect(usableSnapshot(snapshot, '/asset?ident=MSFT', NOW)).toBeNull()
    expect(
      usableSnapshot(snapshot, snapshot.path, snapshot.savedAt + PAGE_SNAPSHOT_MAX_AGE_MS + 1),
    ).toBeNull()
    expect(usableSnapshot(snapshot, snapshot.path, snapshot.savedAt - 1)).toBeNull()
    expect(
      usableSnapshot({ ...snapshot, styles: ['https://evil.example/x.css'] }, snapshot.path, NOW),
    ).toBeNull()
    expect(usableSnapshot({ ...snapshot, html: '<script>x</script>' }, snapshot.path, NOW)).toBeNull()
    // Stored rules are read back only in the form inlineStyleRule writes.
    const rules =
      '[data-snapshot-style="0"]{width:40% !important}\n[data-snapshot-style="1"]{color:red !important}'
    expect(usableSnapshot({ ...snapshot, css: rules }, snapshot.path, NOW)?.css).toBe(rules)
    expect(usableSnapshot({ ...snapshot, css: '@import "x.css";' }, snapshot.path, NOW)).toBeNull()
    expect(usableSnapshot({ ...snapshot, css: 'body{display:none}' }, snapshot.path, NOW)).toBeNull()
    const { css: _, ...older } = snapshot
    expect(usableSnapshot(older, snapshot.path, NOW)?.css).toBe('')
    expect(usableSnapshot('{}', snapshot.path, NOW)).toBeNull()
  })
})
