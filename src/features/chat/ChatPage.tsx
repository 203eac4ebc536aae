import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { deleteChatConversation, getChatConversation, listChatConversations, unwrap } from '../../api'
import type { ChatMessage } from '../../core'
import { Button, formatMoment, LoadFailed, useDocumentTitle } from '../../ui'
import { useSession, useSessionCredentials } from '../accounts'
import { ChatAnswer } from './ChatAnswer'
import { ChatComposer, PendingExchange } from './ChatParts'
import '../../ui/chip-group.css'
import './chat.css'
import { useChatStream } from './use-chat-stream'

const SUGGESTIONS = [
  'How is Apple’s sentiment this week?',
  'Why is NVDA buzzing?',
  'What is buzzing today?',
  'Compare Tesla and Microsoft this month',
]

const CHAT_ROOT = 'chat'

/** /chat?conversation=…: questions about assets answered from Murmur's data, with the messages cited. */
export function ChatPage({ conversationId }: { conversationId: number | undefined }) {
  const session = useSession()
  useDocumentTitle('AI chat')
  if (!session) return null
  return <Chat session={session} conversationId={conversationId} />
}

function Chat({
  session,
  conversationId,
}: {
  session: NonNullable<ReturnType<typeof useSession>>
  conversationId: number | undefined
}) {
  const credentials = useSessionCredentials(session)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const list = useQuery({
    queryKey: [CHAT_ROOT, credentials.username, 'list'],
    queryFn: ({ signal }) => unwrap(listChatConversations(credentials, { signal })),
  })
  const conversation = useQuery({
    queryKey: [CHAT_ROOT, credentials.username, 'conversation', conversationId],
    queryFn: ({ signal }) => unwrap(getChatConversation(conversationId ?? 0, credentials, { signal })),
    enabled: conversationId !== undefined,
  })
  const { pending, busy, ask: send, clear } = useChatStream(credentials)
  const [draft, setDraft] = useState('')
  const end = useRef<HTMLDivElement>(null)
  const open = (id: number | undefined, replace = false) =>
    void navigate({ to: '/chat', search: id === undefined ? {} : { conversation: id }, replace })

  async function ask(question: string) {
    setDraft('')
    const asked = await send(question, conversationId)
    if (asked === undefined) return
    await queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, credentials.username] })
    if (asked !== conversationId) open(asked, conversationId === undefined)
  }

  // The stored conversation holds the answer once it is read back: the pending copy goes.
  const stored = conversation.data?.messages.some((message) => message.id === pending?.answer?.id) ?? false
  useEffect(() => {
    if (stored) clear()
  }, [stored, clear])

  async function remove(id: number) {
    await deleteChatConversation(id, credentials)
    await queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, credentials.username, 'list'] })
    if (id === conversationId) open(undefined)
  }

  const messages: ChatMessage[] = conversationId === undefined ? [] : (conversation.data?.messages ?? [])
  // The newest text in view as the thread grows.
  const shown = messages.length + (pending?.text.length ?? 0)
  useEffect(() => {
    if (shown > 0) end.current?.scrollIntoView({ block: 'nearest' })
  }, [shown])
  return (
    <div className="chat-page" data-testid="chat-page">
      <header className="chat-page__header">
        <p className="page-eyebrow">AI chat</p>
        <h1 className="page-title">Ask Murmur</h1>
        <p className="page-lead">
          Answers come from Murmur’s own figures and messages: buzz, sentiment, key events and the messages
          behind them, each cited.
        </p>
      </header>
      <div className="chat-grid">
        <aside className="chat-history" aria-label="Conversations">
          <Button size="small" variant="secondary" onClick={() => open(undefined)} data-testid="chat-new">
            New conversation
          </Button>
          {list.isError ? (
            <LoadFailed
              message="Your conversations could not be loaded."
              onRetry={() => void list.refetch()}
            />
          ) : (
            <ul className="chat-history__list" data-testid="chat-history">
              {(list.data ?? []).map((item) => (
                <li key={item.id} className="chat-history__item">
                  <Link
                    to="/chat"
                    search={{ conversation: item.id }}
                    className={
                      item.id === conversationId
                        ? 'chat-history__link chat-history__link--on'
                        : 'chat-history__link'
                    }
                    aria-current={item.id === conversationId ? 'page' : undefined}
                  >
                    <span className="chat-history__title">{item.title}</span>
                    <span className="subtle">{formatMoment(item.updated * 1000)}</span>
                  </Link>
                  <button
                    type="button"
                    className="chat-history__delete"
                    onClick={() => void remove(item.id)}
                    aria-label={`Delete “${item.title}”`}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <section className="chat-thread" aria-label="Conversation" aria-live="polite" aria-busy={busy}>
          {messages.length === 0 && pending === null ? (
            <div className="chat-empty" data-testid="chat-empty">
              <p>Ask about any asset by name or ticker: its sentiment, its buzz, what happened.</p>
              <div className="chat-suggestions">
                {SUGGESTIONS.map((suggestion) => (
                  <button
                    key={suggestion}
                    type="button"
                    className="chip"
                    onClick={() => void ask(suggestion)}
                  >
                    {suggestion}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          {conversation.isError && conversationId !== undefined ? (
            <LoadFailed
              message="This conversation could not be loaded."
              onRetry={() => void conversation.refetch()}
            />
          ) : null}
          {messages.map((message) =>
            message.role === 'user' ? (
              <p key={message.id} className="chat-question">
                {message.text}
              </p>
            ) : (
              <ChatAnswer key={message.id} message={message} />
            ),
          )}
          {pending && !stored ? <PendingExchange pending={pending} /> : null}
          <div ref={end} />
          <ChatComposer
            id="chat-question"
            value={draft}
            onChange={setDraft}
            onSubmit={() => void ask(draft)}
            busy={busy}
            placeholder="Ask about an asset, e.g. Why is NVDA buzzing?"
            testId="chat"
          />
        </section>
      </div>
    </div>
  )
}
