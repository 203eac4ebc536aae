import { describe, expect, it } from 'vitest'
import { markNegation } from '../negation'
import { tokenize } from '../tokenize'
import { expandPattern, verbForms } from './expand'
import { findPriors, LEXICON_SIZE } from './index'

function priors(text: string): string[] {
  const tokens = tokenize(text)
  const negated = markNegation(tokens)
  return findPriors({ ...tokens, negated }).map(
    (hit) =>
      `${hit.group}${hit.sign > 0 ? '+' : '-'} ${tokens.text.slice(tokens.start[hit.from], tokens.end[hit.to])}`,
  )
}

describe('lexicon patterns', () => {
  it('expands verb forms and alternatives', () => {
    expect(verbForms('surge')).toEqual(['surge', 'surges', 'surged', 'surging'])
    expect(verbForms('drop')).toEqual(['drop', 'drops', 'dropped', 'dropping'])
    expect(verbForms('rally')).toEqual(['rally', 'rallies', 'rallied', 'rallying'])
    expect(verbForms('rise')).toContain('rose')
    expect(expandPattern('{cut} guidance|outlook')).toContainEqual(['cutting', 'outlook'])
  })

  it('holds a substantial word list', () => {
    expect(LEXICON_SIZE).toBeGreaterThan(1500)
  })
})

describe('findPriors', () => {
  it('reads a movement by the figure it moves', () => {
    expect(priors('Operating profit rose to EUR 13.1 mn')).toEqual(['C+ Operating profit rose'])
    expect(priors('Net loss widened in the quarter')).toEqual(['C- Net loss widened'])
    expect(priors('The net loss narrowed sharply')).toEqual(['C+ net loss narrowed'])
    expect(priors('Costs increased by 8%')).toEqual(['C- Costs increased'])
    expect(priors('an increase in sales')).toEqual(['C+ increase in sales'])
    expect(priors('Jobless claims fall')).toEqual(['C+ Jobless claims fall'])
  })

  it('reads giving back, paring and erasing by what is given back', () => {
    expect(priors('S&P 500 erases losses')).toEqual(['P+ erases losses'])
    expect(priors('Stocks give back gains')).toEqual(['P- give back gains'])
    expect(priors('Futures pare gains')).toEqual(['P- pare gains'])
    expect(priors('Energy pulls back')).toEqual(['D- pulls back'])
    expect(priors('It will close its factory in Tampere')).toEqual(['P- close its factory'])
    expect(priors("I'm out until they fix it")).toEqual(["P- I'm out"])
    expect(priors('Gold hammered by a large sale')).toEqual(['D- hammered'])
  })

  it('reads a movement without a figure as the price', () => {
    expect(priors('Funko slides after the report')).toEqual(['D- slides'])
    expect(priors('$XYZ +12% premarket')).toEqual(['D+ +12%'])
  })

  it('does not take a figure of the next clause as the one that moved', () => {
    expect(priors('Acme slides as costs weigh on profitability')).toEqual(['D- slides', 'P- weigh on'])
    expect(priors('Shares fell after inventories piled up')).toEqual([
      'C- Shares fell',
      'C- inventories piled up',
    ])
    // A preposition keeps the figure with its movement.
    expect(priors('a drop in costs')).toEqual(['C+ drop in costs'])
  })

  it('does not let a figure reach across a sentence end', () => {
    expect(priors('Sales were flat. Shares jumped')).toEqual(['C+ Shares jumped'])
    expect(priors('Revenue. Jumped')).toEqual(['D+ Jumped'])
  })

  it('prefers the longest phrase and reads analyst actions', () => {
    expect(priors('Acme beats estimates')).toEqual(['P+ beats estimates'])
    expect(priors('BTIG Research cuts to Neutral')).toEqual(['P- cuts to Neutral'])
    expect(priors('price target raised to $50')).toEqual(['P+ price target raised'])
    expect(priors('upgraded to sector weight from underweight')).toEqual(['P+ upgraded to sector'])
  })

  it('flips negated wording', () => {
    expect(priors('did not beat estimates')).toEqual(['P- beat estimates'])
    expect(priors('sales did not grow')).toEqual(['C- sales did not grow'])
  })

  it('gives a bare bad figure its own polarity', () => {
    expect(priors('The group posted a net loss of EUR 2 mn')).toEqual(['P- net loss'])
    expect(priors('Profit was EUR 5 mn')).toEqual([])
  })

  it('keeps neutral phrases neutral', () => {
    expect(priors('record date for the dividend is June 3')).toEqual([])
    expect(priors('buyback of up to $1bn')).toEqual(['P+ buyback'])
  })

  it('reads two compared amounts as a movement of the figure before them', () => {
    expect(priors('Operating profit rose to EUR 13.1 mn from EUR 8.7 mn')).toEqual([
      'C+ Operating profit rose',
      'C+ Operating profit rose to EUR 13.1 mn from EUR 8.7',
    ])
    expect(priors('Q2 revenue $628.8 mln vs. $632.2 mln')).toEqual(['C- revenue $628.8 mln vs. $632.2'])
    expect(priors('a loss of EUR 2.1 mn compared with EUR 3.4 mn')).toEqual([
      'C+ loss of EUR 2.1 mn compared with EUR 3.4',
    ])
    expect(priors('sales went from $1.2bn to $900 million')).toEqual(['C- sales went from $1.2bn to $900'])
    expect(priors('up 5% vs 2 years ago')).toEqual(['D+ up'])
    expect(priors('Pre-tax loss totaled EUR 0.3 mn, compared to a loss of EUR 2.2 mn')).toEqual([
      'C+ Pre-tax loss totaled EUR 0.3 mn, compared to a loss of EUR 2.2',
    ])
  })

  it('reads retail and crypto slang', () => {
    expect(priors('to the moon')).toEqual(['P+ to the moon'])
    expect(priors('got rekt')).toEqual(['P- rekt'])
    expect(priors('classic rug pull')).toEqual(['P- rug pull'])
    expect(priors('diamond hands')).toEqual(['P+ diamond hands'])
  })
})
