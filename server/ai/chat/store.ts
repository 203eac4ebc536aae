import { and, asc, desc, eq } from 'drizzle-orm'
import type { ChatConversation, ChatConversationSummary, ChatMessage } from '../../../src/core'
import type { Database } from '../../db'
import {
  type ChatConversationRow,
  type ChatMessageRow,
  chatConversations,
  chatMessages,
} from '../../db/schema'
import type { ChatAnswer } from './answer'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const TITLE_LENGTH = 80

export function messageOf(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    citations: row.citations,
    figures: row.figures,
    created: seconds(row.createdAt),
  }
}

function summaryOf(row: ChatConversationRow): ChatConversationSummary {
  return { id: row.id, title: row.title, updated: seconds(row.updatedAt) }
}

/** The user's own conversation, or null (another user's is as unknown as a missing one). */
export async function ownConversation(
  db: Database,
  userId: number,
  id: number,
): Promise<ChatConversationRow | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
  return row ?? null
}

/** Stores a question, in a new conversation (titled by it) when none is given. */
export async function storeQuestion(
  db: Database,
  userId: number,
  conversation: ChatConversationRow | null,
  question: string,
): Promise<{ conversation: ChatConversationRow; message: ChatMessage }> {
  const title = question.length > TITLE_LENGTH ? `${question.slice(0, TITLE_LENGTH - 1)}…` : question
  const [row] = conversation
    ? [conversation]
    : await db.insert(chatConversations).values({ userId, title }).returning()
  if (!row) throw new Error('chat conversation not stored')
  const [message] = await db
    .insert(chatMessages)
    .values({ conversationId: row.id, role: 'user', text: question, citations: [], figures: [] })
    .returning()
  if (!message) throw new Error('chat question not stored')
  return { conversation: row, message: messageOf(message) }
}

export async function storeAnswer(
  db: Database,
  conversationId: number,
  answer: ChatAnswer,
): Promise<ChatMessage> {
  const [message] = await db
    .insert(chatMessages)
    .values({ conversationId, role: 'assistant', ...answer })
    .returning()
  if (!message) throw new Error('chat answer not stored')
  await db
    .update(chatConversations)
    .set({ updatedAt: message.createdAt })
    .where(eq(chatConversations.id, conversationId))
  return messageOf(message)
}

export async function listConversations(
  db: Database,
  userId: number,
  limit: number,
): Promise<ChatConversationSummary[]> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(limit)
  return rows.map(summaryOf)
}

export async function conversationWithMessages(
  db: Database,
  row: ChatConversationRow,
): Promise<ChatConversation> {
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, row.id))
    .orderBy(asc(chatMessages.id))
  return { ...summaryOf(row), messages: messages.map(messageOf) }
}

export async function deleteConversation(db: Database, id: number): Promise<void> {
  await db.delete(chatConversations).where(eq(chatConversations.id, id))
}
