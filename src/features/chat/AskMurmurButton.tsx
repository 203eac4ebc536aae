import { lazy, Suspense, useState } from 'react'
import { type BasicCredentials, canUseAiChat, type UserData } from '../../core'
import { Button, Dialog } from '../../ui'

const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })))

/**
 * "Ask Murmur" (application §2.1: the AI chat on the home and asset pages): the chat in a dialog,
 * with questions about the page's asset to start from. Shown only with the AI chat permission.
 */
export function AskMurmurButton({
  credentials,
  user,
  subject,
}: {
  credentials: BasicCredentials
  user: UserData
  /** The page's asset, for the suggested questions; none on the home page. */
  subject?: string
}) {
  const [open, setOpen] = useState(false)
  if (!canUseAiChat(user)) return null
  const suggestions = subject
    ? [
        `Why is ${subject} buzzing today?`,
        `How is the sentiment on ${subject} this week?`,
        `Any key events for ${subject} this month?`,
      ]
    : ['What is buzzing today?', 'How is Apple’s sentiment this week?', 'Why is NVDA buzzing?']
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)} data-testid="ask-murmur">
        Ask Murmur
      </Button>
      {open ? (
        <Dialog
          open
          title={subject ? `Ask Murmur about ${subject}` : 'Ask Murmur'}
          onClose={() => setOpen(false)}
          size="wide"
          testId="ask-murmur-dialog"
        >
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <ChatPanel credentials={credentials} suggestions={suggestions} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  )
}
