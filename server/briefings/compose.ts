import {
  type BriefingLanguage,
  type BriefingSection,
  editionLabel,
  keyEventById,
  sentimentScore,
  withTrueMinus,
} from '../../src/core'
import type { BriefingContent } from '../db/schema'
import type { BriefingFigures, TitleFigures } from './figures'

/** An asset needs this many messages in the window to be a mover or a sentiment swing. */
export const MIN_MESSAGES = 5
/** Buzz at least this share of normal makes a mover (1.5 = 150 %). */
export const MOVER_RATIO = 1.5
/** A sentiment swing moves the score by at least this many points. */
export const MIN_SWING = 5
const ITEMS = 5
const POSTS = 3

const WORDS = {
  en: {
    movers: 'Biggest buzz movers',
    sentiment: 'Sentiment swings',
    keyEvents: 'Key events',
    earnings: 'Earnings due today',
    aiUpdates: 'Notable AI updates',
    buzz: (buzz: string, messages: string, normal: string) =>
      `buzz ${buzz}% of normal · ${messages} messages (normally ${normal} a day)`,
    newBuzz: (messages: string) => `${messages} messages, none in the week before`,
    swing: (score: string, change: string, up: boolean, before: string) =>
      `sentiment ${score}, ${up ? 'up' : 'down'} ${change} points from ${before} the week before`,
    keyEvent: (name: string, messages: string) => `${name} · ${messages} messages`,
    earningsLine: (consensus: string | null, prior: string | null) =>
      ['reports today', consensus && `consensus ${consensus}`, prior && `prior ${prior}`]
        .filter(Boolean)
        .join(' · '),
    headline: (edition: string, name: string, buzz: string) =>
      `${edition}: ${name} leads the buzz at ${buzz}% of normal`,
    quietHeadline: (edition: string, messages: string) => `${edition}: a quiet night, ${messages} messages`,
    intro: (messages: string, edition: string, movers: number, earnings: number) =>
      `${messages} messages about ${edition} assets in the 24 hours before this morning. ` +
      `${movers === 0 ? 'No asset' : movers === 1 ? 'One asset' : `${movers} assets`} ran at least 50% above ${movers <= 1 ? 'its' : 'their'} normal buzz` +
      (earnings > 0
        ? `; ${earnings === 1 ? 'one company reports' : `${earnings} companies report`} earnings today.`
        : '.'),
  },
  de: {
    movers: 'Größte Buzz-Bewegungen',
    sentiment: 'Stimmungswechsel',
    keyEvents: 'Schlüsselereignisse',
    earnings: 'Heute fällige Quartalszahlen',
    aiUpdates: 'Wichtige KI-Updates',
    buzz: (buzz: string, messages: string, normal: string) =>
      `Buzz ${buzz} % des Normalniveaus · ${messages} Nachrichten (sonst ${normal} am Tag)`,
    newBuzz: (messages: string) => `${messages} Nachrichten, keine in der Vorwoche`,
    swing: (score: string, change: string, up: boolean, before: string) =>
      `Stimmung ${score}, ${change} Punkte ${up ? 'höher' : 'tiefer'} als in der Vorwoche (${before})`,
    keyEvent: (name: string, messages: string) => `${name} · ${messages} Nachrichten`,
    earningsLine: (consensus: string | null, prior: string | null) =>
      ['berichtet heute', consensus && `Konsens ${consensus}`, prior && `zuvor ${prior}`]
        .filter(Boolean)
        .join(' · '),
    headline: (edition: string, name: string, buzz: string) =>
      `${edition}: ${name} führt den Buzz an mit ${buzz} % des Normalniveaus`,
    quietHeadline: (edition: string, messages: string) =>
      `${edition}: eine ruhige Nacht, ${messages} Nachrichten`,
    intro: (messages: string, edition: string, movers: number, earnings: number) =>
      `${messages} Nachrichten über Werte aus ${edition} in den 24 Stunden vor diesem Morgen. ` +
      `${movers === 0 ? 'Kein Wert lag' : movers === 1 ? 'Ein Wert lag' : `${movers} Werte lagen`} mindestens 50 % über dem normalen Buzz` +
      (earnings > 0
        ? `; ${earnings === 1 ? 'ein Unternehmen legt' : `${earnings} Unternehmen legen`} heute Zahlen vor.`
        : '.'),
  },
} as const

function formats(language: BriefingLanguage) {
  const locale = language === 'de' ? 'de-DE' : 'en-US'
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const one = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const signed = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  })
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  return {
    whole: (value: number) => whole.format(value),
    one: (value: number) => one.format(value),
    signed: (value: number) => withTrueMinus(signed.format(value)),
    figure: (value: number | null) => (value === null ? null : figure.format(value)),
  }
}

const label = (title: Pick<TitleFigures, 'name' | 'symbol'>) =>
  title.symbol ? `${title.name} (${title.symbol})` : title.name

/** A post's headline after its asset's name (the line starts with the name already). */
export function withoutName(headline: string, name: string): string {
  if (!headline.startsWith(name)) return headline
  const rest = headline.slice(name.length).replace(/^[:,\s–-]+/, '')
  return rest === '' ? headline : rest
}

/** Buzz of the window in percent of the asset's normal day; null without a baseline. */
export function buzzPercent(title: TitleFigures): number | null {
  return title.baselinePerDay > 0 ? Math.round((title.messages / title.baselinePerDay) * 100) : null
}

export function movers(titles: readonly TitleFigures[]): TitleFigures[] {
  const eligible = titles.filter((title) => title.messages >= MIN_MESSAGES)
  const rising = eligible
    .filter((title) => title.baselinePerDay > 0 && title.messages / title.baselinePerDay >= MOVER_RATIO)
    .sort((a, b) => b.messages / b.baselinePerDay - a.messages / a.baselinePerDay || a.id - b.id)
  const fresh = eligible
    .filter((title) => title.baselinePerDay === 0 && title.messages >= 2 * MIN_MESSAGES)
    .sort((a, b) => b.messages - a.messages || a.id - b.id)
  return [...rising, ...fresh]
}

export interface SentimentSwing {
  title: TitleFigures
  score: number
  before: number
  change: number
}

export function sentimentSwings(titles: readonly TitleFigures[]): SentimentSwing[] {
  return titles
    .flatMap((title) => {
      if (title.messages < MIN_MESSAGES || title.baselineMessages < MIN_MESSAGES) return []
      if (title.sentiment === null || title.baselineSentiment === null) return []
      const score = sentimentScore(title.sentiment)
      const before = sentimentScore(title.baselineSentiment)
      const change = Math.round((score - before) * 10) / 10
      return Math.abs(change) >= MIN_SWING ? [{ title, score, before, change }] : []
    })
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.title.id - b.title.id)
}

/** The briefing's text and sections from its figures, in its language. */
export function composeBriefing(
  figures: BriefingFigures,
  edition: string,
  language: BriefingLanguage,
): { headline: string; content: BriefingContent } {
  const words = WORDS[language]
  const f = formats(language)
  const name = editionLabel(edition, language)
  const moving = movers(figures.titles)
  const sections: BriefingSection[] = [
    {
      kind: 'movers',
      title: words.movers,
      items: moving.slice(0, ITEMS).map((title) => {
        const buzz = buzzPercent(title)
        return {
          title_id: title.id,
          name: label(title),
          text:
            buzz === null
              ? words.newBuzz(f.whole(title.messages))
              : words.buzz(f.whole(buzz), f.whole(title.messages), f.one(title.baselinePerDay)),
          value: buzz,
        }
      }),
    },
    {
      kind: 'sentiment',
      title: words.sentiment,
      items: sentimentSwings(figures.titles)
        .slice(0, ITEMS)
        .map((swing) => ({
          title_id: swing.title.id,
          name: label(swing.title),
          text: words.swing(
            f.signed(swing.score),
            f.one(Math.abs(swing.change)),
            swing.change > 0,
            f.signed(swing.before),
          ),
          value: swing.change,
        })),
    },
    {
      kind: 'key_events',
      title: words.keyEvents,
      items: figures.keyEvents.slice(0, ITEMS).map((event) => ({
        title_id: event.titleId,
        name: event.name,
        text: words.keyEvent(
          keyEventById(event.keyEventId)?.name ?? `#${event.keyEventId}`,
          f.whole(event.messages),
        ),
        value: event.messages,
      })),
    },
    {
      kind: 'earnings',
      title: words.earnings,
      items: figures.earnings.map((entry) => ({
        title_id: entry.titleId,
        name: entry.name,
        text: words.earningsLine(f.figure(entry.consensus), f.figure(entry.prior)),
        value: null,
      })),
    },
    {
      kind: 'ai_updates',
      title: words.aiUpdates,
      items: figures.posts.slice(0, POSTS).map((post) => ({
        title_id: post.titleId,
        name: post.name,
        text: withoutName(post.headline, post.name),
        value: null,
        post_id: post.uuid,
      })),
    },
  ]
  const [leader] = moving
  const leaderBuzz = leader ? buzzPercent(leader) : null
  const headline =
    leader && leaderBuzz !== null
      ? words.headline(name, leader.name, f.whole(leaderBuzz))
      : words.quietHeadline(name, f.whole(figures.messages))
  return {
    headline,
    content: {
      intro: words.intro(f.whole(figures.messages), name, moving.length, figures.earnings.length),
      messages: figures.messages,
      sections: sections.filter((section) => section.items.length > 0),
    },
  }
}
