import { ConfigError, loadConfig } from './config'
import { startServer } from './start'

/** `node dist/server/main.js` (npm start): config → db → migrations → seed → app → live → listen. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }

  const server = await startServer(config)
  process.stdout.write(
    [
      '',
      `Murmur is running at ${server.url}`,
      `Demo login: ${config.demo.email} / ${config.demo.password}`,
      `Database: ${server.databaseDescription}`,
      config.redisUrl ? 'Live fan-out: Redis adapter' : 'Live fan-out: this node only',
      '',
    ].join('\n'),
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
