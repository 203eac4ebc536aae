import type { CheckSentence } from '../check-set'

/**
 * German sentences written for this project (none taken from any data set): plain descriptions,
 * which must stay neutral, and clear movements, which must be polar. Used by the unit tests and
 * reported by `npm run bench -- sentiment`. They were written alongside the financial word list,
 * so they are a sanity check of its rules, not a held-out measure.
 */
export const GERMAN_CHECK_SET: readonly CheckSentence[] = [
  { kind: 'neutral', label: 'neutral', text: 'Der DAX umfasst 40 große deutsche Unternehmen.' },
  {
    kind: 'neutral',
    label: 'neutral',
    text: 'Das Unternehmen hat seinen Sitz in München und beschäftigt 12.000 Mitarbeiter.',
  },
  { kind: 'neutral', label: 'neutral', text: 'Die Hauptversammlung findet am 12. Mai in Frankfurt statt.' },
  { kind: 'neutral', label: 'neutral', text: 'SAP lädt zur Hauptversammlung ein' },
  { kind: 'neutral', label: 'neutral', text: 'Die Aktie wird an der Börse Xetra gehandelt.' },
  { kind: 'neutral', label: 'neutral', text: 'Der Vorstand besteht aus fünf Mitgliedern.' },
  { kind: 'neutral', label: 'neutral', text: 'Allianz: Aktie vor den Quartalszahlen kaum verändert' },
  { kind: 'neutral', label: 'neutral', text: 'Der Konzern veröffentlicht seine Zahlen am Donnerstag.' },
  { kind: 'headline', label: 'positive', text: 'Aktie von Siemens steigt um 4 Prozent nach starken Zahlen' },
  { kind: 'headline', label: 'positive', text: 'BASF: Anleger greifen zu, Kurs auf Monatshoch' },
  { kind: 'headline', label: 'positive', text: 'Analysten stufen die Aktie hoch, Kursziel angehoben' },
  { kind: 'headline', label: 'positive', text: 'Rekordgewinn: Porsche übertrifft die Erwartungen' },
  { kind: 'headline', label: 'positive', text: 'Der Umsatz ist im dritten Quartal deutlich gestiegen.' },
  { kind: 'headline', label: 'positive', text: 'Gute Nachrichten für Anleger: die Dividende wird erhöht' },
  { kind: 'headline', label: 'negative', text: 'Aktie von Bayer fällt um 3 Prozent, Anleger enttäuscht' },
  { kind: 'headline', label: 'negative', text: 'Daimler unter Druck: Kosten belasten das Ergebnis' },
  {
    kind: 'headline',
    label: 'negative',
    text: 'Der Konzern senkt seine Prognose und streicht 2.000 Stellen.',
  },
  { kind: 'headline', label: 'negative', text: 'Umsatzrückgang im dritten Quartal belastet die Aktie' },
  { kind: 'headline', label: 'negative', text: 'Gewinnwarnung bei Continental' },
  { kind: 'headline', label: 'negative', text: 'Die Aktie notiert auf einem neuen Jahrestief' },
  { kind: 'headline', label: 'negative', text: 'Schlechte Zahlen: der Verlust hat sich ausgeweitet' },
]
