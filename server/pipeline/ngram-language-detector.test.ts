import { eld } from 'eld/medium'
import { describe, expect, it } from 'vitest'
import { mulberry32 } from '../seed/demo-feed'
import { loadEldDetector } from './eld-database'

const detector = await loadEldDetector()

/** Sentences in many scripts, short and long, with the punctuation and casing feeds carry. */
const SENTENCES = [
  'Apple shares jump after strong iPhone sales beat estimates',
  'Die Aktie von Siemens steigt nach starken Quartalszahlen deutlich',
  'Les résultats de LVMH dépassent les attentes des analystes',
  'Las acciones de Telefónica caen tras el anuncio de resultados',
  'Le azioni di Enel salgono dopo i conti trimestrali',
  'De aandelen van Philips stijgen na sterke cijfers',
  'Akcje PKO BP rosną po publikacji wyników kwartalnych',
  'Акции Газпрома выросли после публикации отчётности',
  'Акції Укрнафти зросли після звіту',
  '株式市場が上昇した。トヨタの決算は予想を上回った',
  '苹果公司股价在财报发布后大涨',
  '삼성전자 주가가 실적 발표 후 상승했다',
  'ارتفعت أسهم أرامكو بعد إعلان النتائج',
  'מניות טבע עלו לאחר הדוחות',
  'हिंदी में शेयर बाजार की खबरें',
  'Ελληνικά: οι μετοχές της τράπεζας ανέβηκαν',
  'Türk Hava Yolları hisseleri yükseldi',
  'Cổ phiếu Vingroup tăng mạnh sau báo cáo',
  "Don't sell, it's going up! L'action d'Orange monte",
  '🚀🚀 $TSLA to the moon!!! 📈 #stocks',
  'MiXeD CaSe WORDS and ÜMLAUTS ÄÖÜ ß',
  'a',
  'ab cd',
  'abc',
  'word-with-hyphens and under_scores and dots.in.words',
]

/** Random texts from pieces of the sentences and characters of many scripts, up to 1,500 characters. */
function generated(count: number): string[] {
  const next = mulberry32(20_261_128)
  const pieces = [
    ...SENTENCES.flatMap((s) => s.split(' ')),
    ' ',
    '  ',
    '\n',
    '’',
    "'",
    '😀',
    '𝐀',
    'ﬁ',
    // Words past eld's 70-byte cut.
    'Aktienrückkaufprogrammankündigungsverschiebungsbekanntmachungsverordnungsentwurf',
    'supercalifragilisticexpialidociousantidisestablishmentarianismfloccinaucinihilipilification',
  ]
  const texts: string[] = []
  for (let i = 0; i < count; i += 1) {
    const length = Math.floor(next() ** 2 * 300)
    const parts: string[] = []
    for (let k = 0; k < length; k += 1) parts.push(pieces[Math.floor(next() * pieces.length)] ?? '')
    texts.push(parts.join(next() < 0.5 ? ' ' : ''))
  }
  return texts
}

describe('n-gram language detector', () => {
  it('answers as eld does on sentences in many scripts', () => {
    for (const text of SENTENCES) expect(detector.detect(text), text).toBe(eld.detect(text).language)
  })

  it('answers as eld does on 3,000 generated texts, long ones cut where eld cuts them', () => {
    const texts = generated(3_000)
    expect(texts.some((text) => text.length > 1_000)).toBe(true)
    const differing = texts.filter((text) => detector.detect(text) !== eld.detect(text).language)
    expect(differing).toEqual([])
  })

  it('answers an empty string for text without known n-grams', () => {
    expect(detector.detect('')).toBe('')
    expect(detector.detect('!!! ??? ...')).toBe(eld.detect('!!! ??? ...').language)
  })
})
