import { useQuery } from '@tanstack/react-query'
import type { BasicCredentials } from '../../core'
import { watchlistQueries } from '../watchlist/queries'
import type { AlertTargetChoice } from './AlertRuleDialog'

/** What a new alert can watch: the asset it is opened from (first), then each of the user's watchlists. */
export function useAlertTargets(
  credentials: BasicCredentials,
  asset?: { id: number; name: string },
): {
  targets: AlertTargetChoice[]
  titleNames: ReadonlyMap<number, string>
  watchlistNames: ReadonlyMap<number, string>
} {
  const watchlists = useQuery(watchlistQueries.all(credentials))
  const lists = watchlists.data?.watchlists ?? []
  const targets: AlertTargetChoice[] = [
    ...(asset
      ? [{ key: `t${asset.id}`, label: asset.name, target: { type: 'titles' as const, ids: [asset.id] } }]
      : []),
    ...lists.map((list) => ({
      key: `w${list.id}`,
      label: `Watchlist “${list.name}”`,
      target: { type: 'watchlist' as const, id: list.id },
    })),
  ]
  const titleNames = new Map((watchlists.data?.inventory ?? []).map((title) => [title.id, title.n]))
  if (asset) titleNames.set(asset.id, asset.name)
  return { targets, titleNames, watchlistNames: new Map(lists.map((list) => [list.id, list.name])) }
}
