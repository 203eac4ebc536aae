import * as v from 'valibot'
import type { LlmConfig } from '../../config'
import type { SummaryDocument } from './extractive'

const ChatAnswerSchema = v.object({
  choices: v.pipe(
    v.array(v.object({ message: v.object({ content: v.nullable(v.string()) }) })),
    v.minLength(1),
  ),
})

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
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 300,
        messages: [
          {
            role: 'system',
            content:
              'You write executive summaries for investors: 2 to 4 factual sentences, plain text, no lists, only facts from the given messages.',
          },
          {
            role: 'user',
            content: `Subject: ${subject}\n\nMessages:\n${sources}\n\nExtractive draft:\n${draft}\n\nWrite the executive summary.`,
          },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    if (!response.ok) return null
    const parsed = v.safeParse(ChatAnswerSchema, await response.json())
    if (!parsed.success) return null
    const text = parsed.output.choices[0]?.message.content?.trim() ?? ''
    return text.length > 0 ? text.slice(0, MAX_SUMMARY_CHARS) : null
  } catch {
    return null
  }
}
