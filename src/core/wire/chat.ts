import * as v from 'valibot'

/**
 * AI chat (application §2.1 /chat, §2.3 the AI chat permission; Murmur's shapes): POST /v6/ai/chat
 * answers a question as a stream of NDJSON events; the conversations are kept per user.
 */
export const CHAT_QUESTION_MAX = 1_000
export const CHAT_TEXT = { empty: 'Please ask a question' } as const

export const ChatRequestSchema = v.strictObject({
  message: v.pipe(
    v.string(CHAT_TEXT.empty),
    v.trim(),
    v.minLength(1, CHAT_TEXT.empty),
    v.maxLength(CHAT_QUESTION_MAX, `A question has at most ${CHAT_QUESTION_MAX} characters`),
  ),
  /** Continue this conversation; a new one when left out. */
  conversation_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
export type ChatRequest = v.InferInput<typeof ChatRequestSchema>

/** A message the answer used, numbered as the text cites it ([1], [2], …). */
export const ChatCitationSchema = v.object({
  n: v.number(),
  message_id: v.number(),
  title_id: v.nullable(v.number()),
  source: v.string(),
  /** Epoch ms. */
  time: v.number(),
  sub: v.string(),
  url: v.nullable(v.string()),
})
export type ChatCitation = v.InferOutput<typeof ChatCitationSchema>

/** The figures an answer gives for one asset: those of GET /v6/titles/{id}/message_statistics for the range. */
export const ChatFiguresSchema = v.object({
  title_id: v.number(),
  name: v.string(),
  symbol: v.nullable(v.string()),
  /** Epoch ms. */
  start: v.number(),
  end: v.number(),
  messages: v.number(),
  pos: v.number(),
  neg: v.number(),
  neu: v.number(),
  /** Sentiment score (−100 to 100) of the range's mean; null without scored messages. */
  sentiment: v.nullable(v.number()),
  /** Messages in the range of the same length before. */
  previous_messages: v.number(),
  key_events: v.array(v.object({ key_event_id: v.number(), name: v.string(), count: v.number() })),
})
export type ChatFigures = v.InferOutput<typeof ChatFiguresSchema>

export const ChatMessageSchema = v.object({
  id: v.number(),
  role: v.picklist(['user', 'assistant']),
  text: v.string(),
  citations: v.array(ChatCitationSchema),
  figures: v.array(ChatFiguresSchema),
  /** Epoch seconds. */
  created: v.number(),
})
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>

export const ChatConversationSummarySchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Epoch seconds of the latest message. */
  updated: v.number(),
})
export type ChatConversationSummary = v.InferOutput<typeof ChatConversationSummarySchema>

export const ChatConversationsAnswerSchema = v.object({
  conversations: v.array(ChatConversationSummarySchema),
})

export const ChatConversationSchema = v.object({
  ...ChatConversationSummarySchema.entries,
  messages: v.array(ChatMessageSchema),
})
export type ChatConversation = v.InferOutput<typeof ChatConversationSchema>

/** One line of the answer stream: the stored question, text to append, the stored answer, or a failure. */
export const ChatStreamEventSchema = v.variant('type', [
  v.object({ type: v.literal('question'), conversation_id: v.number(), message: ChatMessageSchema }),
  v.object({ type: v.literal('text'), text: v.string() }),
  v.object({ type: v.literal('answer'), message: ChatMessageSchema }),
  v.object({ type: v.literal('error'), message: v.string() }),
])
export type ChatStreamEvent = v.InferOutput<typeof ChatStreamEventSchema>

/** POST /v6/ai/textgen/executive-summary and /topics-list: which messages to write from. */
export const TextgenRequestSchema = v.strictObject({
  title_ids: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(20))),
  query: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
  /** Epoch ms; default the last 3 days. */
  start_date: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  end_date: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})
export type TextgenRequest = v.InferInput<typeof TextgenRequestSchema>

export const ExecutiveSummaryAnswerSchema = v.object({
  text: v.nullable(v.string()),
  highlights: v.array(v.object({ title_id: v.number(), start: v.number(), end: v.number() })),
  generator: v.nullable(v.picklist(['extractive', 'llm'])),
  /** Epoch ms of the newest message it was written from. */
  newest_message: v.nullable(v.number()),
})

export const TopicsListAnswerSchema = v.object({
  topics: v.array(v.object({ topic: v.string(), count: v.number() })),
})
