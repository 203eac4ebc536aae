import { describe, expect, it } from 'vitest'
import { type CauseMessage, composePost, leadSentence, rankCauses, regionOf } from './compose'
import type { PostEvent } from './detect'

const cause = (id: number, overrides: Partial<CauseMessage> = {}): CauseMessage => ({
  id,
  source: 'wire.example',
  type: 'news',
  sub: `Story number ${id} moves the shares. More detail follows here.`,
  body: '',
  url: `https://wire.example/${id}`,
  imageUrl: null,
  time: id * 1000,
  sentiment: 0.2,
  sentimentLabel: 'positive',
  authorImpact: 2,
  ...overrides,
})

const title = { id: 7, name: 'Acme Corp', type: 'company' as const, country: 'us' }

describe('composing a post', () => {
  it('quotes the first sentence of the best causes and links every one', () => {
    const event: PostEvent = {
      type: 'buzz_rise',
      titleId: 7,
      time: 10_000,
      dedupKey: 'k',
      from: 0,
      to: 10_000,
      figures: { buzz: 4.25, messages: 12, authors: 9, sentiment_score: 23.4, window_hours: 1 },
    }
    const post = composePost(event, title, [
      cause(1),
      cause(2, { authorImpact: 5 }),
      cause(3, { imageUrl: 'https://img.example/3.png' }),
    ])
    expect(post.headline).toBe('Acme Corp: buzz at 4.3× its usual level')
    expect(post.text).toBe(
      'Buzz is at 4.3× the usual level for this hour: 12 messages from 9 authors; sentiment +23 (positive). ' +
        'wire.example: “Story number 2 moves the shares.” · wire.example: “Story number 3 moves the shares.” · wire.example: “Story number 1 moves the shares.”',
    )
    expect(post.sources.map((s) => s.message_id)).toEqual([2, 3, 1])
    expect(post.sources[0]).toMatchObject({
      url: 'https://wire.example/2',
      sub: 'Story number 2 moves the shares.',
    })
    expect(post.imageUrl).toBe('https://img.example/3.png')
    expect(post.region).toBe('US')
  })

  it('leaves out repeated texts and cuts long sentences at a word', () => {
    const same = cause(5, { sub: 'Story number 1 moves the shares! Again.' })
    expect(rankCauses([cause(1), same]).length).toBe(1)
    expect(leadSentence({ sub: 'Visa Inc. tops expectations. Shares up.', body: '' })).toBe(
      'Visa Inc. tops expectations.',
    )
    const long = leadSentence({ sub: `${'word '.repeat(80)}end`, body: '' })
    expect(long.length).toBeLessThanOrEqual(221)
    expect(long.endsWith('…')).toBe(true)
  })

  it('names the region: the home country, or GLOBAL for crypto, currencies, commodities and titles without one', () => {
    expect(regionOf({ ...title, country: 'de' })).toBe('DE')
    expect(regionOf({ ...title, type: 'crypto_currency' })).toBe('GLOBAL')
    expect(regionOf({ ...title, country: null })).toBe('GLOBAL')
  })

  it('writes headlines for every post type', () => {
    const base = { titleId: 7, time: 0, dedupKey: 'k', from: 0, to: 0 }
    const headline = (type: PostEvent['type'], figures: PostEvent['figures'], keyEventId?: number) =>
      composePost({ ...base, type, figures, ...(keyEventId ? { keyEventId } : {}) }, title, []).headline
    expect(headline('earnings', {})).toBe('Acme Corp reports earnings')
    expect(headline('earnings', { eps_actual: 1.12, eps_consensus: 1.05 })).toBe(
      'Acme Corp beats earnings estimates',
    )
    expect(headline('earnings', { eps_actual: 0.9, eps_consensus: 1.05 })).toBe(
      'Acme Corp misses earnings estimates',
    )
    expect(headline('earnings', { eps_actual: null, eps_consensus: 1.05 })).toBe('Acme Corp reports earnings')
    expect(headline('price_move', { move: -0.052, buzz: 2.5, close: 95.123 })).toBe(
      'Acme Corp down 5.2% on 2.5× buzz',
    )
    expect(headline('key_event', { messages: 4 }, 13)).toBe('Acme Corp: Merger and acquisition in 4 messages')
    expect(headline('sentiment_swing', { shift: -30 })).toBe('Sentiment on Acme Corp turns more negative')
    expect(headline('buzz_fall', { buzz: 0.15 })).toBe('Acme Corp: talk fades to 15% of usual')
  })

  it('opens an earnings post with earnings per share against the consensus, as far as they are known', () => {
    const base = { titleId: 7, time: 0, dedupKey: 'k', from: 0, to: 0, type: 'earnings' as const }
    const body = (figures: PostEvent['figures']) => composePost({ ...base, figures }, title, []).text
    expect(body({ messages: 3, eps_actual: 1.12, eps_consensus: 1.05 })).toContain(
      'Results are out, earnings per share 1.12 against 1.05 expected (a beat): 3 messages in the hours around the release',
    )
    expect(body({ messages: 1, eps_actual: null, eps_consensus: 1.05 })).toContain(
      'Results are out (1.05 a share expected): 1 message in the hours around the release',
    )
    expect(body({})).toContain('Results are out.')
  })

  it('counts authors only when the event carries them', () => {
    const base = { titleId: 7, time: 0, dedupKey: 'k', from: 0, to: 0, type: 'price_move' as const }
    const body = (figures: PostEvent['figures']) => composePost({ ...base, figures }, title, []).text
    const figures = { move: 0.091, buzz: 7.9, close: 99.52, messages: 5 }
    expect(body({ ...figures, authors: 4 })).toContain('; 5 messages from 4 authors.')
    expect(body(figures)).toContain('; 5 messages.')
    expect(body(figures)).not.toContain('authors')
  })

  it('names the close as the app shows the price: an exchange rate in pips, a meme coin in its digits', () => {
    const base = { titleId: 7, time: 0, dedupKey: 'k', from: 0, to: 0, type: 'price_move' as const }
    const body = (close: number, type: 'company' | 'forex' | 'crypto_currency') =>
      composePost({ ...base, figures: { move: 0.012, buzz: 3, close } }, { ...title, type }, []).text
    expect(body(99.5, 'company')).toContain(' to 99.50 ')
    expect(body(1.164_23, 'forex')).toContain(' to 1.1642 ')
    expect(body(0.000_012_34, 'crypto_currency')).toContain(' to 0.00001234 ')
  })
})
