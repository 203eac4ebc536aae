import { describe, expect, it, vi } from 'vitest'
import { encodeInventoryColumns, type InventoryAnswer } from '../../src/core'
import type { InventorySource } from './contract'
import {
  type InventoryFetch,
  InventoryLoadError,
  InventoryService,
  PREFETCH_CLAIM_MS,
} from './inventory-service'

const URL = 'https://murmur.test/v6/inventory?add_icon=true&primaryFieldsOnly=true'
const request = { url: URL, headers: { authorization: 'Basic eDp5' } }
const STARTED_AT = 1_800_000_000_000

function answer(version: number, names: string[]): string {
  const body: InventoryAnswer = {
    version,
    updated: '2025-01-01T00:00:00Z',
    titles: names.map((n, i) => ({
      id: i + 1,
      n,
      type: 'company',
      currency: 'USD',
      symbol: n.slice(0, 4).toUpperCase(),
      isin: null,
    })),
  }
  return JSON.stringify(body)
}

/** A fetch the test answers by hand, counting the reads. */
function manualFetch() {
  const waiting: Array<(value: { status: number; body: string; source: InventorySource }) => void> = []
  const fetch = vi.fn<InventoryFetch>(
    () =>
      new Promise((resolve) => {
        waiting.push(resolve)
      }),
  )
  const answerNext = (status: number, body: string, source: InventorySource = 'network') =>
    waiting.shift()?.({ status, body, source })
  return { fetch, answerNext }
}

function steppingClock() {
  let now = 0
  return () => {
    now += 5
    return now
  }
}

describe('InventoryService', () => {
  it('answers not ready before any inventory was loaded', () => {
    const service = new InventoryService(vi.fn())
    expect(service.search('apple')).toEqual({ results: [], tookMs: 0, ready: false })
    expect(service.ready).toBe(false)
  })

  it('builds the index from columns the read has already decoded, without parsing the body again', async () => {
    const columns = encodeInventoryColumns(JSON.parse(answer(4, ['Apple Inc.', 'Bitcoin'])))
    const fetch = vi.fn<InventoryFetch>(async () => ({
      status: 200,
      // Not JSON: a parse of the body would fail the load.
      body: 'binary answer decoded to columns',
      source: 'network',
      columns,
    }))
    const service = new InventoryService(fetch)
    await expect(service.load(request)).resolves.toMatchObject({ version: 4, count: 2, source: 'network' })
    expect(service.search('bitc').results.map((result) => result.n)).toEqual(['Bitcoin'])
  })

  it('shares one read among concurrent loads and then searches the index', async () => {
    const { fetch, answerNext } = manualFetch()
    const service = new InventoryService(fetch, steppingClock(), () => STARTED_AT)
    const first = service.load(request)
    const second = service.load(request)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(URL, request.headers)
    answerNext(200, answer(3, ['Apple Inc.', 'Applied Materials']), 'fresh-cache')
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    expect(a).toEqual({
      version: 3,
      count: 2,
      source: 'fresh-cache',
      restoreMs: 5,
      indexMs: 5,
      startedAt: STARTED_AT,
    })
    const found = service.search('appl')
    expect(found.ready).toBe(true)
    expect(found.tookMs).toBe(5)
    expect(found.results.map((r) => r.n)).toEqual(['Apple Inc.', 'Applied Materials'])
  })

  it("gives a prefetch's result to the next load of its URL, also once it has finished, and only once", async () => {
    const { fetch, answerNext } = manualFetch()
    const service = new InventoryService(fetch, steppingClock(), () => STARTED_AT)
    const prefetch = service.prefetch(request)
    answerNext(200, answer(4, ['Gamma']))
    const early = await prefetch
    expect(await service.load(request)).toBe(early)
    expect(fetch).toHaveBeenCalledTimes(1)
    // Claimed: the next load reads (the stored copy) again.
    const later = service.load(request)
    answerNext(200, answer(4, ['Gamma']), 'fresh-cache')
    expect((await later).source).toBe('fresh-cache')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('reads the answer a prefetch started before the service was there, timed from its start', async () => {
    const fetch = vi.fn<InventoryFetch>()
    const service = new InventoryService(
      fetch,
      () => 100,
      () => STARTED_AT + 50,
    )
    const started = {
      answer: Promise.resolve({ status: 200, body: answer(1, ['Alpha']), source: 'network' as const }),
      startedAt: STARTED_AT,
      measuredAt: 40,
    }
    const result = await service.prefetch(request, started)
    expect(fetch).not.toHaveBeenCalled()
    expect(result).toMatchObject({ startedAt: STARTED_AT, restoreMs: 60, source: 'network', count: 1 })
    expect(await service.load(request)).toBe(result)
  })

  it('reads again when the prefetch finished long before the load', async () => {
    const { fetch, answerNext } = manualFetch()
    let now = STARTED_AT
    const service = new InventoryService(fetch, steppingClock(), () => now)
    const prefetch = service.prefetch(request)
    answerNext(200, answer(4, ['Gamma']))
    await prefetch
    now += PREFETCH_CLAIM_MS + 1
    const later = service.load(request)
    expect(fetch).toHaveBeenCalledTimes(2)
    answerNext(200, answer(4, ['Gamma']), 'fresh-cache')
    expect((await later).source).toBe('fresh-cache')
  })

  it('reads again when the prefetch failed', async () => {
    const { fetch, answerNext } = manualFetch()
    const service = new InventoryService(fetch, steppingClock(), () => STARTED_AT)
    const failed = service.prefetch(request)
    answerNext(401, '')
    await expect(failed).rejects.toBeInstanceOf(InventoryLoadError)
    const retried = service.load(request)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    answerNext(200, answer(5, ['Delta']))
    expect((await retried).version).toBe(5)
  })

  it('reads another URL after the load on its way, not instead of it', async () => {
    const { fetch, answerNext } = manualFetch()
    const service = new InventoryService(fetch, steppingClock(), () => STARTED_AT)
    const other = {
      ...request,
      url: 'https://api.murmur.test/v6/inventory?add_icon=true&primaryFieldsOnly=true',
    }
    const first = service.load(request)
    const second = service.load(other)
    expect(fetch).toHaveBeenCalledTimes(1)
    answerNext(500, '')
    await expect(first).rejects.toBeInstanceOf(InventoryLoadError)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(fetch).toHaveBeenLastCalledWith(other.url, other.headers)
    answerNext(200, answer(2, ['Beta']))
    expect((await second).count).toBe(1)
  })

  it('builds the index once per version and rebuilds for another version', async () => {
    const { fetch, answerNext } = manualFetch()
    const service = new InventoryService(fetch, steppingClock(), () => STARTED_AT)
    const load = async (body: string, source: InventorySource) => {
      const pending = service.load(request)
      answerNext(200, body, source)
      return pending
    }
    expect((await load(answer(1, ['Alpha']), 'network')).indexMs).toBeGreaterThan(0)
    // The same answer again (a fresh cached copy): neither parsed nor indexed again.
    expect(await load(answer(1, ['Alpha']), 'fresh-cache')).toMatchObject({ version: 1, indexMs: 0 })
    // Same version, other bytes: the index of that version is kept.
    expect(await load(answer(1, ['Alpha', 'Beta']), 'revalidated')).toMatchObject({
      version: 1,
      count: 1,
      indexMs: 0,
    })
    expect(service.search('beta').results).toEqual([])
    const newer = await load(answer(2, ['Alpha', 'Beta']), 'network')
    expect(newer).toMatchObject({ version: 2, count: 2, source: 'network' })
    expect(newer.indexMs).toBeGreaterThan(0)
    expect(service.search('beta').results.map((r) => r.n)).toEqual(['Beta'])
  })

  it('rejects refused and malformed answers, keeping the index it has', async () => {
    const { fetch, answerNext } = manualFetch()
    const service = new InventoryService(fetch)
    const refused = service.load(request)
    answerNext(401, '{"code":401}')
    await expect(refused).rejects.toEqual(new InventoryLoadError(401))
    await expect(refused).rejects.toMatchObject({ status: 401, name: 'InventoryLoadError' })
    const malformed = service.load(request)
    answerNext(200, '{"version":1,"titles":[{"id":"x"}]}')
    await expect(malformed).rejects.toThrow()
    expect(service.ready).toBe(false)
    // A failed load does not block the next one.
    const fine = service.load(request)
    answerNext(200, answer(1, ['Gamma']))
    await expect(fine).resolves.toMatchObject({ version: 1, count: 1 })
  })
})
