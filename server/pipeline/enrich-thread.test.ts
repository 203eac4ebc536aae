import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type IngestMessage, IngestMessageSchema } from '../../src/core'
import { enrichMessage } from './enrich'
import { EnrichThread } from './enrich-thread'
import { type LinkableTitle, TitleMatcher } from './linking/matcher'
import { loadSentimentModel } from './sentiment'

const TITLES: LinkableTitle[] = [
  { id: 1, name: 'Apple Inc.', type: 'company', symbol: 'AAPL', isin: null, aliases: [], rank: 3 },
  { id: 2, name: 'Siemens AG', type: 'company', symbol: 'SIE', isin: null, aliases: [], rank: 2 },
]

const message = (id: string, sub: string, lang: string | null = null): IngestMessage =>
  v.parse(IngestMessageSchema, {
    source: 'wire.example.com',
    source_id: id,
    type: 'news',
    time: 1_700_000_000_000,
    sub,
    lang,
    titles: id === 'declared' ? [2, 99] : undefined,
  })

const BATCH = [
  message('en', '$AAPL surges after Apple beats estimates and raises guidance'),
  message('de', 'Die Aktie von Siemens fällt nach der Gewinnwarnung deutlich'),
  message('fr', 'Le marché progresse fortement aujourd’hui'),
  message('declared', 'Quarterly report published'),
]

describe('EnrichThread', () => {
  let thread: EnrichThread

  beforeAll(async () => {
    thread = await EnrichThread.start(true)
  }, 30_000)
  afterAll(async () => {
    await thread?.close()
  })

  it('enriches exactly as the pipeline does on its own thread', async () => {
    const here = BATCH.map((m) => enrichMessage(m, new TitleMatcher(TITLES), loadSentimentModel()))
    const there = await thread.enrich(BATCH, { signature: 'v1', titles: TITLES })
    expect(there).toEqual(here)
    expect(there.map((m) => m.titleIds)).toEqual([[1], [2], [], [2]])
    expect(there[2]?.sentiment).toBeNull()
  })

  it('links against a new inventory once its signature changes', async () => {
    const renamed = [{ ...TITLES[0], id: 7 } as LinkableTitle]
    const [first] = await thread.enrich([BATCH[0] as IngestMessage], { signature: 'v2', titles: renamed })
    expect(first?.titleIds).toEqual([7])
  })

  it('starts with its first batch, answering once its start has finished', async () => {
    const launched = EnrichThread.onFirstUse(true)
    try {
      const there = await launched.enrich(BATCH, { signature: 'v1', titles: TITLES })
      expect(there.map((m) => [m.titleIds, m.lang])).toEqual([
        [[1], 'en'],
        [[2], 'de'],
        [[], 'fr'],
        [[2], 'en'],
      ])
      expect(there[0]?.sentiment?.label).toBe('positive')
    } finally {
      await launched.close()
    }
  })

  it('reports a thread that was closed, by the call it fails, as closed on purpose', async () => {
    const stopped = await EnrichThread.start(false)
    expect(stopped.closed).toBe(false)
    await stopped.close()
    await expect(stopped.enrich(BATCH, { signature: 'v1', titles: TITLES })).rejects.toThrow(/closed/)
    expect(stopped.failed).toBeInstanceOf(Error)
    // The pipeline enriches on its own thread then, and logs no error for it (a shutdown).
    expect(stopped.closed).toBe(true)
  })
})
