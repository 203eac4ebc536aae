import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { shutDownInOrder } from './shutdown'

describe('shutDownInOrder', () => {
  it('runs every step in order, past a step that hangs or fails, and names them in the log', async () => {
    const order: string[] = []
    const lines: string[] = []
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) })
    await shutDownInOrder(
      [
        ['first', async () => void order.push('first')],
        ['stuck', () => new Promise<void>(() => order.push('stuck'))],
        [
          'broken',
          async () => {
            order.push('broken')
            throw new Error('boom')
          },
        ],
        ['last', async () => void order.push('last')],
      ],
      logger,
      20,
    )
    expect(order).toEqual(['first', 'stuck', 'broken', 'last'])
    expect(lines.some((line) => line.includes('"step":"stuck"') && line.includes('timed out'))).toBe(true)
    expect(lines.some((line) => line.includes('"step":"broken"') && line.includes('failed'))).toBe(true)
  })
})
