import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type ApiResult, subscribeMorningBriefing, unsubscribeMorningBriefing } from '../../api'
import { useAuthStore } from '../../app'
import { type BasicCredentials, type MorningBriefingSubscribeRequest, TEXT } from '../../core'
import { toasts } from '../../ui'
import { accountQueries, failureText } from '../accounts'

/**
 * Subscribing to and leaving morning briefings (settings and /morning_briefings): the outcome as a
 * toast, then the subscriptions and the user data (its nl.morning_briefings) read again.
 */
export function useBriefingSubscriptionActions(credentials: BasicCredentials) {
  const queryClient = useQueryClient()
  const auth = useAuthStore()
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<ApiResult<unknown>>) {
    if (busy) return
    setBusy(true)
    const result = await action()
    setBusy(false)
    if (!result.ok) {
      toasts.show({ tone: 'error', message: failureText(result.error, 'generic'), testId: 'briefing-error' })
      return
    }
    toasts.show({ tone: 'success', message: TEXT.actionSuccessful, testId: 'briefing-subscribed' })
    await queryClient.invalidateQueries({ queryKey: accountQueries.morningBriefings(credentials).queryKey })
    void auth.verify()
  }

  return {
    busy,
    subscribe: (request: MorningBriefingSubscribeRequest) =>
      run(() => subscribeMorningBriefing(credentials, request)),
    unsubscribe: (id: number) => run(() => unsubscribeMorningBriefing(credentials, id)),
  }
}
