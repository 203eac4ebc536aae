import type { MessageType } from '../../../src/core'
import type { Random } from './random'
import type { DemoSource, DemoTone } from './sources'
import * as T from './templates'
import type { DemoTitle } from './titles'

/**
 * The texts of titles that are no companies (crypto currencies, and the markets of markets.ts),
 * by kind of source, and the text of one of their messages.
 */

/** Texts of a kind of title that is no company, by kind of source; news in other languages where written. */
export interface TextFamily {
  byKind: Readonly<Record<DemoSource['kind'], { type: MessageType; texts: T.ToneTexts }>>
  newsByLang?: Readonly<Partial<Record<DemoSource['lang'], T.ToneTexts>>>
}

/** A family from its texts: news-like sources (news, analysts, filings) write its news. */
function textFamily(
  texts: Readonly<Record<'news' | 'social' | 'forum' | 'long' | 'video', T.ToneTexts>>,
  newsByLang?: TextFamily['newsByLang'],
): TextFamily {
  const news = { type: 'news', texts: texts.news } as const
  return {
    byKind: {
      news,
      analyst: news,
      filings: news,
      social: { type: 'tweets', texts: texts.social },
      forum: { type: 'forum_posts', texts: texts.forum },
      blog: { type: 'blog', texts: texts.long },
      video: { type: 'videos', texts: texts.video },
    },
    ...(newsByLang ? { newsByLang } : {}),
  }
}

/** Crypto currencies: their own texts, news in each source's language. */
export const CRYPTO_TEXTS = textFamily(
  {
    news: T.CRYPTO_NEWS_EN,
    social: T.CRYPTO_SOCIAL_EN,
    forum: T.CRYPTO_FORUM_EN,
    long: T.CRYPTO_LONG_EN,
    video: T.CRYPTO_VIDEO_EN,
  },
  { de: T.CRYPTO_NEWS_DE, fr: T.CRYPTO_NEWS_FR, es: T.CRYPTO_NEWS_ES },
)

/** Indices, currency pairs and commodities (markets.ts): market texts, news in each source's language. */
export const MARKET_TEXTS = textFamily(
  {
    news: T.MARKET_NEWS_EN,
    social: T.MARKET_SOCIAL_EN,
    forum: T.MARKET_FORUM_EN,
    long: T.MARKET_LONG_EN,
    video: T.MARKET_VIDEO_EN,
  },
  { de: T.MARKET_NEWS_DE, fr: T.MARKET_NEWS_FR, es: T.MARKET_NEWS_ES },
)

/**
 * A message's type and text from its family: in English unless the family has news in the
 * source's language, and none of a company's types. A forum post has its thread's title and the
 * post's text.
 */
export function familyText(
  family: TextFamily,
  rng: Random,
  title: DemoTitle,
  source: DemoSource,
  tone: DemoTone,
): { type: MessageType; sub: string; body: string } {
  const { type, texts } = family.byKind[source.kind]
  const local = source.kind === 'news' ? family.newsByLang?.[source.lang] : undefined
  return source.kind === 'forum'
    ? { type, sub: `${title.shortName} discussion`, body: rng.pick(texts[tone]) }
    : { type, sub: rng.pick((local ?? texts)[tone]), body: '' }
}
