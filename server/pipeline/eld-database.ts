import * as v from 'valibot'
import { NgramLanguageDetector } from './ngram-language-detector'

/**
 * Loads eld's 'medium' database, word separators and byte dictionary from the installed package.
 * eld exports only ready-made detectors, so its data files are found next to its 'medium' entry
 * (src/entries/ → src/ngrams/, src/); their shapes are checked here, so an eld release that moves
 * or reshapes them fails at start, loudly.
 */

const DataSchema = v.object({
  type: v.string(),
  languages: v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.string()),
  // Its 105,000 entries are checked as the detector reads them (ngram-language-detector.ts).
  ngrams: v.custom<Readonly<Record<string, unknown>>>((value) => typeof value === 'object' && value !== null),
})
const SeparatorsSchema = v.object({ separators: v.instance(RegExp) })
const DictionarySchema = v.object({ dictionary: v.pipe(v.array(v.string()), v.length(256)) })

function languagesOf(codes: Readonly<Record<string, string>>): string[] {
  const languages: string[] = []
  for (const [index, code] of Object.entries(codes)) languages[Number(index)] = code
  // A plain loop: some() would skip the holes of a sparse array.
  for (let index = 0; index < languages.length; index += 1)
    if (languages[index] === undefined) throw new Error('eld database: language indexes are not 0…n-1')
  return languages
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
    { languages: languagesOf(ngramsData.languages), ngrams: ngramsData.ngrams },
    v.parse(SeparatorsSchema, patterns).separators,
    v.parse(DictionarySchema, bytes).dictionary,
  )
}
