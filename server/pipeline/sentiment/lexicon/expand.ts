/**
 * A tiny pattern language for the lexicon: tokens separated by spaces; "a|b" alternatives for one
 * token; "{verb}" all forms of a verb ("{raise}" → raise, raises, raised, raising); ", " separates
 * whole patterns ("freefall, free fall"). Patterns are written in the tokenizer's normal form
 * (lower case, placeholders such as _pct_up_).
 */
const IRREGULAR: Record<string, readonly string[]> = {
  rise: ['rise', 'rises', 'rose', 'risen', 'rising'],
  fall: ['fall', 'falls', 'fell', 'fallen', 'falling'],
  grow: ['grow', 'grows', 'grew', 'grown', 'growing'],
  sink: ['sink', 'sinks', 'sank', 'sunk', 'sinking'],
  slide: ['slide', 'slides', 'slid', 'sliding'],
  shrink: ['shrink', 'shrinks', 'shrank', 'shrunk', 'shrinking'],
  cut: ['cut', 'cuts', 'cutting'],
  beat: ['beat', 'beats', 'beaten', 'beating'],
  lose: ['lose', 'loses', 'lost', 'losing'],
  win: ['win', 'wins', 'won', 'winning'],
  hit: ['hit', 'hits', 'hitting'],
  set: ['set', 'sets', 'setting'],
  go: ['go', 'goes', 'went', 'gone', 'going'],
  take: ['take', 'takes', 'took', 'taken', 'taking'],
  see: ['see', 'sees', 'saw', 'seen', 'seeing'],
  get: ['get', 'gets', 'got', 'gotten', 'getting'],
  come: ['come', 'comes', 'came', 'coming'],
  blow: ['blow', 'blows', 'blew', 'blown', 'blowing'],
  sell: ['sell', 'sells', 'sold', 'selling'],
  shed: ['shed', 'sheds', 'shedding'],
  up: ['up', 'ups', 'upped', 'upping'],
  fly: ['fly', 'flies', 'flew', 'flown', 'flying'],
  bleed: ['bleed', 'bleeds', 'bled', 'bleeding'],
  break: ['break', 'breaks', 'broke', 'broken', 'breaking'],
  lead: ['lead', 'leads', 'led', 'leading'],
  make: ['make', 'makes', 'made', 'making'],
  spend: ['spend', 'spends', 'spent', 'spending'],
  overtake: ['overtake', 'overtakes', 'overtook', 'overtaken', 'overtaking'],
  outrun: ['outrun', 'outruns', 'outran', 'outrunning'],
  undercut: ['undercut', 'undercuts', 'undercutting'],
  sue: ['sue', 'sues', 'sued', 'suing'],
  buy: ['buy', 'buys', 'bought', 'buying'],
  swing: ['swing', 'swings', 'swung', 'swinging'],
  lay: ['lay', 'lays', 'laid', 'laying'],
  drain: ['drain', 'drains', 'drained', 'draining'],
}

const DOUBLING = new Set([
  'drop',
  'slip',
  'dip',
  'top',
  'stop',
  'flop',
  'trim',
  'skid',
  'tip',
  'sag',
  'snap',
  'scrap',
  'slam',
  'plan',
  'ship',
  'rob',
  'admit',
  'outstrip',
  'scam',
  'rug',
  'bag',
])

export function verbForms(base: string): readonly string[] {
  const irregular = IRREGULAR[base]
  if (irregular) return irregular
  if (DOUBLING.has(base)) {
    const last = base.slice(-1)
    return [base, `${base}s`, `${base}${last}ed`, `${base}${last}ing`]
  }
  if (base.endsWith('ee')) return [base, `${base}s`, `${base}d`, `${base}ing`]
  if (base.endsWith('e')) return [base, `${base}s`, `${base}d`, `${base.slice(0, -1)}ing`]
  if (/[^aeiou]y$/.test(base))
    return [base, `${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`, `${base}ing`]
  if (/(s|sh|ch|x|z)$/.test(base)) return [base, `${base}es`, `${base}ed`, `${base}ing`]
  return [base, `${base}s`, `${base}ed`, `${base}ing`]
}

/** All token sequences a pattern stands for. */
export function expandPattern(pattern: string): string[][] {
  return pattern.split(',').flatMap(expandSequence)
}

function expandSequence(pattern: string): string[][] {
  let sequences: string[][] = [[]]
  for (const part of pattern.trim().split(/\s+/)) {
    const choices: string[] = []
    for (const alternative of part.split('|')) {
      if (alternative.startsWith('{') && alternative.endsWith('}'))
        choices.push(...verbForms(alternative.slice(1, -1)))
      else choices.push(alternative)
    }
    const next: string[][] = []
    for (const sequence of sequences) for (const choice of choices) next.push([...sequence, choice])
    sequences = next
  }
  return sequences
}
