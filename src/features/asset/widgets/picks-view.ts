import { formatPercent, type PulsePick } from '../../../core'

/** A directed return as a signed percent, or an em dash until the pick has reached it. */
export function pickReturn(value: number | null): string {
  return value === null ? '—' : formatPercent(value, { digits: 1, signed: true })
}

/** "4 picks · 5-day return +1.2 % on average · 3 of 4 right": over the picks that reached 5 days. */
export function picksSummaryText(picks: readonly PulsePick[]): string {
  const reached = picks.map((pick) => pick.returns.d5).filter((value) => value !== null)
  const count = `${picks.length} ${picks.length === 1 ? 'pick' : 'picks'}`
  if (reached.length === 0) return `${count} · none is 5 trading days old yet`
  const mean = reached.reduce((sum, value) => sum + value, 0) / reached.length
  const right = reached.filter((value) => value > 0).length
  return `${count} · 5-day return ${formatPercent(mean, { digits: 1, signed: true })} on average · ${right} of ${reached.length} right`
}
