import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { InitialLoadingScreen, reloadCountdownText } from './InitialLoadingScreen'
import { INITIAL_LOADING_TEXT } from './initial-loading-text'
import type { LoadingScreenState } from './inventory-loader'

const noop = () => undefined

function render(state: LoadingScreenState, reloadIn: number | null = null): string {
  return renderToStaticMarkup(
    <InitialLoadingScreen state={state} reloadIn={reloadIn} onReload={noop} onCancelReload={noop} />,
  )
}

/** The text of the buttons, in order. */
function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => match[1] ?? '')
}

describe('initial loading screen', () => {
  it('shows the loading state as a live status, without actions', () => {
    const html = render('loading')
    expect(html).toContain('role="status"')
    expect(html).toContain('aria-live="polite"')
    expect(html).toContain('Loading market data…')
    expect(buttons(html)).toEqual([])
  })

  it('shows as a band above a usable page, not busy, when placed as a notice', () => {
    const html = renderToStaticMarkup(
      <InitialLoadingScreen
        state="slow"
        reloadIn={null}
        onReload={noop}
        onCancelReload={noop}
        placement="notice"
      />,
    )
    expect(html).toContain('initial-loading--notice')
    expect(html).not.toContain('aria-busy')
    expect(html).toContain(INITIAL_LOADING_TEXT.slow)
    expect(buttons(html)).toEqual(['Reload'])
    expect(render('loading')).toContain('aria-busy="true"')
  })

  it('offers Reload with the slow-loading notice', () => {
    const html = render('slow')
    expect(html).toContain(INITIAL_LOADING_TEXT.slow)
    expect(html).not.toContain(INITIAL_LOADING_TEXT.loading)
    expect(buttons(html)).toEqual(['Reload'])
  })

  it('counts down the automatic reload with Cancel', () => {
    const html = render('reload-countdown', 7)
    expect(html).toContain('role="timer"')
    expect(html).toContain('Reloading in 7 s')
    expect(html).toContain(INITIAL_LOADING_TEXT.autoReload)
    expect(buttons(html)).toEqual(['Reload', 'Cancel'])
    expect(reloadCountdownText(10)).toBe('Reloading in 10 s')
  })

  it('shows the failure as an alert with Reload', () => {
    const html = render('failed')
    expect(html).toContain('role="alert"')
    expect(html).toContain(INITIAL_LOADING_TEXT.failed)
    expect(html).not.toContain('spinner')
    expect(buttons(html)).toEqual(['Reload'])
  })
})
