import * as v from 'valibot'
import {
  ChatConversationSchema,
  ChatConversationsAnswerSchema,
  ChatRequestSchema,
  ChatStreamEventSchema,
  ExecutiveSummaryAnswerSchema,
  TextgenRequestSchema,
  TopicsListAnswerSchema,
} from '../../../src/core'
import { documentRoute } from '../openapi'

const TAGS = ['AI']

/** Describes the AI chat and text generation calls for /v6/openapi.json. */
export function documentChatRoutes(): void {
  documentRoute({
    method: 'POST',
    path: '/ai/chat',
    summary: 'Answers a question about assets from Murmur’s figures and messages, as a stream',
    description:
      'The answer streams as NDJSON (application/x-ndjson), one event per line: {type: question} with the stored question and its conversation, {type: text} with text to append (paragraph by paragraph as the figures are ready), then {type: answer} with the stored answer, its citations (the messages it used, numbered as the text cites them) and its figures (per asset: the counts of GET /titles/{id}/message_statistics for the range, the sentiment score, the range before), or {type: error}. Assets are found by name, ticker or cashtag with the pipeline’s linker; the period from words such as today, this week, this month (default the last 3 days, at most the plan’s longest range). With LLM_BASE_URL set, an LLM rewrites the answer, which is kept only if every number in it is one of ours. Needs the AI chat permission (38).',
    tags: TAGS,
    body: ChatRequestSchema,
    response: ChatStreamEventSchema,
    errors: [8, 21, 32, 38],
  })
  documentRoute({
    method: 'GET',
    path: '/ai/chat/conversations',
    summary: 'The user’s chat conversations, latest first (50)',
    tags: TAGS,
    response: ChatConversationsAnswerSchema,
    errors: [21, 38],
  })
  documentRoute({
    method: 'GET',
    path: '/ai/chat/conversations/:id',
    summary: 'One conversation with its messages',
    tags: TAGS,
    params: { id: 'Conversation id' },
    response: ChatConversationSchema,
    errors: [21, 32, 38],
  })
  documentRoute({
    method: 'DELETE',
    path: '/ai/chat/conversations/:id',
    summary: 'Deletes a conversation',
    tags: TAGS,
    params: { id: 'Conversation id' },
    response: v.object({ deleted: v.number() }),
    errors: [21, 32, 38],
  })
  documentRoute({
    method: 'POST',
    path: '/ai/textgen/executive-summary',
    summary: 'An executive summary of the messages about assets or words in a range',
    description:
      'title_ids (up to 20) and/or query (full-text); start_date and end_date in epoch ms (default the last 3 days). Written from the range’s top news (extractive, or by the configured LLM). Needs AI text generation (38).',
    tags: TAGS,
    body: TextgenRequestSchema,
    response: ExecutiveSummaryAnswerSchema,
    errors: [8, 21, 32, 38],
  })
  documentRoute({
    method: 'POST',
    path: '/ai/textgen/topics-list',
    summary: 'The hottest topics of the messages about assets or words in a range',
    description:
      'The same body as executive-summary: the words and two-word phrases in the most headlines of the range’s top messages. Needs AI text generation (38).',
    tags: TAGS,
    body: TextgenRequestSchema,
    response: TopicsListAnswerSchema,
    errors: [8, 21, 32, 38],
  })
}
