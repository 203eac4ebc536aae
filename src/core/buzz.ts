/**
 * Buzz notes (application §4 "Buzz note levels", data-interface §9): a buzz value is a multiple
 * of the title's average (1 = 100 %); notes are read from the value rounded to a whole percent.
 */

export const BUZZ_NOTE_LEVELS = [
  'none',
  'below average',
  'average',
  '1 to 3 times',
  '3 to 6 times',
  '6 to 10 times',
  'over 10 times',
] as const
export type BuzzNoteLevel = (typeof BUZZ_NOTE_LEVELS)[number]

/** Buzz history values are shown times 100 (100 = average). */
export function buzzPercent(buzz: number): number {
  return Math.round(buzz * 100)
}

/** none: no buzz (0 or unknown); average: exactly 100 %; upper bounds inclusive. */
export function buzzNoteLevel(buzz: number | null): BuzzNoteLevel {
  if (buzz === null || !Number.isFinite(buzz)) return 'none'
  const percent = buzzPercent(buzz)
  if (percent <= 0) return 'none'
  if (percent < 100) return 'below average'
  if (percent === 100) return 'average'
  if (percent <= 300) return '1 to 3 times'
  if (percent <= 600) return '3 to 6 times'
  if (percent <= 1000) return '6 to 10 times'
  return 'over 10 times'
}

const BUZZ_NOTE_TEXTS: Readonly<Record<BuzzNoteLevel, string>> = {
  none: 'None',
  'below average': 'Below average',
  average: 'Average',
  '1 to 3 times': '1 to 3 times',
  '3 to 6 times': '3 to 6 times',
  '6 to 10 times': '6 to 10 times',
  'over 10 times': 'Over 10 times',
}

/** The note as shown: the level's words with a capital first letter. */
export function buzzNoteText(level: BuzzNoteLevel): string {
  return BUZZ_NOTE_TEXTS[level]
}
