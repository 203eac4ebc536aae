// Bundles the server (server/main.ts → dist/server/main.js) and copies the SQL migrations
// next to it: server/db/migrate.ts resolves them as ./migrations relative to its own
// module, which in the bundle is dist/server/main.js.
import { cp, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = `${root}dist/server`

await rm(outdir, { recursive: true, force: true })
// The embedded database (server/db/pglite-thread.ts) and the ingest's enrichment
// (server/pipeline/enrich-thread.ts) run in worker threads: entries of their own, loaded from next to main.js.
await build({
  entryPoints: {
    main: `${root}server/main.ts`,
    'pglite-worker': `${root}server/db/pglite-worker.ts`,
    'enrich-worker': `${root}server/pipeline/enrich-worker.ts`,
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
})
await cp(`${root}server/db/migrations`, `${outdir}/migrations`, { recursive: true })
console.log('server bundle: dist/server/main.js, pglite-worker.js, enrich-worker.js (+ migrations)')
