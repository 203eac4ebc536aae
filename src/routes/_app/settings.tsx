import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TabParamSchema } from '../../core'
import { SettingsPage } from '../../features/settings/SettingsPage'

/** /settings (protected, reachable without a valid subscription): tab is a known tab name. */
export const Route = createFileRoute('/_app/settings')({
  validateSearch: v.object({ tab: TabParamSchema }),
  component: SettingsRoute,
})

function SettingsRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SettingsPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />
  )
}
