import { describe, expect, it } from 'vitest'
import { cancelledResult, createLatestLoad, DEFAULT_CANCEL_ON, isCancelled, sleep } from './cancellation'
import type { ApiResult } from './client'

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('cancellation basics', () => {
  it('cancels on page change and logout by default; a cancelled result is not an error value', () => {
    expect(DEFAULT_CANCEL_ON).toEqual(['page', 'logout'])
    const result = cancelledResult<number>()
    expect(result).toEqual({ ok: false, error: { kind: 'cancelled', status: 0 } })
    expect(!result.ok && isCancelled(result.error)).toBe(true)
    expect(isCancelled({ kind: 'network', status: 0 })).toBe(false)
  })

  it('ends a sleep early when the signal aborts', async () => {
    const controller = new AbortController()
    let cleared = false
    const waiting = sleep(1000, controller.signal, () => () => {
      cleared = true
    })
    controller.abort()
    await expect(waiting).resolves.toBe(false)
    expect(cleared).toBe(true)
  })
})

describe('latest load (a newer load supersedes an older one)', () => {
  it('aborts the previous load of the slot and resolves it cancelled', async () => {
    const slot = createLatestLoad()
    const first = deferred<ApiResult<string>>()
    const second = deferred<ApiResult<string>>()
    const signals: AbortSignal[] = []
    const older = slot.run((signal) => {
      signals.push(signal)
      return first.promise
    })
    const newer = slot.run((signal) => {
      signals.push(signal)
      return second.promise
    })
    expect(signals[0]?.aborted).toBe(true)
    expect(signals[1]?.aborted).toBe(false)
    // Even an answer that arrives after being superseded is dropped.
    first.resolve({ ok: true, value: 'old', status: 200 })
    second.resolve({ ok: true, value: 'new', status: 200 })
    await expect(older).resolves.toEqual({ ok: false, error: { kind: 'cancelled', status: 0 } })
    await expect(newer).resolves.toEqual({ ok: true, value: 'new', status: 200 })
  })

  it('keeps slots independent and aborts the running load on abort()', () => {
    const a = createLatestLoad()
    const b = createLatestLoad()
    const signalA = a.start()
    const signalB = b.start()
    const signalA2 = a.start()
    expect(signalA.aborted).toBe(true)
    expect(signalB.aborted).toBe(false)
    a.abort()
    expect(signalA2.aborted).toBe(true)
    expect(signalB.aborted).toBe(false)
  })
})
