import { Button } from '../../ui'
import { INITIAL_LOADING_TEXT } from './initial-loading-text'
import type { LoadingScreenState } from './inventory-loader'

import './initial-loading-screen.css'

export function reloadCountdownText(seconds: number): string {
  return `Reloading in ${seconds} s`
}

export interface InitialLoadingScreenProps {
  state: LoadingScreenState
  /** Seconds left of the automatic reload (reload-countdown). */
  reloadIn: number | null
  onReload: () => void
  onCancelReload: () => void
  /** screen: instead of the page; notice: a band above the page, which stays usable. */
  placement?: 'screen' | 'notice'
}

/**
 * The initial loading screen (application §4): loading; a slow-loading notice with Reload; an
 * automatic reload countdown that can be cancelled; failed, with Reload.
 */
export function InitialLoadingScreen({
  state,
  reloadIn,
  onReload,
  onCancelReload,
  placement = 'screen',
}: InitialLoadingScreenProps) {
  const notice = placement === 'notice'
  if (state === 'failed') {
    return (
      <section className="initial-loading initial-loading--failed" role="alert">
        <p className="initial-loading__title">{INITIAL_LOADING_TEXT.failed}</p>
        <p className="initial-loading__help">{INITIAL_LOADING_TEXT.failedHelp}</p>
        <Button variant="primary" onClick={onReload}>
          {INITIAL_LOADING_TEXT.reload}
        </Button>
      </section>
    )
  }
  return (
    <section
      className={notice ? 'initial-loading initial-loading--notice' : 'initial-loading'}
      aria-busy={notice ? undefined : true}
    >
      <span className="initial-loading__spinner spinner" aria-hidden="true" />
      <div role="status" aria-live="polite">
        <p className="initial-loading__title">
          {state === 'loading' ? INITIAL_LOADING_TEXT.loading : INITIAL_LOADING_TEXT.slow}
        </p>
        {state === 'slow' ? <p className="initial-loading__help">{INITIAL_LOADING_TEXT.slowHelp}</p> : null}
        {state === 'reload-countdown' ? (
          <p className="initial-loading__help">{INITIAL_LOADING_TEXT.autoReload}</p>
        ) : null}
      </div>
      {state === 'reload-countdown' && reloadIn !== null ? (
        // role=timer is not announced every second; the status above says what happens.
        <p className="initial-loading__countdown" role="timer">
          {reloadCountdownText(reloadIn)}
        </p>
      ) : null}
      {state === 'slow' ? (
        <Button variant="primary" onClick={onReload}>
          {INITIAL_LOADING_TEXT.reload}
        </Button>
      ) : null}
      {state === 'reload-countdown' ? (
        <div className="initial-loading__actions">
          <Button variant="primary" onClick={onReload}>
            {INITIAL_LOADING_TEXT.reload}
          </Button>
          <Button onClick={onCancelReload}>{INITIAL_LOADING_TEXT.cancel}</Button>
        </div>
      ) : null}
    </section>
  )
}
