import { useEffect, useRef } from 'react'
import { botCheckChallengeUrl } from '../../api'
import { useRuntimeConfig, useRuntimeConfigLoaded } from '../../app'
import { AlertIcon } from '../../ui'
import { registerBotCheckWorkers } from './altcha-setup'
import './bot-check.css'

registerBotCheckWorkers()

export interface BotCheckProps {
  /** The solved payload (base64 JSON), or null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void
  error?: string | null
}

interface StateChangeDetail {
  state?: string
  payload?: string
}

function detailOf(event: Event): StateChangeDetail {
  return event instanceof CustomEvent && typeof event.detail === 'object' && event.detail !== null
    ? event.detail
    : {}
}

/**
 * The bot check of the registration (application §5: a verification token is required): the
 * self-hosted altcha widget solves the server's proof-of-work challenge in the page.
 */
export function BotCheck({ onChange, error }: BotCheckProps) {
  const ref = useRef<HTMLElement>(null)
  const config = useRuntimeConfig()
  const loaded = useRuntimeConfigLoaded()
  const latest = useRef(onChange)
  latest.current = onChange

  // biome-ignore lint/correctness/useExhaustiveDependencies: the widget element exists only once the configuration is loaded
  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    const onState = (event: Event) => {
      const { state, payload } = detailOf(event)
      latest.current(state === 'verified' && typeof payload === 'string' && payload !== '' ? payload : null)
    }
    widget.addEventListener('statechange', onState)
    return () => widget.removeEventListener('statechange', onState)
  }, [loaded])

  // The challenge URL needs the /v6 origin of the runtime configuration.
  if (!loaded) return <p className="subtle">Loading the verification…</p>
  return (
    <div className="bot-check" data-testid="bot-check">
      <altcha-widget
        ref={ref}
        challenge={botCheckChallengeUrl(config.apiBaseUrl)}
        name="altcha"
        language="en"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: false })}
      />
      {error ? (
        <p className="field__error" id="bot-check-error">
          <AlertIcon className="alert__icon" />
          {error}
        </p>
      ) : null}
    </div>
  )
}
