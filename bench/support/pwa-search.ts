import type { Page } from '@playwright/test'
import { isNotNull } from 'drizzle-orm'
import * as v from 'valibot'
import type { RunningServer } from '../../server'
import { titles } from '../../server/db/schema'
import { generateInventory } from '../fixtures/inventory'
import { stats } from './measure'

/**
 * The inventory search of the page-load bench: the query mix, and a probe that types each query
 * into the header search bar and times the hub's answer, the results in the DOM and their paint.
 */

export interface SearchQuery {
  kind: string
  query: string
}

/** Symbols, name prefixes (fixture) and ISIN prefixes (seed), deterministic and distinct. */
export async function searchQueries(server: RunningServer, count: number): Promise<SearchQuery[]> {
  const rows = generateInventory()
  const isins = (
    await server.database.db.select({ isin: titles.isin }).from(titles).where(isNotNull(titles.isin))
  )
    .map((row) => row.isin)
    .filter((isin): isin is string => isin !== null && isin.length >= 8)
    .sort()
  const seen = new Set<string>()
  const queries: SearchQuery[] = []
  const add = (kind: string, query: string) => {
    const key = query.toLowerCase()
    if (query.trim() === '' || seen.has(key)) return false
    seen.add(key)
    queries.push({ kind, query })
    return true
  }
  const symbols = rows.filter((row) => row.symbol)
  for (let i = 0, step = 0; queries.length < 80 && step < symbols.length; step += 1, i += 997) {
    const symbol = symbols[i % symbols.length]?.symbol
    if (symbol) add('symbol', symbol)
  }
  for (let i = 0, step = 0; queries.length < 160 && step < rows.length; step += 1, i += 1009) {
    const name = rows[i % rows.length]?.name ?? ''
    add('name-prefix', name.slice(0, 3 + (step % 6)))
  }
  for (let i = 0, step = 0; queries.length < count && step < isins.length * 8; step += 1, i += 7) {
    const isin = isins[i % isins.length] ?? ''
    add('isin-prefix', isin.slice(0, 4 + (step % 7)))
  }
  return queries
}

const SearchSampleSchema = v.nullable(
  v.object({ hubMs: v.number(), domMs: v.number(), paintMs: v.number(), count: v.number() }),
)

/**
 * Puts `query` into the search bar as one input event (a paste) and waits, inside the page, for
 * the list to show this query's results (the first option's highlight is the query).
 */
function searchProbe(query: string): string {
  return `(async () => {
  const query = ${JSON.stringify(query)}
  const input = document.querySelector('[data-testid="search-input"]')
  const list = document.querySelector('[data-testid="search-results"]')
  if (!input || !list) throw new Error('the search bar is missing')
  const fold = (text) => text.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase()
  const wanted = fold(query.trim())
  const before = list.getAttribute('data-search-ms')
  const popup = list.parentElement
  // This query's answer: its results (the first option's highlight is the query), or no results
  // with a new search time.
  const shows = () => {
    if (list.hidden) {
      const message = popup && popup.querySelector('.search-bar__message')
      return Boolean(message) && list.getAttribute('data-search-ms') !== before
    }
    const mark = list.querySelector('[role="option"] mark')
    return mark !== null && fold(mark.textContent || '') === wanted
  }
  return await new Promise((resolve) => {
    let t0 = 0
    let finished = false
    const observer = new MutationObserver(() => check())
    const timer = setTimeout(() => { observer.disconnect(); resolve(null) }, 5000)
    const check = () => {
      if (finished || !shows()) return
      finished = true
      const domMs = performance.now() - t0
      observer.disconnect()
      clearTimeout(timer)
      const hubMs = Number(list.getAttribute('data-search-ms'))
      const count = list.querySelectorAll('[role="option"]').length
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve({ hubMs, domMs, paintMs: performance.now() - t0, count })
        channel.port2.postMessage(null)
      })
    }
    observer.observe(list, { childList: true, subtree: true, characterData: true, attributes: true })
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    input.focus()
    t0 = performance.now()
    setValue.call(input, query)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    check()
  })
})()`
}

export async function measureSearch(
  page: Page,
  queries: readonly SearchQuery[],
  limits: { timeoutMs: number; targetP95Ms: number },
) {
  const input = page.locator('[data-testid="search-input"]')
  await input.waitFor({ state: 'visible', timeout: limits.timeoutMs })
  // Until its code has come, the header holds the search bar's placeholder (the same input, no
  // results list); focusing it asks for the search bar, as a user's tap does.
  await input.focus()
  await page
    .locator('[data-testid="search-results"]')
    .waitFor({ state: 'attached', timeout: limits.timeoutMs })
  const hub: number[] = []
  const dom: number[] = []
  const paint: number[] = []
  const unanswered: string[] = []
  const noResults: string[] = []
  const byKind = new Map<string, number[]>()
  for (const { kind, query } of queries) {
    const sample = v.parse(SearchSampleSchema, await page.evaluate(searchProbe(query)))
    if (sample === null || !Number.isFinite(sample.hubMs)) {
      unanswered.push(query)
      // The results stopped coming: the rest would only wait out their time limits.
      if (unanswered.length >= 5 && hub.length === 0) break
      continue
    }
    hub.push(sample.hubMs)
    dom.push(sample.domMs)
    paint.push(sample.paintMs)
    byKind.set(kind, [...(byKind.get(kind) ?? []), sample.hubMs])
    if (sample.count === 0) noResults.push(query)
  }
  const hubStats = stats(hub)
  return {
    queries: queries.length,
    unanswered,
    noResults,
    hubSearchMs: { ...hubStats, target: limits.targetP95Ms, met: hubStats.p95 <= limits.targetP95Ms },
    hubSearchMsByKind: Object.fromEntries([...byKind].map(([kind, values]) => [kind, stats(values)])),
    inputToResultsInDomMs: stats(dom),
    inputToResultsPaintedMs: stats(paint),
  }
}
