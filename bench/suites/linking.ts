import { openDatabase, runMigrations } from '../../server/db'
import { loadLinkableTitles } from '../../server/pipeline/linking/inventory'
import { TitleMatcher } from '../../server/pipeline/linking/matcher'
import { readSplit } from '../../server/pipeline/sentiment/train/dataset'
import { seedReferenceData } from '../../server/seed/reference'
import { machineFacts, round, writeResult } from '../support/measure'

/**
 * Benchmark: instrument-linking precision and recall on a labelled sample built at run time from
 * the training data (sent_train.csv, never copied): the label of a text is the set of its
 * cashtags that name a seeded title. Measured on the text as it is, and with every `$` removed
 * (names and plain tickers only). Links the label does not know count as false positives, so
 * precision is a lower bound (a text naming "Apple" without $AAPL is linked correctly but
 * scored wrong). Writes bench/results/linking.json.
 */

const CASHTAG = /\$([A-Za-z][A-Za-z0-9]{0,9})(?:\.X)?\b/g

interface Score {
  texts: number
  truePositives: number
  falsePositives: number
  falseNegatives: number
  precision: number
  recall: number
  /** Links found in texts whose cashtags name no seeded title. */
  linksInUnlabelledTexts: number
  microsecondsPerText: number
}

function evaluate(matcher: TitleMatcher, samples: readonly { text: string; labels: Set<number> }[]): Score {
  let tp = 0
  let fp = 0
  let fn = 0
  let unlabelledLinks = 0
  let texts = 0
  const started = performance.now()
  for (const { text, labels } of samples) {
    const found = new Set(matcher.link(text).titleIds)
    if (labels.size === 0) {
      unlabelledLinks += found.size
      continue
    }
    texts += 1
    for (const id of found) {
      if (labels.has(id)) tp += 1
      else fp += 1
    }
    for (const id of labels) if (!found.has(id)) fn += 1
  }
  const ms = performance.now() - started
  return {
    texts,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: round(tp / Math.max(1, tp + fp), 4),
    recall: round(tp / Math.max(1, tp + fn), 4),
    linksInUnlabelledTexts: unlabelledLinks,
    microsecondsPerText: round((ms * 1000) / samples.length, 2),
  }
}

/** Benchmark suite: linking precision and recall. */
export async function run(): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null })
  let titles: Awaited<ReturnType<typeof loadLinkableTitles>>
  try {
    await runMigrations(handle)
    await seedReferenceData(handle.db)
    titles = await loadLinkableTitles(handle.db)
  } finally {
    await handle.close()
  }
  const bySymbol = new Map<string, number>()
  for (const title of titles) {
    if (!title.symbol) continue
    const symbol = title.symbol.toUpperCase()
    const known = titles.find((t) => t.id === bySymbol.get(symbol))
    if (!known || known.rank < title.rank) bySymbol.set(symbol, title.id)
  }
  const matcher = new TitleMatcher(titles)
  const rows = readSplit('sent_train')
  const samples = rows.map(({ text }) => {
    const labels = new Set<number>()
    for (const match of text.matchAll(CASHTAG)) {
      const id = bySymbol.get((match[1] ?? '').toUpperCase())
      if (id !== undefined) labels.add(id)
    }
    return { text, labels }
  })
  const withoutDollar = samples.map(({ text, labels }) => ({
    text: text.replace(/\$(?=[A-Za-z])/g, ''),
    labels,
  }))
  const cashtags = evaluate(matcher, samples)
  const names = evaluate(matcher, withoutDollar)
  process.stdout.write(`cashtags kept: ${JSON.stringify(cashtags)}\n$ removed: ${JSON.stringify(names)}\n`)
  const path = await writeResult('linking', {
    benchmark: 'linking',
    workload: `sent_train.csv (${rows.length} texts, ${samples.filter((s) => s.labels.size > 0).length} with a cashtag of a seeded title), inventory of ${titles.length} titles`,
    machine: machineFacts(),
    cashtagsKept: cashtags,
    dollarRemoved: names,
  })
  process.stdout.write(`wrote ${path}\n`)
}
