import { KEY_EVENT_MAX_SCORE } from '../../../src/core'
import { KEY_EVENT_EVIDENCE, TYPE_EVIDENCE } from './patterns'

/** Below this nothing is stored: a score the UI would never show and the filters would not count. */
const MIN_STORED_SCORE = 2
/** Each further piece of evidence for the same event adds this much. */
const EXTRA_EVIDENCE = 1.5

const EVIDENCE = Object.entries(KEY_EVENT_EVIDENCE).map(([id, patterns]) => ({ id, patterns }))

/**
 * All phrases as one alternation per flag set: most messages name no key event, and one scan of
 * the text tells so (about half the cost of trying the phrases one by one, in the enrichment
 * thread). Joined, a phrase matches what it matches apart only without backreferences (their
 * group numbers would shift) and without g or y (test() would keep a lastIndex): refused at load.
 */
const ANY_EVIDENCE: readonly RegExp[] = (() => {
  const byFlags = new Map<string, string[]>()
  for (const { patterns } of EVIDENCE)
    for (const [pattern] of patterns) {
      if (/\\[1-9]|\\k</.test(pattern.source) || /[gy]/.test(pattern.flags))
        throw new Error(`key event phrase ${pattern} cannot be joined`)
      const sources = byFlags.get(pattern.flags) ?? []
      sources.push(`(?:${pattern.source})`)
      byFlags.set(pattern.flags, sources)
    }
  return [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), flags))
})()

/**
 * key_events_v2 of a message: key event id → score 0–10 from the strongest phrase, plus a
 * little for each further phrase or a telling message type. Scores under 2 are not kept.
 */
export function classifyKeyEvents(type: string, sub: string, body: string): Record<string, number> {
  const text = `${sub}\n${body}`.toLowerCase()
  const raw = new Map<string, number[]>()
  const anyPhrase = ANY_EVIDENCE.some((any) => any.test(text))
  for (const { id, patterns } of anyPhrase ? EVIDENCE : []) {
    for (const [pattern, weight] of patterns) {
      if (pattern.test(text)) {
        const list = raw.get(id) ?? []
        list.push(weight)
        raw.set(id, list)
      }
    }
  }
  for (const [id, weight] of TYPE_EVIDENCE[type] ?? []) {
    const list = raw.get(String(id)) ?? []
    list.push(weight)
    raw.set(String(id), list)
  }
  const scores: Record<string, number> = {}
  for (const [id, weights] of raw) {
    weights.sort((a, b) => b - a)
    const score = (weights[0] ?? 0) + EXTRA_EVIDENCE * (weights.length - 1)
    const rounded = Math.min(KEY_EVENT_MAX_SCORE, Math.round(score * 10) / 10)
    if (rounded >= MIN_STORED_SCORE) scores[id] = rounded
  }
  return scores
}
