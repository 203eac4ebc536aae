import { isPhraseEnd, isPhraseWord, isTopicWord, joinsNext, type MessageWords } from './words'

/**
 * The topic candidates of a message: content words that can stand alone, and pairs of adjacent
 * content words ("share buyback", "class action"), neither with a headline's verb. Each counts
 * once per message.
 */
export function termsOf(words: MessageWords, maxWords = 80): string[] {
  const out = new Set<string>()
  const n = Math.min(words.all.length, maxWords)
  for (let i = 0; i < n; i += 1) {
    if (!words.content[i]) continue
    const word = words.all[i] ?? ''
    if (isTopicWord(word)) out.add(word)
    const next = words.all[i + 1]
    if (
      i + 1 < n &&
      joinsNext(words, i) &&
      words.content[i + 1] &&
      next !== undefined &&
      isPhraseWord(word) &&
      isPhraseEnd(next)
    )
      out.add(`${word} ${next}`)
  }
  return [...out]
}
