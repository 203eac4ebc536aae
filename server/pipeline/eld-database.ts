import * as v from 'valibot'
import { type EldDatabase, NgramLanguageDetector } from './ngram-language-detector'

/**
 * Loads eld's 'medium' database, word separators and byte dictionary from the installed package.
 * eld exports only ready-made detectors, so its data files are found next to its 'medium' entry
 * (src/entries/ → src/ngrams/, src/); their shapes are checked here, so an eld release that moves
 * or reshapes them fails at start, loudly.
 */

const DataSchema = v.object({
  type: v.string(),
  languages: v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.string()),
  ngrams: v.record(v.string(), v.unknown()),
})
const SeparatorsSchema = v.object({ separators: v.instance(RegExp) })
const DictionarySchema = v.object({ dictionary: v.pipe(v.array(v.string()), v.length(256)) })

function database(data: v.InferOutput<typeof DataSchema>): EldDatabase {
  const languages: string[] = []
  for (const [index, code] of Object.entries(data.languages)) languages[Number(index)] = code
  if (languages.some((code) => code === undefined) || languages.length === 0)
    throw new Error('eld database: language indexes are not 0…n-1')
  const ngrams = new Map<string, number[]>()
  for (const [ngram, scores] of Object.entries(data.ngrams)) {
    if (typeof scores !== 'object' || scores === null) throw new Error(`eld database: bad entry ${ngram}`)
    const pairs: number[] = []
    // Integer keys iterate in ascending order, as eld's for-in reads them.
    for (const [index, score] of Object.entries(scores)) {
      const language = Number(index)
      if (!Number.isInteger(language) || language < 0 || language >= languages.length)
        throw new Error(`eld database: bad language ${index} for ${ngram}`)
      if (typeof score !== 'number' || !Number.isInteger(score))
        throw new Error(`eld database: bad score for ${ngram}`)
      pairs.push(language, score)
    }
    ngrams.set(ngram, pairs)
  }
  return { languages, ngrams }
}

export async function loadEldDetector(): Promise<NgramLanguageDetector> {
  const entry = import.meta.resolve('eld/medium')
  const [data, patterns, bytes] = await Promise.all([
    import(new URL('../ngrams/medium.js', entry).href),
    import(new URL('../regexPatterns.js', entry).href),
    import(new URL('../dictionary.js', entry).href),
  ])
  const { ngramsData } = v.parse(v.object({ ngramsData: DataSchema }), data)
  return new NgramLanguageDetector(
    database(ngramsData),
    v.parse(SeparatorsSchema, patterns).separators,
    v.parse(DictionarySchema, bytes).dictionary,
  )
}
