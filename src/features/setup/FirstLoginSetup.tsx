import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { type BasicCredentials, hasValidSubscription } from '../../core'
import { accountQueries, credentialsOf, useSession } from '../accounts'
import { displayName } from '../home'

// Most sessions never need the dialog: its code (steps, toggles, styles) stays off the critical path.
const SetupDialog = lazy(() => import('./SetupDialog').then((module) => ({ default: module.SetupDialog })))

/**
 * The first-login setup (application §2.5, §4 "Inventory loading"): for a logged-in user with a
 * valid subscription whose options hold no uiPreferences, a non-dismissable 4-step dialog.
 */
export function FirstLoginSetup() {
  const session = useSession()
  if (!session || !hasValidSubscription(session.user, Date.now())) return null
  return <SetupForUser credentials={credentialsOf(session)} name={displayName(session.user)} />
}

function SetupForUser({ credentials, name }: { credentials: BasicCredentials; name: string }) {
  const options = useQuery(accountQueries.userOptions(credentials))
  const needsSetup = options.data !== undefined && options.data.uiPreferences === undefined
  if (!needsSetup || !options.data) return null
  return (
    <Suspense fallback={null}>
      <SetupDialog credentials={credentials} name={name} stored={options.data} />
    </Suspense>
  )
}
