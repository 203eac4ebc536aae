import { describe, expect, it } from 'vitest'
import { languageLabel, messageTypeLabel, oneMessageTypeLabel } from './message-labels'

describe('message labels', () => {
  it('names languages in English with their code, n/a and others as they are', () => {
    expect(languageLabel('en')).toBe('English (en)')
    expect(languageLabel('de')).toBe('German (de)')
    expect(languageLabel('n/a')).toBe('n/a')
    expect(languageLabel('others')).toBe('Others')
  })

  it('names message types in lists in the plural, with the spec’s abbreviations spelled out', () => {
    expect(messageTypeLabel('adhoc')).toBe('Ad-hoc')
    expect(messageTypeLabel('forum_posts')).toBe('Forum posts')
    expect(messageTypeLabel('short_interest')).toBe('Short interest')
    expect(messageTypeLabel('tweets')).toBe('Tweets')
  })

  it('names one message’s type in the singular where the type is a plural', () => {
    expect(oneMessageTypeLabel('tweets')).toBe('Tweet')
    expect(oneMessageTypeLabel('forum_posts')).toBe('Forum post')
    expect(oneMessageTypeLabel('dividends')).toBe('Dividend')
    expect(oneMessageTypeLabel('news')).toBe('News')
    expect(oneMessageTypeLabel('earnings')).toBe('Earnings')
    expect(oneMessageTypeLabel('adhoc')).toBe('Ad-hoc')
    expect(oneMessageTypeLabel('class_action')).toBe('Class action')
  })
})
