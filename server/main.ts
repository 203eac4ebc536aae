import { mkdir } from 'node:fs/promises'
import { ConfigError, loadConfig } from './config'
import { readOrCreateLocalOperatorToken } from './operator'
import { startServer } from './start'
import { demoHistoryLine, startBanner } from './start-banner'

/** `node dist/server/main.js` (npm start): config → db → migrations → seed → app → live → listen. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  let localOperatorToken = false
  try {
    // npm start is the embedded default: the demo feed is on unless DEMO_FEED says otherwise.
    const env = { ...process.env }
    if (!env.DEMO_FEED?.trim()) env.DEMO_FEED = 'true'
    config = loadConfig(env)
    if (config.operatorToken === null) {
      // Without a configured token the operator (npm run admin) would be locked out of the
      // outbox and invoice payments; a local token in DATA_DIR keeps the embedded default whole.
      await mkdir(config.dataDir, { recursive: true })
      env.OPERATOR_TOKEN = await readOrCreateLocalOperatorToken(config.dataDir)
      config = loadConfig(env)
      localOperatorToken = true
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }

  const server = await startServer(config)
  // A rejection nobody awaits must not take the node down: third-party clients (node-redis on a
  // reset connection) can produce one during the outages this server is built to ride out.
  process.on('unhandledRejection', (reason: unknown) => {
    server.logger.error({ err: reason }, 'unhandled promise rejection: kept running')
  })
  process.stdout.write(
    startBanner(config, {
      url: server.url,
      databaseDescription: server.databaseDescription,
      localOperatorToken,
    }),
  )
  server.ingest.demoFeed?.backfillDone.then(
    (report) => process.stdout.write(demoHistoryLine(report)),
    () => undefined,
  )

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    server.logger.info({ signal }, 'shutting down')
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Murmur failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
