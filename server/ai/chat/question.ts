/**
 * What a chat question asks, read from its words: the period (today, this week…), what about
 * (sentiment, buzz, why, key events) and whether it is about the whole market. Pure.
 */
export interface ChatPeriod {
  days: number
  /** "the last 7 days", as the answer says it. */
  label: string
}

export type ChatIntent = 'why' | 'sentiment' | 'buzz' | 'key_events' | 'overview'

/** The answer's default period: the app's default time range. */
export const DEFAULT_PERIOD: ChatPeriod = { days: 3, label: 'the last 3 days' }

const PERIODS: readonly (readonly [RegExp, ChatPeriod])[] = [
  [/\b(today|24 ?h(ours)?|right now|now)\b/, { days: 1, label: 'the last 24 hours' }],
  [/\byesterday\b|\b(2|two) days\b/, { days: 2, label: 'the last 2 days' }],
  [/\b(3|three) days\b/, { days: 3, label: 'the last 3 days' }],
  [/\b(this|past|last) week\b|\b(7|seven) days\b|\bweekly\b/, { days: 7, label: 'the last 7 days' }],
  [/\b(this|past|last) month\b|\b30 days\b|\bmonthly\b/, { days: 30, label: 'the last 30 days' }],
  [/\b(this|past|last) quarter\b|\b90 days\b|\b3 months\b/, { days: 90, label: 'the last 90 days' }],
  [/\b(this|past|last) year\b|\b12 months\b|\b365 days\b/, { days: 365, label: 'the last year' }],
]

export function questionPeriod(question: string): ChatPeriod {
  const text = question.toLowerCase()
  return PERIODS.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_PERIOD
}

export function questionIntent(question: string): ChatIntent {
  const text = question.toLowerCase()
  if (/\bwhy\b|\bwhat happened\b|\bwhat('s| is) going on\b/.test(text)) return 'why'
  if (/sentiment|\bmood\b|bullish|bearish|positive|negative|\bfeel/.test(text)) return 'sentiment'
  if (/buzz|talk|attention|trending|\bhype|\bhot\b|mentions?/.test(text)) return 'buzz'
  if (/key events?|\bevents?\b|earnings|upgrade|downgrade|merger|acquisition/.test(text)) return 'key_events'
  return 'overview'
}

/** "Why is NVDA buzzing?": a why-question that takes for granted that the asset is talked about. */
export function takesBuzzForGranted(question: string): boolean {
  return questionIntent(question) === 'why' && /buzz|trending|hype|talked about/.test(question.toLowerCase())
}

/** "What is buzzing today?": a question about the market rather than one asset. */
export function isMarketQuestion(question: string): boolean {
  return /\b(what|which)\b.*\b(buzz|trend|hot|talked|moving|movers?)|\btop (buzz|movers?)\b|\bmost talked/.test(
    question.toLowerCase(),
  )
}

/** Possessives off ("Apple's" → "Apple") so the linker sees the name. */
export function linkableText(question: string): string {
  return question.replace(/(\p{L})['’]s\b/gu, '$1')
}
