/**
 * The key-event catalogue (application §3 Message.key_events_v2, data-interface §3 "Key events",
 * §7 GET /key_events_v2?add_icon). Pure data: the ingest classifier scores messages against these
 * ids, the inventory serves them grouped with their icons. Ids are stable: never renumber.
 */

export interface KeyEventGroup {
  id: number
  name: string
}

export interface KeyEventType {
  key_event_id: number
  name: string
  group_id: number
}

export const KEY_EVENT_GROUPS: readonly KeyEventGroup[] = [
  { id: 1, name: 'Financial results' },
  { id: 2, name: 'Capital and dividends' },
  { id: 3, name: 'Corporate transactions' },
  { id: 4, name: 'Management' },
  { id: 5, name: 'Analysts and ratings' },
  { id: 6, name: 'Legal and regulatory' },
  { id: 7, name: 'Healthcare' },
  { id: 8, name: 'Products and technology' },
  { id: 9, name: 'Operations and incidents' },
  { id: 10, name: 'ESG' },
  { id: 11, name: 'Politics and macro' },
]

export const KEY_EVENT_TYPES: readonly KeyEventType[] = [
  { key_event_id: 1, name: 'Earnings release', group_id: 1 },
  { key_event_id: 2, name: 'Earnings beat', group_id: 1 },
  { key_event_id: 3, name: 'Earnings miss', group_id: 1 },
  { key_event_id: 4, name: 'Guidance raised', group_id: 1 },
  { key_event_id: 5, name: 'Guidance cut', group_id: 1 },
  { key_event_id: 6, name: 'Dividend increase', group_id: 2 },
  { key_event_id: 7, name: 'Dividend cut', group_id: 2 },
  { key_event_id: 8, name: 'Share buyback', group_id: 2 },
  { key_event_id: 9, name: 'Share offering', group_id: 2 },
  { key_event_id: 10, name: 'Debt financing', group_id: 2 },
  { key_event_id: 11, name: 'Bankruptcy', group_id: 2 },
  { key_event_id: 12, name: 'Stock split', group_id: 2 },
  { key_event_id: 13, name: 'Merger and acquisition', group_id: 3 },
  { key_event_id: 14, name: 'Takeover offer', group_id: 3 },
  { key_event_id: 15, name: 'Spin-off', group_id: 3 },
  { key_event_id: 16, name: 'IPO', group_id: 3 },
  { key_event_id: 17, name: 'Partnership', group_id: 3 },
  { key_event_id: 18, name: 'CEO change', group_id: 4 },
  { key_event_id: 19, name: 'Executive departure', group_id: 4 },
  { key_event_id: 20, name: 'Insider transaction', group_id: 4 },
  { key_event_id: 21, name: 'Analyst upgrade', group_id: 5 },
  { key_event_id: 22, name: 'Analyst downgrade', group_id: 5 },
  { key_event_id: 23, name: 'Price target change', group_id: 5 },
  { key_event_id: 24, name: 'Credit rating upgrade', group_id: 5 },
  { key_event_id: 25, name: 'Credit rating downgrade', group_id: 5 },
  { key_event_id: 26, name: 'Short-seller report', group_id: 5 },
  { key_event_id: 27, name: 'Index inclusion', group_id: 5 },
  { key_event_id: 28, name: 'Lawsuit', group_id: 6 },
  { key_event_id: 29, name: 'Class action', group_id: 6 },
  { key_event_id: 30, name: 'Regulatory action', group_id: 6 },
  { key_event_id: 31, name: 'Fine or settlement', group_id: 6 },
  { key_event_id: 32, name: 'Antitrust', group_id: 6 },
  { key_event_id: 33, name: 'Drug approval', group_id: 7 },
  { key_event_id: 34, name: 'Clinical trial', group_id: 7 },
  { key_event_id: 35, name: 'Product recall', group_id: 7 },
  { key_event_id: 36, name: 'Product launch', group_id: 8 },
  { key_event_id: 37, name: 'Artificial intelligence', group_id: 8 },
  { key_event_id: 38, name: 'Cyber incident', group_id: 8 },
  { key_event_id: 39, name: 'Contract win', group_id: 8 },
  { key_event_id: 40, name: 'Layoffs', group_id: 9 },
  { key_event_id: 41, name: 'Strike', group_id: 9 },
  { key_event_id: 42, name: 'Accident', group_id: 9 },
  { key_event_id: 43, name: 'Supply chain disruption', group_id: 9 },
  { key_event_id: 44, name: 'Environment and climate', group_id: 10 },
  { key_event_id: 45, name: 'Governance scandal', group_id: 10 },
  { key_event_id: 46, name: 'Social responsibility', group_id: 10 },
  { key_event_id: 47, name: 'Politics and elections', group_id: 11 },
  { key_event_id: 48, name: 'Sanctions and tariffs', group_id: 11 },
  { key_event_id: 49, name: 'Interest rates', group_id: 11 },
  { key_event_id: 50, name: 'Inflation', group_id: 11 },
]

/** Key events on a message: only scores of 4 or more are shown, at most 5 (application §3, §9). */
export const KEY_EVENT_MIN_SHOWN_SCORE = 4
export const KEY_EVENT_MAX_SHOWN = 5
export const KEY_EVENT_MAX_SCORE = 10

export interface ShownKeyEvent {
  key_event_id: number
  score: number
}

/**
 * The key events a message shows: score ≥ 4, the first 5 by descending score (ties by id).
 * Stored maps have numeric keys, whose order neither JSON objects nor jsonb keep, so order here.
 */
export function keyEventsShownOnMessage(scores: Readonly<Record<string, number>>): ShownKeyEvent[] {
  const shown: ShownKeyEvent[] = []
  for (const [id, score] of Object.entries(scores)) {
    const keyEventId = Number(id)
    if (Number.isInteger(keyEventId) && score >= KEY_EVENT_MIN_SHOWN_SCORE) {
      shown.push({ key_event_id: keyEventId, score })
    }
  }
  shown.sort((a, b) => b.score - a.score || a.key_event_id - b.key_event_id)
  return shown.slice(0, KEY_EVENT_MAX_SHOWN)
}

export function keyEventById(id: number): KeyEventType | undefined {
  return KEY_EVENT_TYPES.find((event) => event.key_event_id === id)
}
