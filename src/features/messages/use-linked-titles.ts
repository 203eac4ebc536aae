import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getTitleInfo, unwrap } from '../../api'
import type { BasicCredentials, MessageItem } from '../../core'
import type { LinkedTitle } from './MessageCard'

/** The assets a list of messages is about (the first 100), by id, for the cards' links to them. */
export function useLinkedTitles(
  messages: readonly MessageItem[],
  credentials: BasicCredentials,
  enabled = true,
): ReadonlyMap<number, LinkedTitle> {
  const titleIds = useMemo(
    () =>
      [...new Set(messages.flatMap((message) => message.titles.map((title) => title.title_id)))].sort(
        (a, b) => a - b,
      ),
    [messages],
  )
  const names = useQuery({
    queryKey: ['linked-titles', credentials.username, titleIds],
    queryFn: ({ signal }) => unwrap(getTitleInfo(titleIds.slice(0, 100), credentials, { signal })),
    enabled: enabled && titleIds.length > 0,
    staleTime: 10 * 60_000,
  })
  return useMemo(
    () =>
      new Map<number, LinkedTitle>(
        (names.data ?? []).map((title) => [title.id, { name: title.n, symbol: title.symbol }]),
      ),
    [names.data],
  )
}
