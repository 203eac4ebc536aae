import { describe, expect, it } from 'vitest'
import { joinedName, nameAround, surfaceForm, topicLabeller } from './topic-labels'

describe('how messages write a trending topic', () => {
  it('takes the most common spelling of a name', () => {
    const texts = [
      'Why Berkshire Hathaway is buying more',
      'berkshire hathaway annual meeting',
      'Shares of Berkshire Hathaway Inc. rose',
    ]
    expect(surfaceForm('berkshire hathaway', texts)).toBe('Berkshire Hathaway')
  })

  it('keeps symbols and ampersands inside a word', () => {
    expect(surfaceForm('at&t', ['Analysts upgrade AT&T after results', 'AT&T Inc. beats'])).toBe('AT&T')
  })

  it('does not let a capital at the start of a sentence decide', () => {
    const texts = ['Drops again. Caterpillar drops 4%', 'Deere drops too', 'Drops: what to know']
    expect(surfaceForm('drops', texts)).toBe('drops')
  })

  it('uses sentence starts when they are all there is', () => {
    expect(surfaceForm('caterpillar', ['Caterpillar beats estimates', 'Caterpillar: strong quarter'])).toBe(
      'Caterpillar',
    )
  })

  it('joins the words of a phrase with one space, whatever stood between them', () => {
    // 'Share-Buyback' is one word to the radar, not the phrase.
    const texts = [
      'a Share Buyback plan',
      'the Share  Buyback',
      'a share buyback',
      'a share-buyback, a share-buyback',
    ]
    expect(surfaceForm('share buyback', texts)).toBe('Share Buyback')
  })

  it('does not take a spelling from inside a longer word', () => {
    expect(surfaceForm('apple', ['Pineapple prices', 'Snapple news'])).toBe('apple')
  })

  it('is the term itself when no message holds it', () => {
    expect(surfaceForm('class action', [])).toBe('class action')
  })
})

describe('a name the radar counts in two overlapping pairs', () => {
  const texts = [
    'Advanced Micro Devices unveils new chips',
    'Why Advanced Micro Devices shares jumped',
    'advanced micro devices: the chip race',
    'Advanced Micro, the chipmaker, rose',
  ]

  it("is joined when most of the lead term's texts write it whole", () => {
    expect(joinedName('advanced micro', ['micro devices'], texts)).toBe('advanced micro devices')
    // The other way round: the related pair comes first.
    expect(joinedName('micro devices', ['advanced micro'], texts)).toBe('advanced micro devices')
  })

  it('is not joined when few texts write it whole, or the pairs do not overlap', () => {
    expect(
      joinedName('advanced micro', ['micro devices'], [...texts.slice(3), 'Advanced Micro again']),
    ).toBeNull()
    expect(joinedName('advanced micro', ['new chips'], texts)).toBeNull()
  })

  it('joins two phrases its texts write side by side, in their order', () => {
    const hawkish = [
      'Acme sinks 2% after hawkish central bank comments',
      'Globex falls after hawkish central bank comments',
    ]
    expect(joinedName('bank comments', ['hawkish central'], hawkish)).toBe('hawkish central bank comments')
    expect(joinedName('hawkish central', ['bank comments'], hawkish)).toBe('hawkish central bank comments')
    // A linking word may stand between them.
    const search = [
      'Acme CFO steps down, company starts search for successor',
      'Globex starts search for successor',
    ]
    expect(joinedName('search', ['successor'], search)).toBe('search for successor')
    expect(
      joinedName('recalls products', ['safety review'], ['Acme recalls products after safety review']),
    ).toBe('recalls products after safety review')
    // Not side by side: another word between them, or punctuation.
    expect(
      joinedName('cisco systems', ['cisco discussion'], ['Cisco Discussion: Cisco Systems cuts jobs']),
    ).toBeNull()
    expect(
      joinedName('recalls products', ['safety review'], ['Acme recalls products before a safety review']),
    ).toBeNull()
    expect(joinedName('search', ['successor'], ['Search is on: a successor soon'])).toBeNull()
  })

  it('is a phrase that holds the lead when most of its texts write the phrase', () => {
    const cisco = ['Cisco Systems rises', 'Cisco Systems wins a contract', 'Cisco slips']
    expect(joinedName('cisco', ['cisco systems'], cisco)).toBe('cisco systems')
    expect(joinedName('cisco', ['cisco systems'], [...cisco, 'Cisco again', 'Cisco news'])).toBeNull()
    // Words, not letters: "cisco" is not in "ciscos systems".
    expect(joinedName('cisco', ['ciscos systems'], ['Ciscos Systems rises', 'Cisco slips'])).toBeNull()
  })

  it('labels the topic by it', async () => {
    const labels = topicLabeller(async () => texts)
    const span = { window: '24h' as const, start: 0, end: 3_600_000, firstHour: 0 }
    const spelled = await labels(span, [{ term: 'advanced micro', related: ['micro devices'] }])
    expect(spelled.get('advanced micro')).toEqual({
      label: 'Advanced Micro Devices',
      related: ['Micro Devices'],
    })
  })
})

describe('the topic labeller', () => {
  const span = { window: '24h' as const, start: 0, end: 3_600_000, firstHour: 0 }

  it('looks a spelling up once an hour', async () => {
    let lookups = 0
    const texts = async () => {
      lookups += 1
      return ['Analysts upgrade AT&T']
    }
    let clock = 0
    const labels = topicLabeller(texts, () => clock)
    expect((await labels(span, [{ term: 'at&t', related: [] }])).get('at&t')?.label).toBe('AT&T')
    clock = 59 * 60_000
    expect((await labels(span, [{ term: 'at&t', related: [] }])).get('at&t')?.label).toBe('AT&T')
    expect(lookups).toBe(1)
    clock = 61 * 60_000
    await labels(span, [{ term: 'at&t', related: [] }])
    expect(lookups).toBe(2)
  })

  it('spells a topic’s related terms from its own texts, in one lookup, and says which they do not hold', async () => {
    const asked: string[] = []
    const texts = async (_span: unknown, term: string) => {
      asked.push(term)
      return ['Cisco Discussion: Cisco Systems cuts jobs', 'Cisco Systems restructuring talks']
    }
    const labels = await topicLabeller(texts)(span, [
      { term: 'cisco systems', related: ['cisco discussion', 'jobs', 'siemens energy'] },
    ])
    expect(labels.get('cisco systems')).toEqual({
      label: 'Cisco Systems',
      related: ['Cisco Discussion', 'jobs', null],
    })
    expect(asked).toEqual(['cisco systems'])
  })
})

describe('nameAround', () => {
  it('widens a word to the name most of its texts write it in', () => {
    const texts = [
      'Bristol-Myers Squibb raises guidance',
      'Regulators open investigation into Bristol-Myers Squibb sales practices',
      'Squibb shares slip',
    ]
    expect(nameAround('Squibb', texts)).toBe('Bristol-Myers Squibb')
    expect(nameAround('Morgan', ['J.P. Morgan upgrades Apple', 'J.P. Morgan sees upside'])).toBe(
      'J.P. Morgan',
    )
    expect(nameAround('Squibb', ["Bristol-Myers Squibb's pipeline", 'Bristol-Myers Squibb Co. rises'])).toBe(
      'Bristol-Myers Squibb',
    )
  })

  it('leaves a word alone without a name most texts agree on', () => {
    // Legal forms are no part of the name.
    expect(nameAround('Caterpillar', ['Caterpillar Inc. beats estimates', 'Caterpillar beats'])).toBeNull()
    expect(nameAround('Unilever', ['Unilever PLC: results', 'Unilever PLC sinks'])).toBeNull()
    // Title-case headlines differ from one to the next; a capital at a sentence's start is no name.
    expect(
      nameAround('Pfizer', [
        'Pfizer Shares Jump After FDA Nod',
        'Why Pfizer Stock Fell Today',
        'Pfizer Beats',
      ]),
    ).toBeNull()
    expect(nameAround('Squibb', ['Shares fell. Squibb said', 'Markets. Squibb rallies'])).toBeNull()
    expect(nameAround('competition', ['Fierce Competition ahead', 'Fierce Competition again'])).toBeNull()
    expect(nameAround('Squibb', ['Bristol-Myers Squibb rises', 'Why Squibb fell', 'Squibb slips'])).toBeNull()
  })
})
