import { describe, expect, it } from 'vitest'
import type { IngestMessage } from '../../src/core'
import { contentHash, normaliseMessage, plainText, sourceHost } from './normalise'

function message(overrides: Partial<IngestMessage>): IngestMessage {
  return {
    source: 'example.com',
    source_id: '1',
    type: 'news',
    time: new Date('2026-01-01T10:00:00Z'),
    sub: '',
    body: '',
    url: null,
    image_url: null,
    author: null,
    author_name: null,
    author_verified: false,
    author_followers: null,
    lang: null,
    titles: [],
    demo: false,
    ...overrides,
  }
}

describe('normalisation (application §3 Message)', () => {
  it('strips HTML tags and decodes entities', () => {
    expect(plainText('<p>Apple <b>beats</b> estimates &amp; raises guidance</p><script>x()</script>')).toBe(
      'Apple beats estimates & raises guidance',
    )
    expect(plainText('AT&amp;T &quot;up&quot;')).toBe('AT&T "up"')
    expect(plainText('  plain   text\n here ')).toBe('plain text here')
  })

  it('turns forum posts and comments into headline + body: the body becomes the headline', () => {
    const forum = normaliseMessage(
      message({ type: 'forum_posts', sub: 'Thread title', body: 'The post text' }),
    )
    expect(forum.sub).toBe('The post text')
    expect(forum.body).toBe('Thread title')
    const comment = normaliseMessage(message({ type: 'comments', sub: 'Re: x', body: '<i>Nice</i> call' }))
    expect(comment.sub).toBe('Nice call')
    const news = normaliseMessage(message({ type: 'news', sub: 'Headline', body: 'Body' }))
    expect([news.sub, news.body]).toEqual(['Headline', 'Body'])
  })

  it('keeps only the source host', () => {
    expect(sourceHost('https://www.Reuters.com/markets/x')).toBe('reuters.com')
    expect(sourceHost('twitter.com')).toBe('twitter.com')
    expect(normaliseMessage(message({ source: 'https://news.example.org/feed.xml', sub: 'x' })).source).toBe(
      'news.example.org',
    )
  })

  it('hashes the text ignoring case, spacing and links', () => {
    expect(contentHash('Buy $XYZ now', 'https://a.example/1')).toBe(
      contentHash('buy  $xyz NOW', 'https://b.example/2'),
    )
    expect(contentHash('Buy $XYZ now', '')).not.toBe(contentHash('Sell $XYZ now', ''))
  })

  it('moves a body into the headline when there is none, and cuts very long headlines', () => {
    expect(normaliseMessage(message({ sub: '', body: 'Only a body' })).sub).toBe('Only a body')
    const long = normaliseMessage(message({ sub: 'word '.repeat(200) }))
    expect(long.sub.length).toBeLessThanOrEqual(501)
    expect(long.body.length).toBeGreaterThan(0)
  })
})
