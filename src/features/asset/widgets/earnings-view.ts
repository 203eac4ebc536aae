import { DAY_MS } from '../../../core'

export interface EarningsRelease {
  /** YYYY-MM-DD. */
  release_date: string
  prior: number | null
  consensus: number | null
  actual: number | null
}

/** Within ±1 % of the consensus a result is in line; beyond it beats or misses. */
export const IN_LINE_SHARE = 0.01

export type Outcome = 'beat' | 'miss' | 'in-line' | null

export interface PastRelease extends EarningsRelease {
  day: number
  /** (actual − consensus) / |consensus|; null without both. */
  surprise: number | null
  outcome: Outcome
}

export interface EarningsView {
  next: (EarningsRelease & { day: number; daysAway: number }) | null
  past: PastRelease[]
}

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** The next release (today counts as next) and the latest `limit` past ones with their surprise. */
export function earningsView(releases: readonly EarningsRelease[], nowMs: number, limit = 6): EarningsView {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  const dated = releases
    .map((release) => ({ ...release, day: dayOf(release.release_date) }))
    .filter((release) => Number.isFinite(release.day))
  const upcoming = dated.filter((release) => release.day >= today).sort((a, b) => a.day - b.day)[0]
  const past = dated
    .filter((release) => release.day < today)
    .sort((a, b) => b.day - a.day)
    .slice(0, limit)
    .map((release) => {
      const { actual, consensus } = release
      const surprise =
        actual === null || consensus === null || consensus === 0
          ? null
          : (actual - consensus) / Math.abs(consensus)
      const outcome: Outcome =
        surprise === null
          ? null
          : Math.abs(surprise) < IN_LINE_SHARE
            ? 'in-line'
            : surprise > 0
              ? 'beat'
              : 'miss'
      return { ...release, surprise, outcome }
    })
  return {
    next: upcoming ? { ...upcoming, daysAway: Math.round((upcoming.day - today) / DAY_MS) } : null,
    past,
  }
}
