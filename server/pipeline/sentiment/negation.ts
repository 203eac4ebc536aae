import { MARK, NO_BOUNDARY, type TokenList } from './tokenize'

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nor',
  'neither',
  'without',
  'cannot',
  'none',
  'nothing',
  'nobody',
  'hardly',
  'barely',
  'lack',
  'lacks',
  'lacking',
])
/** Negate what follows only before "to": "fails to beat", "unable to meet". */
const NEGATORS_BEFORE_TO = new Set([
  'fail',
  'fails',
  'failed',
  'failing',
  'unable',
  'refuse',
  'refuses',
  'refused',
])
const SCOPE_ENDS = new Set(['but', 'however', 'although', 'though', 'yet', 'while', 'whereas'])
/**
 * Words of contempt keep their sign in a negation's reach: "never buying this garbage again"
 * negates the buying, not the garbage (flipped, it read as strongly positive).
 */
const KEEP_SIGN = new Set(['garbage', 'trash', 'crap', 'junk', 'rubbish', 'scam', 'scammy', 'fraud', 'ponzi'])
/** How many tokens a negation reaches, at most. */
export const NEGATION_SCOPE = 3

/** 1 for each token in the scope of a negation ("not", "no", "n't", "never", "fails to" … until punctuation). */
export function markNegation(tokens: TokenList, into?: Uint8Array): Uint8Array {
  const negated =
    into && into.length >= tokens.count ? into.fill(0, 0, tokens.count) : new Uint8Array(tokens.count)
  for (let i = 0; i < tokens.count; i += 1) {
    const word = tokens.norm[i] ?? ''
    let first = -1
    if (NEGATORS.has(word)) {
      if (tokens.norm[i + 1] === 'only' || tokens.norm[i + 1] === 'doubt') continue
      first = i + 1
    } else if (NEGATORS_BEFORE_TO.has(word) && tokens.norm[i + 1] === 'to') {
      first = i + 2
    } else {
      continue
    }
    for (let k = first; k < tokens.count && k < first + NEGATION_SCOPE; k += 1) {
      if ((tokens.boundary[k] ?? NO_BOUNDARY) !== NO_BOUNDARY) break
      if (tokens.kind[k] === MARK || SCOPE_ENDS.has(tokens.norm[k] ?? '')) break
      if (KEEP_SIGN.has(tokens.norm[k] ?? '')) break
      negated[k] = 1
    }
  }
  return negated
}
