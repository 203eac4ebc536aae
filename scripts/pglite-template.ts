// Part of the build: the migrated empty database a first start loads instead of running initdb
// and the migrations in WebAssembly (server/db/pglite-template.ts). Kept across builds.
import { ensurePgliteTemplate } from '../server/db/pglite-template'

const started = performance.now()
const { path, made } = await ensurePgliteTemplate()
console.log(
  `database template: ${path} (${made ? `made in ${Math.round(performance.now() - started)} ms` : 'kept'})`,
)
