import { describe, expect, it } from 'vitest'
import { markNegation } from './negation'
import { tokenize } from './tokenize'

function negatedWords(text: string): string[] {
  const tokens = tokenize(text)
  const negated = markNegation(tokens)
  return tokens.norm.filter((_, i) => negated[i] === 1)
}

describe('markNegation', () => {
  it('marks a few words after not, no, never and n’t', () => {
    expect(negatedWords('Earnings did not beat estimates this time')).toEqual(['beat', 'estimates', 'this'])
    expect(negatedWords("The stock isn't cheap")).toEqual(['cheap'])
    expect(negatedWords('No growth expected')).toEqual(['growth', 'expected'])
    expect(negatedWords('never recovered')).toEqual(['recovered'])
  })

  it('stops at punctuation and at but', () => {
    expect(negatedWords('Not great, shares rallied')).toEqual(['great'])
    expect(negatedWords('not cheap but strong growth')).toEqual(['cheap'])
  })

  it('leaves words of contempt, and what follows them, alone', () => {
    expect(negatedWords('never buying this garbage again')).toEqual(['buying', 'this'])
    expect(negatedWords('not touching that scam')).toEqual(['touching', 'that'])
  })

  it('negates after fails to and unable to', () => {
    expect(negatedWords('The company fails to meet guidance')).toEqual(['meet', 'guidance'])
    expect(negatedWords('unable to raise capital')).toEqual(['raise', 'capital'])
  })

  it('leaves not only and no doubt alone', () => {
    expect(negatedWords('not only beat but raised')).toEqual([])
    expect(negatedWords('no doubt a winner')).toEqual([])
  })
})
