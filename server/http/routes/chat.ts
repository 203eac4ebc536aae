import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type ChatConversation,
  type ChatConversationSummary,
  ChatRequestSchema,
  type ChatStreamEvent,
} from '../../../src/core'
import {
  answerQuestion,
  type ChatDeps,
  conversationWithMessages,
  deleteConversation,
  listConversations,
  ownConversation,
  storeAnswer,
  storeQuestion,
} from '../../ai/chat'
import { ApiError } from '../api-error'
import { requireUser } from '../auth'
import { permissionsOf, requireAiChat, requireValidSubscription } from '../entitlements'
import { parseRequest } from '../validate'
import { documentChatRoutes } from './chat-docs'
import { jsonBody } from './data/common'

const CONVERSATIONS_SHOWN = 50

/** The chat needs a valid subscription and the AI chat permission (38). */
function entitle(request: FastifyRequest): number {
  requireValidSubscription(request)
  requireAiChat(request)
  return requireUser(request).id
}

function idOf(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw))
    throw new ApiError(400, 32, 'Malformed parameter id: expected a conversation id.')
  return Number(raw)
}

const line = (event: ChatStreamEvent) => `${JSON.stringify(event)}\n`

/** POST /v6/ai/chat (an NDJSON stream), GET /v6/ai/chat/conversations(/{id}), DELETE /v6/ai/chat/conversations/{id}. */
export function chatRoutes(v6: FastifyInstance, deps: ChatDeps): void {
  documentChatRoutes()

  v6.post('/ai/chat', { compress: false }, async (request, reply) => {
    const userId = entitle(request)
    const body = parseRequest(ChatRequestSchema, jsonBody(request, 'chat'))
    const existing = body.conversation_id
      ? await ownConversation(deps.db, userId, body.conversation_id)
      : null
    if (body.conversation_id && !existing)
      throw new ApiError(404, 32, `Conversation ${body.conversation_id} was not found.`)
    const { conversation, message } = await storeQuestion(deps.db, userId, existing, body.message)
    const maxDays = permissionsOf(request).maxRangeDays
    async function* events(): AsyncGenerator<string> {
      yield line({ type: 'question', conversation_id: conversation.id, message })
      try {
        const answering = answerQuestion(deps, body.message, { now: Date.now(), maxDays })
        for (;;) {
          const step = await answering.next()
          if (step.done) {
            yield line({ type: 'answer', message: await storeAnswer(deps.db, conversation.id, step.value) })
            return
          }
          yield line({ type: 'text', text: step.value })
        }
      } catch (error) {
        request.log.error({ err: error }, 'chat answer failed')
        yield line({ type: 'error', message: 'The answer could not be written. Please try again.' })
      }
    }
    reply.header('content-type', 'application/x-ndjson; charset=utf-8')
    reply.header('cache-control', 'no-store')
    return reply.send(Readable.from(events()))
  })

  v6.get('/ai/chat/conversations', async (request): Promise<{ conversations: ChatConversationSummary[] }> => {
    const userId = entitle(request)
    return { conversations: await listConversations(deps.db, userId, CONVERSATIONS_SHOWN) }
  })

  v6.get('/ai/chat/conversations/:id', async (request): Promise<ChatConversation> => {
    const userId = entitle(request)
    const id = idOf((request.params as { id?: string }).id)
    const row = await ownConversation(deps.db, userId, id)
    if (!row) throw new ApiError(404, 32, `Conversation ${id} was not found.`)
    return conversationWithMessages(deps.db, row)
  })

  v6.delete('/ai/chat/conversations/:id', async (request) => {
    const userId = entitle(request)
    const id = idOf((request.params as { id?: string }).id)
    const row = await ownConversation(deps.db, userId, id)
    if (!row) throw new ApiError(404, 32, `Conversation ${id} was not found.`)
    await deleteConversation(deps.db, id)
    return { deleted: id }
  })
}
