import { createFileRoute } from '@tanstack/react-router'
import { AssetSearchSchema } from '../../core'
import { AssetNotFound } from '../../features/asset/AssetNotFound'
import { AssetPage } from '../../features/asset/AssetPage'
import { guardAssetTimeRange, loadAsset } from '../../features/asset/route-loading'

/**
 * /asset?title_id=…: the asset snapshot. The query params are parsed without throwing; the time
 * range is checked against the user's permissions on every navigation (beforeLoad); the loader
 * waits for the master data only.
 */
export const Route = createFileRoute('/_app/asset')({
  validateSearch: AssetSearchSchema,
  beforeLoad: ({ context, search, preload }) => guardAssetTimeRange({ context, search, preload }),
  loaderDeps: ({ search }) => ({ titleId: search.title_id }),
  loader: ({ context, deps }) => loadAsset(context, deps.titleId),
  component: AssetRoute,
  notFoundComponent: AssetNotFound,
})

function AssetRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AssetPage
      search={search}
      onSearchChange={(change, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...change }), replace: replace ?? false })
      }
    />
  )
}
