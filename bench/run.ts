import { readdir } from 'node:fs/promises'
import * as v from 'valibot'

/**
 * Runs every suite in bench/suites (each exports `run()` and writes bench/results/<name>.json),
 * or only those named on the command line: `npm run bench -- sentiment userdata-auth`.
 */
const SuiteModuleSchema = v.object({ run: v.function() })

const suitesDir = new URL('./suites/', import.meta.url)
const available = (await readdir(suitesDir))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort()
const requested = process.argv.slice(2)
const unknown = requested.filter((name) => !available.includes(name))
if (unknown.length > 0) {
  process.stderr.write(`Unknown bench suite(s): ${unknown.join(', ')}. Available: ${available.join(', ')}\n`)
  process.exit(2)
}
for (const name of requested.length > 0 ? requested : available) {
  process.stdout.write(`\n== bench: ${name}\n`)
  const suite = v.parse(SuiteModuleSchema, await import(new URL(`${name}.ts`, suitesDir).href))
  await suite.run()
}
