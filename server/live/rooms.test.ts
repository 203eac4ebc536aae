import { describe, expect, it } from 'vitest'
import { parseTitleRoom, titleRoom } from './rooms'

describe('title rooms', () => {
  it('round-trips partition and title id', () => {
    expect(parseTitleRoom(titleRoom('realtime', 42))).toEqual({ partition: 'realtime', titleId: 42 })
    expect(parseTitleRoom(titleRoom('daily_5am', 1_000_001))).toEqual({
      partition: 'daily_5am',
      titleId: 1_000_001,
    })
  })

  it('ignores other rooms', () => {
    for (const room of ['AbCdEf123', 'title:', 'title:realtime', 'title::4', 'title:realtime:x']) {
      expect(parseTitleRoom(room)).toBeNull()
    }
  })
})
