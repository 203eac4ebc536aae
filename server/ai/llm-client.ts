import * as v from 'valibot'
import type { LlmConfig } from '../config'

const ChatCompletionSchema = v.object({
  choices: v.pipe(
    v.array(v.object({ message: v.object({ content: v.nullable(v.string()) }) })),
    v.minLength(1),
  ),
})

/**
 * One answer of an OpenAI-compatible chat-completions endpoint (LLM_BASE_URL); null on any failure
 * (status, shape, timeout), so callers keep what they wrote themselves.
 */
export async function completeChat(
  config: LlmConfig,
  prompt: { system: string; user: string; maxTokens: number },
): Promise<string | null> {
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
        max_tokens: prompt.maxTokens,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    if (!response.ok) return null
    const parsed = v.safeParse(ChatCompletionSchema, await response.json())
    if (!parsed.success) return null
    const text = parsed.output.choices[0]?.message.content?.trim() ?? ''
    return text.length > 0 ? text : null
  } catch {
    return null
  }
}
