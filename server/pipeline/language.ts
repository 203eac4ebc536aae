import { loadEldDetector } from './eld-database'

/** Language of a message: ISO 639-1, or 'n/a' when the text says too little to tell. */
export const UNKNOWN_LANGUAGE = 'n/a'

/** Cashtags, mentions, links and numbers say nothing about the language. */
const NOISE = /(\$[A-Za-z][\w.-]*)|(@\w+)|(https?:\/\/\S+)|([\d.,:%+-]+)/g
const MIN_LETTERS = 4
/** The first few hundred characters tell the language as well as the whole text, much faster. */
const SAMPLE_LENGTH = 400

const LETTER = /\p{L}/u

/** eld's detection over its own database, in typed arrays (ngram-language-detector.ts). */
const detector = await loadEldDetector()

/** Whether the text has at least `wanted` letters; stops counting there (most texts: at once). */
function hasLetters(text: string, wanted: number): boolean {
  let found = 0
  for (let i = 0; i < text.length && found < wanted; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 128) {
      if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) found += 1
    } else if (LETTER.test(String.fromCodePoint(text.codePointAt(i) ?? code))) found += 1
  }
  return found >= wanted
}

export function detectLanguage(text: string): string {
  const cleaned = text.slice(0, SAMPLE_LENGTH).replace(NOISE, ' ')
  if (!hasLetters(cleaned, MIN_LETTERS)) return UNKNOWN_LANGUAGE
  const language = detector.detect(cleaned)
  return language === '' ? UNKNOWN_LANGUAGE : language
}
