import { describe, expect, it } from 'vitest'
import { triggerFeedText } from './alert-text'

describe('alert text', () => {
  const talk = { buzz: 3.2, messages: 40, unique_authors: 12 }

  it('words standard alerts in English and German', () => {
    expect(triggerFeedText('high_buzz', talk, 'Apple', 'en')).toEqual({
      headline: 'High buzz: Apple',
      text: 'Buzz reached 3.2× its usual level: 40 messages from 12 authors.',
    })
    expect(triggerFeedText('price_buzz', { ...talk, move: -0.052 }, 'Apple', 'de').text).toBe(
      'Der Kurs bewegte sich um −5,2 % bei 3,2× Buzz: 40 Nachrichten von 12 Autoren.',
    )
  })

  it('counts one message and one author in the singular', () => {
    expect(
      triggerFeedText('adhoc_buzz', { buzz: 1.7, messages: 1, unique_authors: 1 }, 'Apple', 'en').text,
    ).toBe('An ad-hoc release with buzz at 1.7×: 1 message from 1 author.')
    expect(
      triggerFeedText('adhoc_buzz', { buzz: 1.7, messages: 1, unique_authors: 1 }, 'Apple', 'de').text,
    ).toBe('Eine Ad-hoc-Meldung bei 1,7× Buzz: 1 Nachricht von 1 Autor.')
  })

  it('quotes what an ad-hoc release said when the alert found its message', () => {
    const data = {
      buzz: 4,
      messages: 1,
      unique_authors: 1,
      release: { message_id: 7, text: 'Acme Corp cuts full-year guidance' },
    }
    expect(triggerFeedText('adhoc_buzz', data, 'Acme Corp', 'en')).toEqual({
      headline: 'Ad-hoc release: Acme Corp',
      text: '“Acme Corp cuts full-year guidance”, with buzz at 4.0×: 1 message from 1 author.',
    })
    expect(triggerFeedText('adhoc_buzz', data, 'Acme Corp', 'de').text).toBe(
      '„Acme Corp cuts full-year guidance“ – Buzz beim 4,0×: 1 Nachricht von 1 Autor.',
    )
    // A release without text, or not an object, reads as before.
    for (const release of [{ text: '' }, 'Acme', null])
      expect(triggerFeedText('adhoc_buzz', { ...data, release }, 'Acme Corp', 'en').text).toBe(
        'An ad-hoc release with buzz at 4.0×: 1 message from 1 author.',
      )
  })

  it('names the user’s rule for followed standard alerts and rule alerts', () => {
    expect(
      triggerFeedText(
        'buzz_patterns',
        { ...talk, name: 'Hot days', standard_kind: 'high_buzz' },
        'Apple',
        'en',
      ),
    ).toEqual({
      headline: 'Hot days: High buzz: Apple',
      text: 'Buzz reached 3.2× its usual level: 40 messages from 12 authors.',
    })
    expect(triggerFeedText('buzz_patterns', { name: 'AAPL hot', b: 312, s: -12.25 }, 'Apple', 'en')).toEqual({
      headline: 'AAPL hot: Apple',
      text: 'Your rule fired: Buzz 312%, sentiment −12.3.',
    })
    expect(
      triggerFeedText('user_messages', { name: 'Guidance', sub: 'Apple cuts guidance' }, 'Apple', 'en'),
    ).toEqual({
      headline: 'Guidance: Apple',
      text: '“Apple cuts guidance”',
    })
  })
})
