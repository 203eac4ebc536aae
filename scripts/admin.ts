import { runAdmin } from './admin/cli'

/** `npm run admin -- <command>`: see scripts/admin/cli.ts (USAGE). */
runAdmin(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`admin failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  },
)
