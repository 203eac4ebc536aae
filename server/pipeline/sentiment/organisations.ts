import { COMMODITIES } from '../../seed/reference/data/commodities'
import { EUROPE_COMPANIES } from '../../seed/reference/data/companies-europe'
import { US_COMPANIES } from '../../seed/reference/data/companies-us'
import { WORLD_COMPANIES } from '../../seed/reference/data/companies-world'
import { CRYPTO } from '../../seed/reference/data/crypto'

/**
 * Asset names the tokenizer reads as one placeholder (`_org_`) when written with a capital: a name
 * says which asset a text is about, never whether the news is good. Learned from finance tweets,
 * each name carried the tone its tweets happened to have ("JPMorgan" alone scored negative,
 * "Apple" and "Gold" positive), so the same sentence scored differently per asset.
 *
 * The one-word names and aliases of the curated companies, crypto currencies and commodities,
 * less those that are also everyday words a sentence may start with ("Target price raised",
 * "Total revenue"). Index names stay words: "the Dow" is the market itself. The set is part of
 * feature extraction: changing it needs a retrained model (extraction-digest.ts notices).
 */
const EVERYDAY_WORDS = new Set([
  'alpine',
  'arm',
  'au',
  'avalanche',
  'chase',
  'continental',
  'converse',
  'corona',
  'dove',
  'falcon',
  'galaxy',
  'indeed',
  'jordan',
  'kayak',
  'mini',
  'optimism',
  'orange',
  'recruit',
  'ripple',
  'stellar',
  'switch',
  'target',
  'titan',
  'total',
  'travelers',
])

/** Legal forms are part of a company's name ("Microsoft Corporation", "SAP SE"), and no tone either. */
const LEGAL_FORMS = [
  'ag',
  'corp',
  'corporation',
  'gmbh',
  'holdings',
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'nv',
  'plc',
  'se',
]

export const ORGANISATION_NAMES: ReadonlySet<string> = new Set(
  [
    ...LEGAL_FORMS,
    ...[...US_COMPANIES, ...EUROPE_COMPANIES, ...WORLD_COMPANIES].flatMap((company) => company[9]),
    ...CRYPTO.flatMap(([, , name, aliases]) => [name, ...aliases]),
    ...COMMODITIES.flatMap(([, , name, , , , aliases]) => [name, ...aliases]),
  ]
    .filter((alias) => /^\p{L}[\p{L}\p{N}]+$/u.test(alias))
    .map((alias) => alias.toLowerCase())
    .filter((name) => !EVERYDAY_WORDS.has(name)),
)

/**
 * The words of stock index names ("S&P 500", "Dow Jones", "Hang Seng"). They stay words for the
 * model ("the Dow" is the market itself), but like a company's name they are no reason a reader
 * understands: "why this score" gave "S&P +0.77" for "S&P 500 steady at 7,341 ahead of inflation
 * figures". Explanations pass over them (explain.ts). Lower case, as the tokenizer writes them.
 */
export const INDEX_NAME_WORDS: ReadonlySet<string> = new Set([
  's&p',
  'sp500',
  'dow',
  'jones',
  'nasdaq',
  'russell',
  'tsx',
  'dax',
  'dax40',
  'mdax',
  'stoxx',
  'eurostoxx',
  'ftse',
  'footsie',
  'cac',
  'cac40',
  'aex',
  'smi',
  'ibex',
  'mib',
  'omxs30',
  'nikkei',
  'topix',
  'hang',
  'seng',
  'csi',
  'nifty',
  'sensex',
  'kospi',
  'taiex',
  'asx',
])
