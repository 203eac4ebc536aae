import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { saveUserOptions } from '../../api'
import { type BasicCredentials, TEXT } from '../../core'
import { Alert, Button, Dialog } from '../../ui'
import { Stepper } from '../../ui/forms'
import { accountQueries } from '../accounts'
import { MarketToggles, TitleTypeToggles } from './preference-toggles'
import {
  allOn,
  CHOOSE_A_MARKET,
  CHOOSE_AN_ASSET_TYPE,
  type PreferenceChoice,
  withChoice,
} from './preferences-state'
import './setup.css'

export const SETUP_STEPS = ['Welcome', 'Market preferences', 'Financial Assets', 'How to start'] as const

export const SETUP_THANK_YOU =
  'Thank you! You can change your preferences at any time on the settings page, and you will find the tutorials at the bottom of the start page.'

/** The non-dismissable 4-step dialog; loaded only for a user who still needs the setup. */
export function SetupDialog({
  credentials,
  name,
  stored,
}: {
  credentials: BasicCredentials
  name: string
  stored: Parameters<typeof withChoice>[0]
}) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [step, setStep] = useState(0)
  const [choice, setChoice] = useState<PreferenceChoice>(allOn)
  const [stepError, setStepError] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Each step's heading takes the focus, so screen readers announce the new step.
  useEffect(() => {
    if (step > 0) headingRef.current?.focus()
  }, [step])

  function next() {
    if (step === 1 && choice.markets.size === 0) return setStepError(CHOOSE_A_MARKET)
    if (step === 2 && choice.titleTypes.size === 0) return setStepError(CHOOSE_AN_ASSET_TYPE)
    setStepError(null)
    setStep((current) => Math.min(current + 1, SETUP_STEPS.length - 1))
  }

  function back() {
    setStepError(null)
    setStep((current) => Math.max(current - 1, 0))
  }

  async function finish(thenHome: boolean) {
    if (saving) return
    setSaving(true)
    setSaveError(null)
    const next = withChoice(stored, choice)
    const result = await saveUserOptions(credentials, next)
    setSaving(false)
    if (!result.ok) {
      setSaveError(TEXT.actionFailed)
      return
    }
    // The stored options now hold uiPreferences: the dialog closes.
    queryClient.setQueryData(accountQueries.userOptions(credentials).queryKey, result.value)
    // View Tutorials goes home (application §2.5), to the start page's tutorials at its bottom.
    if (thenHome) void router.navigate({ to: '/', search: { tab: 'stream_posts_common' }, hash: 'tutorials' })
  }

  const last = step === SETUP_STEPS.length - 1
  return (
    <Dialog open title="Set up Murmur" size="wide" testId="setup-dialog">
      <div className="setup">
        <Stepper steps={SETUP_STEPS} current={step} label="Setup steps" />
        <div className="setup__step" data-step={step + 1}>
          {step === 0 ? (
            <>
              <h3 className="setup__heading">Welcome to Murmur, {name}!</h3>
              <p>
                Murmur follows what news and social media say about financial assets — buzz, sentiment and key
                events, live. Tell us which markets and assets matter to you, and your start page will focus
                on them.
              </p>
              <p className="muted">It takes less than a minute.</p>
            </>
          ) : null}
          {step === 1 ? (
            <>
              <h3 className="setup__heading" ref={headingRef} tabIndex={-1}>
                Which markets do you follow?
              </h3>
              <p className="muted">Your market overview and AI updates start with these regions.</p>
              <MarketToggles
                value={choice.markets}
                onChange={(markets) => setChoice({ ...choice, markets })}
              />
            </>
          ) : null}
          {step === 2 ? (
            <>
              <h3 className="setup__heading" ref={headingRef} tabIndex={-1}>
                Which financial assets interest you?
              </h3>
              <p className="muted">We show these asset types first in your stream and overviews.</p>
              <TitleTypeToggles
                value={choice.titleTypes}
                onChange={(titleTypes) => setChoice({ ...choice, titleTypes })}
              />
            </>
          ) : null}
          {last ? (
            <>
              <h3 className="setup__heading" ref={headingRef} tabIndex={-1}>
                How to start
              </h3>
              <ul className="setup__tips">
                <li>Search for a stock, crypto currency or topic to see its buzz and sentiment.</li>
                <li>Add assets, authors and views to your watchlist to get alerts.</li>
                <li>Read the AI updates on your start page for what moves your markets.</li>
              </ul>
              <p className="setup__thanks" data-testid="setup-thank-you">
                {SETUP_THANK_YOU}
              </p>
            </>
          ) : null}
          {stepError ? (
            <Alert tone="error" testId="setup-step-error">
              {stepError}
            </Alert>
          ) : null}
          {saveError ? (
            <Alert tone="error" title="Your preferences could not be saved" testId="setup-save-error">
              {saveError}. Please try again.
            </Alert>
          ) : null}
        </div>
        <div className="setup__actions">
          {step > 0 ? (
            <Button variant="ghost" onClick={back} disabled={saving}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <div className="setup__actions-end">
            {last ? (
              <>
                <Button onClick={() => void finish(true)} disabled={saving} data-testid="setup-tutorials">
                  View Tutorials
                </Button>
                <Button
                  variant="primary"
                  busy={saving}
                  onClick={() => void finish(false)}
                  data-testid="setup-finish"
                >
                  Finish
                </Button>
              </>
            ) : (
              <Button variant="primary" onClick={next} data-testid="setup-next">
                {step === 0 ? "Let's start" : 'Next'}
              </Button>
            )}
          </div>
        </div>
      </div>
    </Dialog>
  )
}
