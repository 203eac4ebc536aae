import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import type { BasicCredentials } from '../../core'
import { Button } from '../../ui'
import { ChatAnswer, paragraphs } from './ChatAnswer'
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const asked = await ask(draft, conversation)
    if (asked !== undefined) setConversation(asked)
    setDraft('')
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
          <p className="chat-question">{pending.question}</p>
          {pending.answer ? (
            <ChatAnswer message={pending.answer} />
          ) : pending.error ? (
            <p className="chat-error" role="alert">
              {pending.error}
            </p>
          ) : (
            <div className="chat-answer chat-answer--streaming">
              {pending.text === '' ? (
                <p className="muted">Looking at the figures…</p>
              ) : (
                paragraphs(pending.text).map((paragraph) => (
                  <p key={paragraph.key} className="chat-answer__text">
                    {paragraph.text}
                  </p>
                ))
              )}
            </div>
          )}
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
      <form className="chat-composer" onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor="chat-panel-question" className="visually-hidden">
          Your question
        </label>
        <input
          id="chat-panel-question"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Ask about an asset"
          maxLength={1000}
          autoComplete="off"
          data-testid="chat-panel-input"
        />
        <Button
          type="submit"
          variant="primary"
          busy={busy}
          disabled={draft.trim() === ''}
          data-testid="chat-panel-send"
        >
          Ask
        </Button>
      </form>
    </div>
  )
}
