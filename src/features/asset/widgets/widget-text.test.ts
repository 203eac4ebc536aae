import { describe, expect, it } from 'vitest'
import { ApiCallError } from '../../../api'
import { WIDGET_TEXT, widgetErrorText } from './widget-text'

describe('widget texts', () => {
  it('copies the empty states of application §8 exactly', () => {
    expect(WIDGET_TEXT.noMessages).toBe('No messages found')
    expect(WIDGET_TEXT.noKeyEvents).toBe('No key events found')
  })

  it('shows the error body text, else the generic failure', () => {
    const withBody = new ApiCallError({
      kind: 'http',
      status: 403,
      body: {
        code: 40,
        internalCode: 'SOME_CODE',
        en: 'You are requesting data older than your subscription allows',
      },
    })
    expect(widgetErrorText(withBody)).toBe('You are requesting data older than your subscription allows')
    expect(widgetErrorText(new ApiCallError({ kind: 'network', status: 0 }))).toBe('Action failed')
    expect(widgetErrorText(new Error('boom'))).toBe('Action failed')
  })
})
