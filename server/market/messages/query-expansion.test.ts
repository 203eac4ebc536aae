import { describe, expect, it } from 'vitest'
import { expansionTerms } from './query-expansion'

describe('query expansion terms', () => {
  it('takes the whole query and each word, lower case, cashtags and quotes stripped', () => {
    expect(expansionTerms('$AAPL earnings')).toEqual(['aapl earnings', 'aapl', 'earnings'])
    expect(expansionTerms('"Apple Inc"')).toEqual(['apple inc', 'apple', 'inc'])
  })

  it('leaves out operators, exclusions and single characters', () => {
    expect(expansionTerms('tesla or -ford a')).toEqual(['tesla or -ford a', 'tesla'])
  })
})
