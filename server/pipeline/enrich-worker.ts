import { parentPort } from 'node:worker_threads'
import { type EnrichedMessage, enrichBatch } from './enrich'
import type { EnrichRequest, EnrichResponse } from './enrich-protocol'
import { TitleMatcher } from './linking/matcher'
import { loadSentimentModel } from './sentiment'
import type { SentimentModel } from './sentiment/types'

/**
 * Enrichment (language, instruments, sentiment, key events) in its own thread: it is the ingest's
 * heaviest CPU work, and on the server's thread it delayed the database's answers to the ingest
 * transaction's statements, and every HTTP request, by its slices. Requests are answered in order.
 */
if (parentPort === null) throw new Error('enrich-worker must run as a worker thread')
const port = parentPort
let model: SentimentModel | null = null
let matcher: TitleMatcher | null = null

function answer(request: EnrichRequest): EnrichedMessage[] | null {
  switch (request.kind) {
    case 'init':
      model = request.scored ? loadSentimentModel() : null
      return null
    case 'titles':
      matcher = new TitleMatcher(request.titles)
      return null
    case 'enrich': {
      const current = matcher
      if (current === null) throw new Error('the enrichment thread has no inventory yet')
      return enrichBatch(request.messages, current, model)
    }
  }
}

port.on('message', (request: EnrichRequest) => {
  try {
    const result = answer(request)
    port.postMessage({ id: request.id, ok: true, result } satisfies EnrichResponse)
  } catch (error) {
    port.postMessage({ id: request.id, ok: false, error: String(error) } satisfies EnrichResponse)
  }
})
