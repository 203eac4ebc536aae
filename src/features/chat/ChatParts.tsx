import type { FormEvent } from 'react'
import { Button } from '../../ui'
import { ChatAnswer, paragraphs } from './ChatAnswer'
import type { PendingAnswer } from './use-chat-stream'

/** The question on its way and its answer: streamed text, then the stored answer, or the failure. */
export function PendingExchange({ pending }: { pending: PendingAnswer }) {
  return (
    <>
      <p className="chat-question">{pending.question}</p>
      {pending.answer ? (
        <ChatAnswer message={pending.answer} />
      ) : pending.error ? (
        <p className="chat-error" role="alert" data-testid="chat-error">
          {pending.error}
        </p>
      ) : (
        <div className="chat-answer chat-answer--streaming" data-testid="chat-streaming">
          {pending.text === '' ? (
            <p className="muted">
              <span className="spinner spinner--small" aria-hidden="true" /> Looking at the figures…
            </p>
          ) : (
            paragraphs(pending.text).map((paragraph) => (
              <p key={paragraph.key} className="chat-answer__text">
                {paragraph.text}
              </p>
            ))
          )}
        </div>
      )}
    </>
  )
}

/** The question field and its Ask button. */
export function ChatComposer({
  id,
  value,
  onChange,
  onSubmit,
  busy,
  placeholder,
  testId,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  busy: boolean
  placeholder: string
  /** Test ids: `${testId}-input` and `${testId}-send`. */
  testId: string
}) {
  return (
    <form
      className="chat-composer"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Your question
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={1000}
        autoComplete="off"
        data-testid={`${testId}-input`}
      />
      <Button
        type="submit"
        variant="primary"
        busy={busy}
        disabled={value.trim() === ''}
        data-testid={`${testId}-send`}
      >
        Ask
      </Button>
    </form>
  )
}
