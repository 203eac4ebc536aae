import { formatSigned } from './formats'
import { isRecord } from './records'

/**
 * The headline and sentence of an alert (application §3 "Alert types") in English or German:
 * the standard alerts' own wording, and for a user's rule its name with what fired it. Shared by
 * the server's feed (/triggers/feed) and the app's alert lists, toasts and notifications.
 */

export type FeedLanguage = 'en' | 'de'

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

function multiple(buzz: number | null, language: FeedLanguage): string {
  if (buzz === null) return '?'
  const text = buzz >= 10 ? String(Math.round(buzz)) : buzz.toFixed(1)
  return `${language === 'de' ? text.replace('.', ',') : text}×`
}

/** A percent figure as each language writes it: '+5.2%' in English, '+5,2 %' in German. */
function withPercentSign(text: string, language: FeedLanguage): string {
  return language === 'de' ? `${text.replace('.', ',')} %` : `${text}%`
}

function percent(move: number | null, language: FeedLanguage): string {
  if (move === null) return '?'
  return withPercentSign(`${move >= 0 ? '+' : '−'}${Math.abs(move * 100).toFixed(1)}`, language)
}

/** The headline and sentence of a standard alert (application §3 "Alert types"), in English or German. */
function standardText(
  kind: string,
  data: Record<string, unknown>,
  name: string,
  language: FeedLanguage,
): { headline: string; text: string } {
  const buzz = multiple(num(data.buzz), language)
  const authors = num(data.unique_authors) ?? 0
  const messages = num(data.messages) ?? 0
  const de = language === 'de'
  const talk = de
    ? `${messages} ${messages === 1 ? 'Nachricht' : 'Nachrichten'} von ${authors} ${authors === 1 ? 'Autor' : 'Autoren'}`
    : `${messages} ${messages === 1 ? 'message' : 'messages'} from ${authors} ${authors === 1 ? 'author' : 'authors'}`
  switch (kind) {
    case 'high_buzz':
      return de
        ? { headline: `Hoher Buzz: ${name}`, text: `Der Buzz lag beim ${buzz} des Üblichen: ${talk}.` }
        : { headline: `High buzz: ${name}`, text: `Buzz reached ${buzz} its usual level: ${talk}.` }
    case 'moving_stock_buzz':
      return de
        ? {
            headline: `Steigender Buzz: ${name}`,
            text: `Der Buzz stieg drei Stunden in Folge auf ${buzz}: ${talk}.`,
          }
        : { headline: `Moving buzz: ${name}`, text: `Buzz rose three hours in a row to ${buzz}: ${talk}.` }
    case 'adhoc_buzz': {
      // What the release said (data.release, when the alert found its message), else that there was one.
      const release = isRecord(data.release) ? text(data.release.text) : null
      if (release)
        return de
          ? { headline: `Ad-hoc-Meldung: ${name}`, text: `„${release}“ – Buzz beim ${buzz}: ${talk}.` }
          : { headline: `Ad-hoc release: ${name}`, text: `“${release}”, with buzz at ${buzz}: ${talk}.` }
      return de
        ? { headline: `Ad-hoc-Meldung: ${name}`, text: `Eine Ad-hoc-Meldung bei ${buzz} Buzz: ${talk}.` }
        : { headline: `Ad-hoc release: ${name}`, text: `An ad-hoc release with buzz at ${buzz}: ${talk}.` }
    }
    case 'pre_earnings_buzz': {
      const days = num(data.days_before) ?? 0
      return de
        ? {
            headline: `Buzz vor Zahlen: ${name}`,
            text: `${days} Tage vor den Zahlen lag der Buzz beim ${buzz}: ${talk}.`,
          }
        : {
            headline: `Pre-earnings buzz: ${name}`,
            text: `${days} days before earnings, buzz was ${buzz}: ${talk}.`,
          }
    }
    case 'earnings_buzz':
      return de
        ? {
            headline: `Zahlen mit Buzz: ${name}`,
            text: `Am Tag der Zahlen lag der Buzz beim ${buzz}: ${talk}.`,
          }
        : { headline: `Earnings buzz: ${name}`, text: `On earnings day, buzz was ${buzz}: ${talk}.` }
    case 'price_buzz': {
      const move = percent(num(data.move), language)
      return de
        ? {
            headline: `Kurs und Buzz: ${name}`,
            text: `Der Kurs bewegte sich um ${move} bei ${buzz} Buzz: ${talk}.`,
          }
        : {
            headline: `Price and buzz: ${name}`,
            text: `The price moved ${move} with buzz at ${buzz}: ${talk}.`,
          }
    }
    default:
      return de
        ? { headline: `Alarm: ${name}`, text: `Buzz ${buzz}: ${talk}.` }
        : { headline: `Alert: ${name}`, text: `Buzz ${buzz}: ${talk}.` }
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null
}

/** Any alert: standard kinds by their wording, a user's rule by its name (followed alerts by their kind). */
export function triggerFeedText(
  kind: string,
  data: Record<string, unknown>,
  name: string,
  language: FeedLanguage,
): { headline: string; text: string } {
  const ruleName = text(data.name)
  const followed = text(data.standard_kind)
  if (followed) {
    const standard = standardText(followed, data, name, language)
    return ruleName ? { headline: `${ruleName}: ${standard.headline}`, text: standard.text } : standard
  }
  if (kind === 'buzz_patterns') {
    const b = num(data.b)
    const s = num(data.s)
    const parts = [
      b === null ? null : `Buzz ${withPercentSign(String(Math.round(b)), language)}`,
      s === null ? null : `${language === 'de' ? 'Stimmung' : 'sentiment'} ${formatSigned(s, 1)}`,
    ].filter((part): part is string => part !== null)
    const figures = parts.join(', ')
    return {
      headline: `${ruleName ?? (language === 'de' ? 'Regel' : 'Rule')}: ${name}`,
      text: language === 'de' ? `Ihre Regel hat ausgelöst: ${figures}.` : `Your rule fired: ${figures}.`,
    }
  }
  if (kind === 'user_messages' || kind === 'unlisted_filter') {
    const sub = text(data.sub)
    return {
      headline: `${ruleName ?? (language === 'de' ? 'Regel' : 'Rule')}: ${name}`,
      text: sub ? `“${sub}”` : language === 'de' ? 'Eine passende Nachricht.' : 'A matching message.',
    }
  }
  return standardText(kind, data, name, language)
}
