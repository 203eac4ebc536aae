import type { LlmConfig } from '../../config'
import { completeChat } from '../llm-client'
import type { SummaryDocument } from './extractive'

const MAX_SUMMARY_CHARS = 1500

/**
 * Asks an OpenAI-compatible chat-completions endpoint to rewrite the period's top messages and
 * the extractive draft into a short executive summary. Null on any failure (status, shape,
 * timeout): the caller keeps the extractive summary.
 */
export async function improveSummary(
  config: LlmConfig,
  subject: string,
  documents: readonly SummaryDocument[],
  draft: string,
): Promise<string | null> {
  const sources = documents
    .map((document, index) => `[${index + 1}] ${document.sub}\n${document.body.slice(0, 600)}`)
    .join('\n\n')
  const text = await completeChat(config, {
    system:
      'You write executive summaries for investors: 2 to 4 factual sentences, plain text, no lists, only facts from the given messages.',
    user: `Subject: ${subject}\n\nMessages:\n${sources}\n\nExtractive draft:\n${draft}\n\nWrite the executive summary.`,
    maxTokens: 300,
  })
  return text === null ? null : text.slice(0, MAX_SUMMARY_CHARS)
}
