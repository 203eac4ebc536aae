import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLiveClient } from '../../app'
import type { StreamPost } from '../../core'
import { mergePosts, postMatches, type StreamFilter } from './model'
import type { StreamPages } from './queries'

/** Above this scroll position the reader is at the top: new posts go straight in. */
const TOP_ZONE_PX = 160

function readingTop(): boolean {
  return (
    typeof window === 'undefined' || window.scrollY <= TOP_ZONE_PX || document.visibilityState === 'hidden'
  )
}

export interface LivePosts {
  /** Posts that arrived while the reader was further down, newest first. */
  pending: StreamPost[]
  /** Uuids of posts that came in live (highlighted once). */
  fresh: ReadonlySet<string>
  /** Puts the pending posts at the top and scrolls there. */
  reveal: () => void
}

/**
 * New AI updates from the hub (one socket subscription per browser). A post the list's filter
 * wants goes into the first page of the list's query (so the persisted copy holds it) when the
 * reader is at the top; further down it waits in `pending` behind an "N new updates" button, so
 * nothing moves under the reader's eyes.
 */
export function useLivePosts(
  queryKey: QueryKey,
  filter: StreamFilter,
  watchlistTitles: ReadonlySet<number>,
): LivePosts {
  const live = useLiveClient()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<StreamPost[]>([])
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set())
  const latest = useRef({ filter, watchlistTitles, queryKey })
  latest.current = { filter, watchlistTitles, queryKey }

  const insert = useCallback(
    (posts: readonly StreamPost[]) => {
      if (posts.length === 0) return
      queryClient.setQueryData<StreamPages>(latest.current.queryKey, (data) => {
        const [first, ...rest] = data?.pages ?? []
        if (!data || !first) return data
        return { ...data, pages: [{ ...first, posts: mergePosts(posts, first.posts) }, ...rest] }
      })
      setFresh((previous) => new Set([...previous, ...posts.map((post) => post.uuid)]))
    },
    [queryClient],
  )

  // A new filter is a new list: what was pending belongs to the old one.
  const filterKey = JSON.stringify(filter)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filter changes
  useEffect(() => {
    setPending([])
    setFresh(new Set())
  }, [filterKey])

  useEffect(
    () =>
      live.subscribeStreamPosts((posts) => {
        const { filter: current, watchlistTitles: watched } = latest.current
        const wanted = posts.filter((post) => postMatches(post, current, watched))
        if (wanted.length === 0) return
        if (readingTop()) insert(wanted)
        else setPending((previous) => mergePosts(wanted, previous))
      }),
    [live, insert],
  )

  const pendingNow = useRef(pending)
  pendingNow.current = pending
  const reveal = useCallback(() => {
    insert(pendingNow.current)
    setPending([])
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }, [insert])

  return { pending, fresh, reveal }
}
