import { useCallback, useState } from 'react'
import { streamChat } from '../../api'
import type { BasicCredentials, ChatMessage } from '../../core'
import { failureText } from '../accounts'

/** What is on its way: the question asked, the answer's text so far, then the stored answer. */
export interface PendingAnswer {
  question: string
  text: string
  answer: ChatMessage | null
  error: string | null
}

/** Asks the chat and follows the answer's stream (POST /v6/ai/chat). */
export function useChatStream(credentials: BasicCredentials) {
  const [pending, setPending] = useState<PendingAnswer | null>(null)
  const busy = pending !== null && pending.answer === null && pending.error === null

  /** Resolves with the conversation the question went to (undefined when it failed before). */
  async function ask(question: string, conversationId?: number): Promise<number | undefined> {
    const text = question.trim()
    if (text === '' || busy) return undefined
    setPending({ question: text, text: '', answer: null, error: null })
    let asked: number | undefined
    const result = await streamChat(
      { message: text, ...(conversationId === undefined ? {} : { conversation_id: conversationId }) },
      credentials,
      (event) => {
        if (event.type === 'question') asked = event.conversation_id
        else if (event.type === 'text') setPending((p) => (p ? { ...p, text: p.text + event.text } : p))
        else if (event.type === 'answer') setPending((p) => (p ? { ...p, answer: event.message } : p))
        else setPending((p) => (p ? { ...p, error: event.message } : p))
      },
    )
    if (!result.ok) setPending((p) => (p ? { ...p, error: failureText(result.error, 'generic') } : p))
    return asked
  }

  const clear = useCallback(() => setPending(null), [])
  return { pending, busy, ask, clear }
}
