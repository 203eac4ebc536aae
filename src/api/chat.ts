import * as v from 'valibot'
import {
  type BasicCredentials,
  type ChatConversation,
  ChatConversationSchema,
  type ChatConversationSummary,
  ChatConversationsAnswerSchema,
  type ChatRequest,
  type ChatStreamEvent,
  ChatStreamEventSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { sendDirect } from './direct'
import { type DataCallOptions, requestOptions } from './market'

/**
 * POST /v6/ai/chat: the answer's events as they arrive (NDJSON, one event a line). Resolves when
 * the stream ends; a failure before the stream (38, a bad question, no network) is the result.
 */
export async function streamChat(
  request: ChatRequest,
  credentials: BasicCredentials,
  onEvent: (event: ChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<ApiResult<null>> {
  const sent = await sendDirect(
    {
      method: 'POST',
      path: '/ai/chat',
      body: request,
      accept: 'application/x-ndjson',
      ...(signal ? { signal } : {}),
    },
    credentials,
  )
  if (!sent.ok) return sent
  const reader = sent.value.body?.pipeThrough(new TextDecoderStream()).getReader()
  if (!reader) return { ok: true, value: null, status: sent.status }
  let pending = ''
  const emit = (line: string) => {
    if (line.trim() === '') return
    const parsed = v.safeParse(ChatStreamEventSchema, JSON.parse(line))
    onEvent(parsed.success ? parsed.output : { type: 'error', message: 'The answer could not be read.' })
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      pending += value
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) emit(line)
    }
    emit(pending)
  } catch (error) {
    return { ok: false, error: { kind: 'network', status: 0, detail: String(error) } }
  }
  return { ok: true, value: null, status: sent.status }
}

/** GET /v6/ai/chat/conversations: the user's conversations, latest first. */
export async function listChatConversations(
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<ChatConversationSummary[]>> {
  const result = await (options.client ?? apiClient).request({
    path: '/ai/chat/conversations',
    credentials,
    schema: ChatConversationsAnswerSchema,
    ...requestOptions(options),
  })
  return result.ok ? { ...result, value: result.value.conversations } : result
}

/** GET /v6/ai/chat/conversations/{id}. */
export function getChatConversation(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<ChatConversation>> {
  return (options.client ?? apiClient).request({
    path: `/ai/chat/conversations/${id}`,
    credentials,
    schema: ChatConversationSchema,
    ...requestOptions(options),
  })
}

/** DELETE /v6/ai/chat/conversations/{id}. */
export function deleteChatConversation(
  id: number,
  credentials: BasicCredentials,
): Promise<ApiResult<unknown>> {
  return apiClient.request({
    method: 'DELETE',
    path: `/ai/chat/conversations/${id}`,
    credentials,
    schema: v.object({ deleted: v.number() }),
  })
}
