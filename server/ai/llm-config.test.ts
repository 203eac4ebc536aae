import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'

describe('LLM configuration (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS)', () => {
  it('is off by default and without a model', () => {
    expect(loadConfig({}).llm).toBeNull()
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).llm).toBeNull()
  })

  it('is on with a base URL and a model, trailing slashes trimmed', () => {
    expect(
      loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
        LLM_MODEL: 'llama3.2:1b',
        LLM_API_KEY: ' key ',
      }).llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'key', model: 'llama3.2:1b', timeoutMs: 8000 })
  })

  it('refuses a malformed URL or timeout', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(ConfigError)
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '5' })).toThrow(ConfigError)
  })
})
