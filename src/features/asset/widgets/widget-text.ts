import { ApiCallError } from '../../../api'
import { errorText } from '../../../core'

/** Empty states of application §8, copied exactly, and the widgets' own texts. */
export const WIDGET_TEXT = {
  noMessages: 'No messages found',
  noKeyEvents: 'No key events found',
  noRelated: 'No related instrument found',
  summaryUnavailable: 'The executive summary is unavailable for this asset.',
  historyUnavailable: 'The buzz history could not be loaded; the chart shows no data.',
  noHistory: 'No buzz data in the last 30 days.',
  noQuotes: 'No quotes available.',
  noDescription: 'No description available.',
  noEarnings: 'No earnings releases known for this asset.',
  noShortInfo: 'No short-sale data for this asset.',
  noRating: 'No AI rating for this asset yet: none of its 8 categories has data.',
  noExecutives: 'No executives known for this asset.',
  noSubsidiaries: 'No subsidiaries known for this asset.',
  noDividend: 'No dividends paid or announced for this asset in the last three years.',
  noPicks:
    'No pulse picks for this asset in the last year: its messages never jumped far above normal with a clear sentiment.',
} as const

/** A failed widget call's text (application §8): catalogue text by internalCode, then en, then 'Action failed'. */
export function widgetErrorText(error: unknown): string {
  return errorText(error instanceof ApiCallError ? error.error.body : undefined, 'generic')
}
