import type { TitleMatcher } from '../../server/pipeline/linking/matcher'
import type { LinkingSample } from '../fixtures/linking-sample'

export interface LinkTally {
  truePositives: number
  falsePositives: number
  falseNegatives: number
}

export interface LinkingScore extends LinkTally {
  texts: number
  precision: number
  recall: number
  byKind: Record<string, LinkTally>
  /** Texts with a wrong or missed link, with the title ids. */
  errors: { text: string; wrong: number[]; missed: number[] }[]
}

/** Precision and recall of the linker on labelled texts, per kind, with every wrong or missed link. */
export function scoreLinking(matcher: TitleMatcher, samples: readonly LinkingSample[]): LinkingScore {
  const total: LinkTally = { truePositives: 0, falsePositives: 0, falseNegatives: 0 }
  const byKind: Record<string, LinkTally> = {}
  const errors: LinkingScore['errors'] = []
  for (const { text, titles, kind } of samples) {
    const found = new Set(matcher.link(text).titleIds)
    const wanted = new Set(titles)
    const wrong = [...found].filter((id) => !wanted.has(id))
    const missed = [...wanted].filter((id) => !found.has(id))
    const tally = byKind[kind] ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0 }
    for (const counts of [total, tally]) {
      counts.truePositives += found.size - wrong.length
      counts.falsePositives += wrong.length
      counts.falseNegatives += missed.length
    }
    byKind[kind] = tally
    if (wrong.length + missed.length > 0) errors.push({ text, wrong, missed })
  }
  return {
    texts: samples.length,
    ...total,
    precision: total.truePositives / Math.max(1, total.truePositives + total.falsePositives),
    recall: total.truePositives / Math.max(1, total.truePositives + total.falseNegatives),
    byKind,
    errors,
  }
}
