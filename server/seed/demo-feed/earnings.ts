import type { EarningsDate } from '../../pipeline/store/quotes'
import { DAY_MS, type EarningsJumps, trendPrice } from './prices'
import { unit } from './random'
import type { DemoTitle } from './titles'

/** Quarterly releases of the demo companies: seeded phase, consensus, surprise. */
const QUARTER_DAYS = 91
/** Releases come out before the US open: the figures are known from 13:00 UTC of the day. */
const REPORTED_AFTER_MS = 13 * 3_600_000
/**
 * A release's price effect fades with this time constant: a third is left after four months and
 * 0.2 % after the calendar's two years, so where the calendar begins no longer moves a price.
 */
const JUMP_FADE_MS = 120 * DAY_MS

export interface DemoRelease {
  titleId: number
  dayMs: number
  prior: number
  consensus: number
  /** Known once the day has come. */
  actual: number
  beat: boolean
  quarter: string
}

/** Whether a release's figures are out at `timeMs`. */
export function isReported(release: Pick<DemoRelease, 'dayMs'>, timeMs: number): boolean {
  return release.dayMs + REPORTED_AFTER_MS <= timeMs
}

export function releaseDay(seed: number, titleId: number, k: number): number {
  const offset = Math.floor(unit(seed, 'earnings', titleId) * QUARTER_DAYS)
  let day = (k * QUARTER_DAYS + offset) * DAY_MS
  const weekday = new Date(day).getUTCDay()
  if (weekday === 6) day += 2 * DAY_MS
  if (weekday === 0) day += DAY_MS
  return day
}

/**
 * Quarterly earnings per share: the price the title trends at in that quarter over a seeded
 * trailing P/E between 10 and 45 (so P/E and the AI rating's P/E read like a market's; the price
 * drifts for years, so the base price alone gave P/Es in the hundreds), varied quarter by quarter.
 */
function eps(seed: number, title: DemoTitle, k: number): number {
  const pe = 10 + unit(seed, 'eps', title.id) * 35
  const level = trendPrice(seed, title, k * QUARTER_DAYS * DAY_MS) / (4 * pe)
  return Math.round(level * (0.9 + unit(seed, 'epsq', title.id, k) * 0.2) * 100) / 100
}

export function releasesOf(seed: number, title: DemoTitle, fromMs: number, toMs: number): DemoRelease[] {
  if (title.type !== 'company') return []
  const out: DemoRelease[] = []
  const first = Math.floor(fromMs / DAY_MS / QUARTER_DAYS) - 1
  const last = Math.ceil(toMs / DAY_MS / QUARTER_DAYS) + 1
  for (let k = first; k <= last; k += 1) {
    const dayMs = releaseDay(seed, title.id, k)
    if (dayMs < fromMs || dayMs >= toMs) continue
    const consensus = eps(seed, title, k)
    const surprise = (unit(seed, 'surprise', title.id, k) - 0.4) * 0.2
    const actual = Math.round(consensus * (1 + surprise) * 100) / 100
    const date = new Date(dayMs)
    out.push({
      titleId: title.id,
      dayMs,
      prior: eps(seed, title, k - 1),
      consensus,
      actual,
      beat: actual >= consensus,
      quarter: `Q${Math.floor(date.getUTCMonth() / 3) + 1}`,
    })
  }
  return out
}

function rowOf(release: DemoRelease, nowMs: number): EarningsDate {
  return {
    titleId: release.titleId,
    releaseDate: new Date(release.dayMs).toISOString().slice(0, 10),
    prior: release.prior,
    consensus: release.consensus,
    actual: isReported(release, nowMs) ? release.actual : null,
  }
}

/** Releases of every title around a window, indexed for prices and messages. */
export class ReleaseCalendar {
  private readonly byTitle = new Map<number, DemoRelease[]>()
  private readonly byDay = new Map<number, DemoRelease[]>()

  constructor(seed: number, titles: readonly DemoTitle[], fromMs: number, toMs: number) {
    for (const title of titles) {
      const releases = releasesOf(seed, title, fromMs, toMs)
      this.byTitle.set(title.id, releases)
      for (const release of releases) {
        const list = this.byDay.get(release.dayMs) ?? []
        list.push(release)
        this.byDay.set(release.dayMs, list)
      }
    }
  }

  on(dayMs: number): readonly DemoRelease[] {
    return this.byDay.get(dayMs) ?? []
  }

  /** The release of a title on that day, the day before or after (for bursts). */
  near(titleId: number, dayMs: number): { release: DemoRelease; offsetDays: number } | null {
    for (const release of this.byTitle.get(titleId) ?? []) {
      const offsetDays = Math.round((dayMs - release.dayMs) / DAY_MS)
      if (offsetDays >= -1 && offsetDays <= 1) return { release, offsetDays }
    }
    return null
  }

  /**
   * Log-price jump of past releases: up after a beat, down after a miss, each fading over the
   * months after it. Summed for good, six beats in ten kept lifting a share away from its known
   * level (Cisco at $142 against 77), and the sum depended on where the calendar began: a server
   * started months later dropped the oldest releases and its live prices jumped off the stored ones.
   */
  readonly jumps: EarningsJumps = (titleId, tMs) => {
    let jump = 0
    for (const release of this.byTitle.get(titleId) ?? []) {
      // Releases come out before the open; the price reacts within the first hours.
      const reaction = release.dayMs + REPORTED_AFTER_MS
      if (tMs <= reaction) continue
      const size = 0.03 + Math.abs(release.actual - release.consensus) / Math.max(0.05, release.consensus)
      const since = tMs - reaction
      const ramp = Math.min(1, since / 7_200_000)
      jump += (release.beat ? 1 : -1) * Math.min(0.12, size) * ramp * Math.exp(-since / JUMP_FADE_MS)
    }
    return jump
  }

  rows(nowMs: number): EarningsDate[] {
    return [...this.byTitle.values()].flat().map((release) => rowOf(release, nowMs))
  }

  /** The calendar rows of releases reported in (fromMs, toMs]: what a live feed publishes then. */
  reportedBetween(fromMs: number, toMs: number): EarningsDate[] {
    return [...this.byTitle.values()]
      .flat()
      .filter((r) => !isReported(r, fromMs) && isReported(r, toMs))
      .map((release) => rowOf(release, toMs))
  }
}
