import { describe, expect, it } from 'vitest'
import { draftNeeds, draftOf, searchOfDraft } from './message-filter-edit'

describe('edit a message filter (application §2.5, §6 filter permissions)', () => {
  it('reads the page filters into a draft and writes every param back, unset ones as undefined', () => {
    const draft = draftOf({
      messageType: ['news'],
      messageSentiment: ['positive', 'bogus'],
      searchQuery: ['ceo', 'exit'],
    })
    expect(draft).toEqual({
      types: ['news'],
      languages: [],
      sentiments: ['positive'],
      sources: [],
      keyEvents: [],
      assets: [],
      query: 'ceo exit',
    })
    expect(searchOfDraft({ ...draft, sources: [' x.example ', ''] })).toEqual({
      messageType: ['news'],
      messageLanguage: undefined,
      authorType: undefined,
      messageSentiment: ['positive'],
      source: ['x.example'],
      searchQuery: ['ceo exit'],
      messageAsset: undefined,
      messageKeyEvent: undefined,
    })
  })

  it('needs a permission per restricted kind, and combine for two kinds or more', () => {
    const none = draftOf({})
    expect(draftNeeds(none)).toEqual([])
    expect(draftNeeds({ ...none, sentiments: ['negative'] })).toEqual([])
    expect(draftNeeds({ ...none, sentiments: ['negative', 'neutral', 'positive'], types: ['news'] })).toEqual(
      ['type'],
    )
    expect(draftNeeds({ ...none, types: ['news'], languages: ['de'] })).toEqual([
      'type',
      'language',
      'combine',
    ])
    expect(draftNeeds({ ...none, keyEvents: [19], query: 'ceo' })).toEqual(['key_event', 'combine'])
    expect(draftNeeds({ ...none, sources: ['x'], assets: [1] })).toEqual(['source', 'title', 'combine'])
  })
})
