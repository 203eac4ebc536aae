import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { type LoginNotice, loginNotices, SUBSCRIPTION_PAGE_HREF } from '../../core'
import { type ToastInput, toasts } from '../../ui'
import { useSession } from '../accounts'
import { loginNoticeText } from './notice-texts'

/**
 * The notices shown once per session on login (application §4 "On login"): soon to expire
 * (with an Upgrade action unless a payment is pending), pending payment, expired. Notices
 * with upgrade advice stay until dismissed; the others fade after 5 s (application §8).
 */
export function LoginNotices() {
  const session = useSession()
  const router = useRouter()
  const notifiedFor = useRef<string | null>(null)
  const username = session?.username ?? null
  const ready = session !== null && session.verification !== 'pending'
  const user = session?.user

  useEffect(() => {
    if (username === null) {
      notifiedFor.current = null
      return
    }
    // A restored session is shown once the server confirmed it (or could not be reached).
    if (!ready || !user || notifiedFor.current === username) return
    notifiedFor.current = username
    const now = Date.now()
    const go = (href: string) => () => void router.navigate({ href })
    for (const notice of loginNotices(user, now)) {
      toasts.show(toastFor(notice, loginNoticeText(notice, now), go))
    }
  }, [username, ready, user, router])

  return null
}

function toastFor(notice: LoginNotice, message: string, go: (href: string) => () => void): ToastInput {
  const base = { id: `login-notice-${notice.kind}`, message, testId: `notice-${notice.kind}` }
  switch (notice.kind) {
    case 'soon_to_expire':
      return notice.upgradeAction
        ? {
            ...base,
            timeoutMs: null,
            action: { label: 'Upgrade', onAction: go('/accounts'), testId: 'notice-upgrade' },
          }
        : base
    case 'payment_pending':
      return base
    case 'expired':
      return {
        ...base,
        tone: 'error',
        timeoutMs: null,
        action: { label: 'Choose a plan', onAction: go(SUBSCRIPTION_PAGE_HREF), testId: 'notice-renew' },
      }
  }
}
