/** The language of the extractive summary (its opening sentence on the news' tone is English). */
const SUMMARY_LANGUAGE = 'en'
/** With fewer items in the summary's language, the extract takes every language rather than say almost nothing. */
const MIN_ITEMS_IN_LANGUAGE = 2

/**
 * The items the extract is made from: those in the summary's language, so that an English summary
 * does not quote 'Apple se desploma tras recortar previsiones' between English sentences. Every item
 * when the search asked for other languages only, or when too few are in the summary's language.
 * (The tone still counts every item: a sentiment reads the same in any language.)
 */
export function extractableItems<T extends { lang: string }>(
  items: readonly T[],
  langs: readonly string[] | null,
): readonly T[] {
  if (langs !== null && !langs.includes(SUMMARY_LANGUAGE)) return items
  const same = items.filter((item) => item.lang === SUMMARY_LANGUAGE)
  return same.length >= MIN_ITEMS_IN_LANGUAGE ? same : items
}
