import { queryOptions } from '@tanstack/react-query'
import { getTitleInfo, unwrap } from '../../api'
import type { BasicCredentials } from '../../core'

/** The view page's own queries (DESIGN §4); its messages and statistics use the scoped queries. */

export const VIEW_QUERY_ROOT = 'view'

export const viewQueries = {
  /** Names of the assets a view names by id (its title and the edit dialog). */
  assetNames: (credentials: BasicCredentials, ids: readonly number[]) =>
    queryOptions({
      queryKey: [VIEW_QUERY_ROOT, credentials.username, 'asset-names', ids],
      queryFn: async ({ signal }): Promise<Record<number, string>> => {
        if (ids.length === 0) return {}
        const titles = await unwrap(getTitleInfo([...ids], credentials, { signal }))
        return Object.fromEntries(titles.map((title) => [title.id, title.n]))
      },
      staleTime: 60 * 60_000,
    }),
}
