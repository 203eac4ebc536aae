import type { SentimentPhrase } from '../../core'

/**
 * Why a message whose phrases push one way or both is still neutral: the model calls a message
 * positive or negative only when its wording leans clearly one way (neutral is exactly 0).
 */
export function neutralReason(phrases: readonly SentimentPhrase[]): string {
  const up = phrases.filter((entry) => entry.weight > 0).length
  const down = phrases.filter((entry) => entry.weight < 0).length
  if (up > 0 && down > 0) return 'Neutral: these pushes partly cancel out, leaving no clear lean either way.'
  if (up + down === 0) return 'Neutral: no wording leans either way.'
  const pushes = up + down > 1 ? 'these pushes were' : 'this push was'
  return `Neutral: ${pushes} too weak for a ${up > 0 ? 'positive' : 'negative'} call.`
}
