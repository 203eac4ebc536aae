import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

function capture() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'))
      done()
    },
  })
  return { logger: createLogger('info', sink), text: () => lines.join('') }
}

describe('createLogger', () => {
  it('redacts secret fields of logged bodies and objects at any of the first levels', () => {
    const { logger, text } = capture()
    logger.info(
      {
        password: 'P1-secret',
        body: { newpassword: 'P2-secret', token: 'T1-secret', nested: { reset_token: 'T2-secret' } },
        req: { headers: { authorization: 'Basic QUJD' } },
        user: { email: 'someone@example.com' },
      },
      'logged',
    )
    const written = text()
    for (const secret of ['P1-secret', 'P2-secret', 'T1-secret', 'T2-secret', 'QUJD']) {
      expect(written).not.toContain(secret)
    }
    expect(written).toContain('someone@example.com')
    expect(written).toContain('[redacted]')
  })
})
