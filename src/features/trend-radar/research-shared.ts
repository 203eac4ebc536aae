import { useState } from 'react'
import type { ResearchRequest } from '../../core'
import { formatTime, toasts } from '../../ui'
import { TREND_QUERY_ROOT } from './queries'

/** The research queries' key root: list and detail below it. */
export const RESEARCH_KEY = (username: string) => [TREND_QUERY_ROOT, username, 'research'] as const

/**
 * An action with its pending state; a failure shows the generic error toast (application §8).
 * Hand-rolled: useMutation would add its observer to the framework chunk every page loads.
 */
export function useAction<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false)
  const act = (...args: A) => {
    setPending(true)
    run(...args)
      .catch(() => toasts.show({ tone: 'error', message: 'Action failed' }))
      .finally(() => setPending(false))
  }
  return { pending, act }
}

/** "Every 2 days at 08:30" in the reader's time. */
export function scheduleText(
  request: Pick<ResearchRequest, 'repeatInterval' | 'scheduledTime' | 'startDate'>,
): string {
  const [h = 0, m = 0] = request.scheduledTime.split(':').map(Number)
  const [y = 2000, mo = 1, d = 1] = request.startDate.split('-').map(Number)
  const at = formatTime(Date.UTC(y, mo - 1, d, h, m)).replace(/:00(?= |$)/, '')
  return `${request.repeatInterval === 1 ? 'Daily' : `Every ${request.repeatInterval} days`} at ${at}`
}
