import { eld } from 'eld/medium'

/** Language of a message: ISO 639-1, or 'n/a' when the text says too little to tell. */
export const UNKNOWN_LANGUAGE = 'n/a'

/** Cashtags, mentions, links and numbers say nothing about the language. */
const NOISE = /(\$[A-Za-z][\w.-]*)|(@\w+)|(https?:\/\/\S+)|([\d.,:%+-]+)/g
const MIN_LETTERS = 4
/** The first few hundred characters tell the language as well as the whole text, much faster. */
const SAMPLE_LENGTH = 400

export function detectLanguage(text: string): string {
  const cleaned = text.slice(0, SAMPLE_LENGTH).replace(NOISE, ' ')
  const letters = cleaned.replace(/[^\p{L}]/gu, '')
  if (letters.length < MIN_LETTERS) return UNKNOWN_LANGUAGE
  const result = eld.detect(cleaned)
  return result.language === '' ? UNKNOWN_LANGUAGE : result.language
}
