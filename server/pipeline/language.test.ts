import { describe, expect, it } from 'vitest'
import { detectLanguage, UNKNOWN_LANGUAGE } from './language'

describe('language detection', () => {
  it('tells the languages of the demo feed and common news', () => {
    expect(detectLanguage('Apple shares jump after strong iPhone sales beat estimates')).toBe('en')
    expect(detectLanguage('Die Aktie von Siemens steigt nach starken Quartalszahlen deutlich')).toBe('de')
    expect(detectLanguage('Les résultats de LVMH dépassent les attentes des analystes')).toBe('fr')
    expect(detectLanguage('Las acciones de Telefónica caen tras el anuncio de resultados')).toBe('es')
  })

  it('answers n/a when cashtags, links and numbers are all there is', () => {
    expect(detectLanguage('$AAPL $MSFT 12.5% https://x.example/1')).toBe(UNKNOWN_LANGUAGE)
    expect(detectLanguage('')).toBe(UNKNOWN_LANGUAGE)
    // Letters, not characters: three letters and emoji or digits are too little; four are enough.
    expect(detectLanguage('abc 📈📈📈 123')).toBe(UNKNOWN_LANGUAGE)
    expect(detectLanguage('日本語')).toBe(UNKNOWN_LANGUAGE)
    expect(detectLanguage('株式市場が上昇した')).not.toBe(UNKNOWN_LANGUAGE)
  })
})
