import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { BasicCredentials } from '../../core'
import { ChatComposer, PendingExchange } from './ChatParts'
import { useChatStream } from './use-chat-stream'
import '../../ui/chip-group.css'
import './chat.css'

/**
 * The AI chat in a panel (application §2.1: on the home and asset pages): one question, its
 * streamed answer with the messages cited, and the way on to the whole conversation on /chat.
 */
export function ChatPanel({
  credentials,
  suggestions,
}: {
  credentials: BasicCredentials
  suggestions: readonly string[]
}) {
  const { pending, busy, ask } = useChatStream(credentials)
  const [draft, setDraft] = useState(suggestions[0] ?? '')
  const [conversation, setConversation] = useState<number | undefined>(undefined)

  async function submit() {
    const question = draft
    setDraft('')
    const asked = await ask(question, conversation)
    if (asked !== undefined) setConversation(asked)
  }

  return (
    <div className="chat-panel" data-testid="chat-panel">
      {pending === null ? (
        <div className="chat-suggestions">
          {suggestions.map((suggestion) => (
            <button key={suggestion} type="button" className="chip" onClick={() => setDraft(suggestion)}>
              {suggestion}
            </button>
          ))}
        </div>
      ) : (
        <div className="chat-panel__thread" aria-live="polite" aria-busy={busy}>
          <PendingExchange pending={pending} />
          {conversation !== undefined && pending.answer ? (
            <Link
              to="/chat"
              search={{ conversation }}
              className="chat-panel__more"
              data-testid="chat-panel-more"
            >
              Continue in AI chat
            </Link>
          ) : null}
        </div>
      )}
      <ChatComposer
        id="chat-panel-question"
        value={draft}
        onChange={setDraft}
        onSubmit={() => void submit()}
        busy={busy}
        placeholder="Ask about an asset"
        testId="chat-panel"
      />
    </div>
  )
}
