import { describe, expect, it } from 'vitest'
import { wordsOf } from './words'

const contentWords = (text: string) => {
  const { all, content } = wordsOf(text)
  return all.filter((_, index) => content[index])
}

describe('wordsOf', () => {
  it('keeps the content words of a Spanish or French headline, not its function words', () => {
    expect(contentWords('Siemens se desploma tras recortar previsiones')).toEqual([
      'siemens',
      'desploma',
      'recortar',
      'previsiones',
    ])
    expect(contentWords('Airbus : le titre grimpe après les résultats')).toEqual([
      'airbus',
      'titre',
      'grimpe',
      'résultats',
    ])
  })

  it('reads cashtags as symbols and numbers as #, neither a content word', () => {
    expect(wordsOf('$AAPL up 3.5% today')).toEqual({
      all: ['aapl', 'up', '#', 'today'],
      content: [false, false, false, false],
    })
  })
})
