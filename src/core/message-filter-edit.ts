import { SENTIMENT_CHOICES, type SentimentChoice } from './message-filters'
import type { FilterPermission } from './permissions/tiers'
import type { MessageFilterSearch } from './view-search'

/**
 * The "edit a message filter" dialog's model (application §2.5, §2.2 message filters, §6 filter
 * permissions type, language, title, key_event, combine, source): a draft of the page's message
 * filters, the permissions a draft needs, and the URL params it becomes.
 */

export interface MessageFilterDraft {
  types: string[]
  languages: string[]
  sentiments: SentimentChoice[]
  sources: string[]
  keyEvents: number[]
  assets: number[]
  query: string
}

/** Message types offered in the dialog, most used first ('filings' stands for its group). */
export const MESSAGE_FILTER_TYPES = [
  'news',
  'tweets',
  'forum_posts',
  'blog',
  'analyst',
  'earnings',
  'filings',
  'dividends',
  'videos',
  'comments',
  'class_action',
] as const

/** Languages offered in the dialog (the product's languages first). */
export const MESSAGE_FILTER_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'ja',
  'zh',
  'ru',
  'tr',
  'sv',
] as const

export function draftOf(filters: MessageFilterSearch): MessageFilterDraft {
  return {
    types: [...(filters.messageType ?? [])],
    languages: [...(filters.messageLanguage ?? [])],
    sentiments: (filters.messageSentiment ?? []).filter((value): value is SentimentChoice =>
      (SENTIMENT_CHOICES as readonly string[]).includes(value),
    ),
    sources: [...(filters.source ?? [])],
    keyEvents: [...(filters.messageKeyEvent ?? [])],
    assets: [...(filters.messageAsset ?? [])],
    query: (filters.searchQuery ?? []).join(' '),
  }
}

const orNone = <T>(values: T[]): T[] | undefined => (values.length > 0 ? values : undefined)

/** The URL params of a draft; every message filter param is named, so unset ones leave the URL. */
export interface MessageFilterParams {
  messageType: string[] | undefined
  messageLanguage: string[] | undefined
  authorType: string[] | undefined
  messageSentiment: string[] | undefined
  source: string[] | undefined
  searchQuery: string[] | undefined
  messageAsset: number[] | undefined
  messageKeyEvent: number[] | undefined
}

export function searchOfDraft(draft: MessageFilterDraft): MessageFilterParams {
  const query = draft.query.trim()
  return {
    messageType: orNone(draft.types),
    messageLanguage: orNone(draft.languages),
    authorType: undefined,
    messageSentiment: orNone(draft.sentiments),
    source: orNone(draft.sources.map((source) => source.trim()).filter(Boolean)),
    searchQuery: query ? [query] : undefined,
    messageAsset: orNone(draft.assets),
    messageKeyEvent: orNone(draft.keyEvents),
  }
}

/** The filter kinds a draft uses. */
function kindsOf(draft: MessageFilterDraft): string[] {
  return [
    draft.types.length > 0 ? 'type' : '',
    draft.languages.length > 0 ? 'language' : '',
    draft.sentiments.length > 0 && draft.sentiments.length < SENTIMENT_CHOICES.length ? 'sentiment' : '',
    draft.sources.some((source) => source.trim()) ? 'source' : '',
    draft.keyEvents.length > 0 ? 'key_event' : '',
    draft.assets.length > 0 ? 'title' : '',
    draft.query.trim() ? 'query' : '',
  ].filter(Boolean)
}

/** The filter permissions a draft needs: one per restricted kind, and combine for two kinds or more. */
export function draftNeeds(draft: MessageFilterDraft): FilterPermission[] {
  const kinds = kindsOf(draft)
  const restricted = kinds.filter((kind): kind is FilterPermission =>
    ['type', 'language', 'source', 'key_event', 'title'].includes(kind),
  )
  return kinds.length > 1 ? [...restricted, 'combine'] : restricted
}

/** Words for a permission the dialog shows as missing. */
export const FILTER_PERMISSION_TEXT: Readonly<Record<FilterPermission, string>> = {
  type: 'the message type filter',
  language: 'the language filter',
  title: 'the asset filter',
  key_event: 'the key event filter',
  combine: 'combining filters',
  source: 'the source filter',
}
