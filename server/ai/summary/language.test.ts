import { describe, expect, it } from 'vitest'
import { extractableItems } from './language'

const item = (sub: string, lang: string) => ({ sub, lang })
const news = [
  item('Apple se desploma tras recortar previsiones', 'es'),
  item('Apple shares fall after the outlook cut', 'en'),
  item('Apple-Aktie fällt nach Prognosesenkung', 'de'),
  item('Analysts trim Apple targets on weaker demand', 'en'),
]

describe('extractableItems', () => {
  it('takes the items in the summary language (English) when there are enough', () => {
    expect(extractableItems(news, null).map((x) => x.lang)).toEqual(['en', 'en'])
    expect(extractableItems(news, ['en', 'de']).map((x) => x.lang)).toEqual(['en', 'en'])
  })

  it('takes every item when too few are in English', () => {
    const oneInEnglish = news.slice(0, 3)
    expect(extractableItems(oneInEnglish, null)).toEqual(oneInEnglish)
  })

  it('keeps the languages a search asked for when English is not among them', () => {
    expect(extractableItems(news, ['de', 'es'])).toEqual(news)
  })
})
