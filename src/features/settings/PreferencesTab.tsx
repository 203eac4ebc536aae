import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { saveUserOptions } from '../../api'
import { type BasicCredentials, TEXT, type UserOptions } from '../../core'
import { Alert, Button, pendingText, toasts } from '../../ui'
import { accountQueries, failureText } from '../accounts'
import { PushSwitch } from '../alerts/PushSwitch'
import {
  CHOOSE_A_MARKET,
  CHOOSE_AN_ASSET_TYPE,
  choiceOf,
  MarketToggles,
  type PreferenceChoice,
  TitleTypeToggles,
  withChoice,
} from '../setup'

/** Markets and asset types of the user options (the same toggles as the first-login setup). */
export function PreferencesTab({ credentials }: { credentials: BasicCredentials }) {
  const options = useQuery(accountQueries.userOptions(credentials))
  if (options.isPending)
    return (
      <p className="muted" role="status">
        {pendingText(options, 'Loading your preferences…')}
      </p>
    )
  if (options.isError) {
    return (
      <Alert tone="error" title="Your preferences could not be loaded">
        <Button size="small" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  return <PreferencesForm credentials={credentials} stored={options.data} />
}

function PreferencesForm({ credentials, stored }: { credentials: BasicCredentials; stored: UserOptions }) {
  const queryClient = useQueryClient()
  const [choice, setChoice] = useState<PreferenceChoice>(() => choiceOf(stored))
  const [busy, setBusy] = useState(false)
  const problem =
    choice.markets.size === 0 ? CHOOSE_A_MARKET : choice.titleTypes.size === 0 ? CHOOSE_AN_ASSET_TYPE : null

  async function save() {
    if (busy || problem) return
    setBusy(true)
    const result = await saveUserOptions(credentials, withChoice(stored, choice))
    setBusy(false)
    if (!result.ok) {
      toasts.show({ tone: 'error', message: failureText(result.error, 'generic') })
      return
    }
    queryClient.setQueryData(accountQueries.userOptions(credentials).queryKey, result.value)
    toasts.show({ tone: 'success', message: TEXT.actionSuccessful, testId: 'preferences-saved' })
  }

  return (
    <div className="stack settings-preferences" data-testid="preferences-form">
      <section className="settings-section" aria-labelledby="preferences-markets">
        <h2 className="settings-section__title" id="preferences-markets">
          Market preferences
        </h2>
        <p className="muted">The regions your start page and AI updates focus on.</p>
        <MarketToggles value={choice.markets} onChange={(markets) => setChoice({ ...choice, markets })} />
      </section>
      <section className="settings-section" aria-labelledby="preferences-assets">
        <h2 className="settings-section__title" id="preferences-assets">
          Financial assets
        </h2>
        <p className="muted">The asset types shown first in your stream and overviews.</p>
        <TitleTypeToggles
          value={choice.titleTypes}
          onChange={(titleTypes) => setChoice({ ...choice, titleTypes })}
        />
      </section>
      {problem ? (
        <Alert tone="warning" role="status">
          {problem}
        </Alert>
      ) : null}
      <div className="form-actions form-actions--end">
        <Button
          variant="primary"
          busy={busy}
          disabled={problem !== null}
          onClick={() => void save()}
          data-testid="preferences-save"
        >
          Save preferences
        </Button>
      </div>
      <section className="settings-section" aria-labelledby="preferences-notifications">
        <h2 className="settings-section__title" id="preferences-notifications">
          Notifications
        </h2>
        <PushSwitch credentials={credentials} />
      </section>
    </div>
  )
}
