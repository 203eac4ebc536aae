import type { LlmConfig } from '../../config'
import { completeChat } from '../llm-client'

const NUMBER = /[-+]?\d[\d,.]*/g

/** The numbers a text states (digits only, separators off), so a rewrite can be checked against the original. */
export function numbersIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(NUMBER)].map((match) =>
      match[0].replace(/[,+]/g, '').replace(/\.$/, '').replace(/^-/, ''),
    ),
  )
}

/**
 * Has the configured LLM rewrite a finished answer into fluent prose. Its version is used only if
 * every number in it is one of the answer's (no invented figures) and it keeps the citations.
 */
export async function rewriteAnswer(
  config: LlmConfig,
  question: string,
  answer: string,
): Promise<string | null> {
  const text = await completeChat(config, {
    system:
      'You are Murmur’s market assistant. Rewrite the given answer as fluent, concise prose for an investor. Use only the facts and numbers in it, keep every citation marker like [1] where it belongs, add nothing.',
    user: `Question: ${question}\n\nAnswer to rewrite:\n${answer}`,
    maxTokens: 500,
  })
  if (text === null) return null
  const allowed = numbersIn(answer)
  for (const number of numbersIn(text)) if (!allowed.has(number)) return null
  return text
}
