import type { ChatFigures } from '../../../src/core'
import { signed, signedWhole, whole } from './numbers'

function changeAgainstBefore(now: number, before: number): string {
  if (before === 0) return 'none before'
  const change = Math.round(((now - before) / before) * 100)
  return change === 0 ? 'as many as before' : `${signedWhole.format(change)}% on the period before`
}

/** Ends a sentence once, also after a name that ends with its own full stop (Tesla, Inc.). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)

/**
 * The assets of one answer set side by side: the most talked about first, and which is the most
 * positive and by how much. Null for fewer than two assets with messages.
 */
export function sideBySide(figures: readonly ChatFigures[]): string | null {
  const talked = figures.filter((f) => f.messages > 0).sort((a, b) => b.messages - a.messages)
  const [first, ...rest] = talked
  if (!first || rest.length === 0) return null
  const volume =
    `Side by side: ${first.name} drew the most talk (${whole.format(first.messages)} messages, ` +
    `${changeAgainstBefore(first.messages, first.previous_messages)}), then ` +
    rest
      .map(
        (f) =>
          `${f.name} (${whole.format(f.messages)}, ${changeAgainstBefore(f.messages, f.previous_messages)})`,
      )
      .join(', then ')
  const scored = talked
    .filter((f): f is ChatFigures & { sentiment: number } => f.sentiment !== null)
    .sort((a, b) => b.sentiment - a.sentiment)
  const [top, second] = scored
  if (!top || !second) return sentence(volume)
  const gap = Math.round((top.sentiment - second.sentiment) * 10) / 10
  const lead =
    gap < 1
      ? `${top.name} and ${second.name} are within a point of each other`
      : `the most positive is ${top.name}, by ${gap.toFixed(1)} points over ${second.name}`
  const scores = scored.map((f) => `${f.name} ${signed.format(f.sentiment)}`).join(', ')
  return `${sentence(volume)} Sentiment: ${scores}; ${sentence(lead)}`
}
