// Starts the enrichment worker from its TypeScript source (tests, tsx scripts): the worker thread
// registers tsx itself, since a parent's --import hooks do not reach worker threads on Node 20.
import { register } from 'tsx/esm/api'

register()
await import('./enrich-worker.ts')
