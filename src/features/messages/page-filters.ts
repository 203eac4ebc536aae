import type { MessageFilterSearch } from '../../core'

/** The message filter params of the asset, author and view pages (application §2.2). */
export const MESSAGE_FILTER_KEYS = [
  'messageType',
  'messageLanguage',
  'authorType',
  'messageAsset',
  'messageKeyEvent',
  'messageSentiment',
  'source',
  'searchQuery',
] as const satisfies readonly (keyof MessageFilterSearch)[]

/** The message filters among a page's params. */
export function messageFiltersOf(search: MessageFilterSearch): MessageFilterSearch {
  const filters: MessageFilterSearch = {}
  for (const key of MESSAGE_FILTER_KEYS) {
    const value = search[key]
    if (value !== undefined) Object.assign(filters, { [key]: value })
  }
  return filters
}

/** The params change that clears every message filter. */
export const NO_MESSAGE_FILTERS: Readonly<Record<(typeof MESSAGE_FILTER_KEYS)[number], undefined>> =
  Object.fromEntries(MESSAGE_FILTER_KEYS.map((key) => [key, undefined])) as Record<
    (typeof MESSAGE_FILTER_KEYS)[number],
    undefined
  >
