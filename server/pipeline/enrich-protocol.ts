import type { IngestMessage } from '../../src/core'
import type { EnrichedMessage } from './enrich'
import type { LinkableTitle } from './linking/matcher'

/** Messages between the ingest and its enrichment thread (enrich-worker.ts). */
export type EnrichRequest =
  /** scored: load the pipeline's sentiment model (else every message is stored unscored). */
  | { id: number; kind: 'init'; scored: boolean }
  /** The inventory the matcher links against, sent again only when its signature changes. */
  | { id: number; kind: 'titles'; signature: string; titles: readonly LinkableTitle[] }
  | { id: number; kind: 'enrich'; messages: readonly IngestMessage[] }

export type EnrichResponse =
  | { id: number; ok: true; result: EnrichedMessage[] | null }
  | { id: number; ok: false; error: string }
