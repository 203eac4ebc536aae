import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Lets a journey post messages to the own server's `POST /v6/ingest`. */
export const OWN_SERVER_OPERATOR_TOKEN = 'e2e-own-server-operator-token'

/**
 * A server of the test's own (the built one, on its own port and database), for
 * journeys that stop and restart the server while the browser stays open.
 */
export class OwnServer {
  private child: ChildProcess | null = null
  readonly dataDir = mkdtempSync(join(tmpdir(), 'murmur-e2e-own-'))

  constructor(readonly port: number) {}

  get url(): string {
    return `http://localhost:${this.port}`
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        OPERATOR_TOKEN: OWN_SERVER_OPERATOR_TOKEN,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    this.child = child
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('server did not start within 30 s')), 30_000)
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Murmur is running')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    })
  }

  /** A graceful stop (SIGTERM), as in a deploy: the server closes every socket. */
  async stop(): Promise<void> {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  async dispose(): Promise<void> {
    await this.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}
