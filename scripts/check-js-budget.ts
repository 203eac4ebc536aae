import { BUDGETED_ROUTE, CRITICAL_PATH_JS_TARGET_GZIP_BYTES, measureCriticalPath } from './bundle/budget'

/** `npm test` (after the build): fails when the first load's critical-path JS is over its ceiling. */
const buildDir = process.argv[2] ?? 'dist/app'
const measure = await measureCriticalPath(buildDir)
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
process.stdout.write(
  `critical-path JS of ${BUDGETED_ROUTE}: ${kb(measure.gzipBytes)} gzip in ${measure.files.length} files ` +
    `(ceiling ${kb(measure.ceilingBytes)}, target ${kb(CRITICAL_PATH_JS_TARGET_GZIP_BYTES)})\n`,
)
for (const file of measure.files) process.stdout.write(`  ${kb(file.gzipBytes).padStart(9)}  ${file.file}\n`)
if (!measure.withinCeiling) {
  process.stderr.write(
    `critical-path JS is over its ceiling by ${kb(measure.gzipBytes - measure.ceilingBytes)}: ` +
      'load what the first paint does not need lazily (scripts/bundle/budget.ts)\n',
  )
  process.exit(1)
}
