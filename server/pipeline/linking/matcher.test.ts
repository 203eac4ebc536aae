import { describe, expect, it } from 'vitest'
import { type LinkableTitle, nameWords, TitleMatcher } from './matcher'

const title = (
  id: number,
  symbol: string | null,
  name: string,
  aliases: string[] = [],
  extra: Partial<LinkableTitle> = {},
): LinkableTitle => ({
  id,
  name,
  symbol,
  aliases,
  type: 'company',
  isin: null,
  rank: 1_000 - id,
  ...extra,
})

const matcher = new TitleMatcher([
  title(1, 'AAPL', 'Apple Inc.', ['Apple', 'iPhone'], { isin: 'US0378331005' }),
  title(2, 'MSFT', 'Microsoft Corporation', ['Microsoft', 'Azure']),
  title(3, 'ON', 'ON Semiconductor Corporation', ['onsemi']),
  title(4, 'ALL', 'The Allstate Corporation', ['Allstate']),
  title(5, 'BAC', 'Bank of America Corporation', ['Bank of America']),
  title(6, 'SAP', 'SAP SE', ['SAP']),
  title(90001, 'BTC', 'Bitcoin', [], { type: 'crypto_currency' }),
  title(90002, 'ETH', 'Ethereum', [], { type: 'crypto_currency' }),
  title(7, 'AI', 'C3.ai, Inc.', ['C3.ai']),
  title(8, 'SI', 'Silver', ['Silver'], { type: 'raw_material' }),
  title(9, 'MRK', 'Merck & Co., Inc.', ['Merck']),
  title(10, 'MRK', 'Merck KGaA', [], { rank: 1 }),
  title(90003, 'OP', 'Optimism', [], { type: 'crypto_currency' }),
  title(11, 'TGT', 'Target Corporation', ['Target']),
  title(12, 'GAP', 'The Gap, Inc.', ['Gap']),
  title(13, 'META', 'Meta Platforms, Inc.', ['Meta', 'Facebook', 'Instagram']),
  title(14, 'GOOGL', 'Alphabet Inc. Class A', ['Google', 'YouTube']),
  title(15, 'HD', 'The Home Depot, Inc.', ['Home Depot']),
  title(16, 'BP.', 'BP p.l.c.'),
  title(17, 'AMZN', 'Amazon.com, Inc.', ['Amazon']),
  title(18, 'GM', 'General Motors Company'),
])

describe('instrument linker', () => {
  it('links cashtags, including $BTC.X-style crypto tags', () => {
    expect(matcher.link('$AAPL and $MSFT up today').titleIds).toEqual([1, 2])
    expect(matcher.link('Loading up on $BTC.X and $eth').titleIds).toEqual([90001, 90002])
  })

  it('links company names and aliases, with legal forms dropped', () => {
    expect(nameWords('Apple Inc.')).toEqual(['apple'])
    expect(matcher.link('Apple unveils a new iPhone').titleIds).toEqual([1])
    expect(matcher.link("Microsoft's Azure growth slows").titleIds).toEqual([2])
    expect(matcher.link('Earnings at Bank of America beat estimates').titleIds).toEqual([5])
    expect(matcher.link('Merck KGaA raises its outlook').titleIds).toEqual([10])
    expect(matcher.link('Merck wins approval').titleIds).toEqual([9])
  })

  it('reads one-word names that are words of market talk as plain words next to their phrase', () => {
    expect(matcher.link('Analyst Raises Price Target On Apple To $250').titleIds).toEqual([1])
    expect(matcher.link('Morgan Stanley cuts its target price for Microsoft').titleIds).toEqual([2])
    expect(matcher.link('Shares Gap Up After Earnings').titleIds).toEqual([])
    expect(matcher.link('Target beats holiday sales estimates').titleIds).toEqual([11])
    expect(matcher.link('Gap raises its outlook as Old Navy recovers').titleIds).toEqual([12])
    expect(matcher.link('Bought $TGT on the price target cut').titleIds).toEqual([11])
  })

  it('links ISINs', () => {
    expect(matcher.link('Stimmrechtsmitteilung US0378331005').titleIds).toEqual([1])
  })

  it('needs a cashtag or financial context for common-word tickers', () => {
    expect(matcher.link('Turn it ON and go to ALL the shops').titleIds).toEqual([])
    expect(matcher.link('ON shares rally 8% after earnings').titleIds).toEqual([3])
    expect(matcher.link('Bought more $ALL today').titleIds).toEqual([4])
    expect(matcher.link('AI is changing everything').titleIds).toEqual([])
    expect(matcher.link('$AI jumps after earnings').titleIds).toEqual([7])
  })

  it('links plain tickers that are not words, but not in shouting headlines', () => {
    expect(matcher.link('BAC and MSFT trade higher').titleIds).toEqual([5, 2])
    expect(matcher.link('BREAKING: BAC WILL BUY NEW COMPANY TODAY').titleIds).toEqual([])
    expect(matcher.link('SAP trades higher').titleIds).toEqual([6])
  })

  it('needs a capital letter for a one-word company name, not for crypto', () => {
    expect(matcher.link('an apple a day').titleIds).toEqual([])
    expect(matcher.link('bitcoin climbs above 100k').titleIds).toEqual([90001])
    expect(matcher.link('trade optimism lifts stocks').titleIds).toEqual([])
  })

  it('does not link a one-word commodity or crypto name inside another name', () => {
    expect(matcher.link('Silver rises as the dollar weakens').titleIds).toEqual([8])
    expect(matcher.link('Equinox wins Silver Lake funds').titleIds).toEqual([])
  })

  it('picks the primary title by weight, then by position', () => {
    const result = matcher.link('Microsoft comment: $AAPL beats, Apple raises buyback')
    expect(result.primaryTitleId).toBe(1)
    expect(result.titleIds).toEqual([1, 2])
    expect(matcher.link('nothing to see').primaryTitleId).toBeNull()
  })

  it('ignores share buttons, follow lines and app-store badges around a headline', () => {
    expect(matcher.link('Share on Facebook · Share on LinkedIn · Email').titleIds).toEqual([])
    expect(matcher.link('Follow us on Instagram, Facebook and YouTube').titleIds).toEqual([])
    expect(
      matcher.link('Apple cuts prices. Sign in with Google to comment. Share this article on Facebook')
        .titleIds,
    ).toEqual([1])
    expect(matcher.link('Download on the App Store or get it on Google Play').titleIds).toEqual([])
    // The brand itself is still news.
    expect(matcher.link('Facebook fined over data transfers').titleIds).toEqual([13])
  })

  it('needs a market context for a two-letter ticker unless it is the company’s name', () => {
    expect(matcher.link('HD video looks great on the new screen').titleIds).toEqual([])
    expect(matcher.link('HD shares slip after the housing data').titleIds).toEqual([15])
    expect(matcher.link('GM - Morgan Stanley sees upside').titleIds).toEqual([18])
    // BP is the company's name (the LSE symbol is "BP."): no context needed.
    expect(matcher.link('Oil jumps, lifting BP in London').titleIds).toEqual([16])
  })

  it('reads the Amazon river and a target audience as plain words', () => {
    expect(matcher.link('Deforestation in the Amazon rainforest rose again').titleIds).toEqual([])
    expect(matcher.link('Target audience for the campaign is families').titleIds).toEqual([])
    expect(matcher.link('Amazon opens a new warehouse').titleIds).toEqual([17])
  })

  it('links a crypto name next to an acronym (not part of another name)', () => {
    expect(matcher.link('bitcoin and ethereum ETFs see inflows').titleIds).toEqual([90001, 90002])
  })
})
