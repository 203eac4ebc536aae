import { type BuzzUpdate, sentimentColor, sentimentIcon, sentimentScore } from '../../src/core'
import { parseTitleRoom } from './rooms'
import type { LiveServer } from './state'

/**
 * DEMO SOURCE — not market data. It proves the live path end to end (authorize →
 * subscribe → room → `buzz` event) until the real pipeline publishes updates; later
 * issues replace it. Every interval it sends each (partition, title) room that has
 * members on this node an invented update: buzz as a multiple of the average (around
 * 1.0) and sentiment in [-1, 1], each a seeded random walk per title.
 */

interface Walk {
  next: () => number
  logBuzz: number
  sentiment: number
}

/** mulberry32: a small seeded PRNG, so a title's walk is the same on every node and run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function seedOf(text: string): number {
  let hash = 2_166_136_261
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619)
  return hash >>> 0
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

function startWalk(room: string): Walk {
  const next = seededRandom(seedOf(room))
  return { next, logBuzz: (next() - 0.5) * 0.6, sentiment: (next() - 0.5) * 0.8 }
}

function step(walk: Walk): void {
  // Mean-reverting in log space, so buzz hovers around 1.0 times the average.
  walk.logBuzz = walk.logBuzz * 0.9 + (walk.next() - 0.5) * 0.3
  walk.sentiment = clamp(walk.sentiment * 0.97 + (walk.next() - 0.5) * 0.2, -1, 1)
}

function demoBuzzUpdate(titleId: number, partition: string, walk: Walk, now: number): BuzzUpdate {
  const sentiment = round(walk.sentiment, 3)
  return {
    id: titleId,
    buzz: round(Math.exp(walk.logBuzz), 3),
    sentiment,
    sentiment_score: sentimentScore(sentiment),
    icon: sentimentIcon(sentiment),
    icon_color: sentimentColor(sentiment),
    time: now,
    partition,
  }
}

export interface DemoBuzzSource {
  stop(): void
}

export function startDemoBuzzSource(
  io: LiveServer,
  intervalMs: number,
  now: () => number = Date.now,
): DemoBuzzSource {
  const walks = new Map<string, Walk>()

  function tick(): void {
    // Local rooms only, sent through io.local: with the Redis adapter every node serves its
    // own sockets, so an update is never delivered twice.
    const rooms = io.of('/').adapter.rooms
    for (const room of walks.keys()) if (!rooms.has(room)) walks.delete(room)
    const time = now()
    for (const [room, members] of rooms) {
      const title = parseTitleRoom(room)
      if (!title || members.size === 0) continue
      let walk = walks.get(room)
      if (!walk) {
        walk = startWalk(room)
        walks.set(room, walk)
      }
      step(walk)
      io.local.to(room).emit('buzz', demoBuzzUpdate(title.titleId, title.partition, walk, time))
    }
  }

  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : null
  return {
    stop() {
      if (timer) clearInterval(timer)
      walks.clear()
    },
  }
}
