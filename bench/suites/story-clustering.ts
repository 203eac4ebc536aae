import { cpuUsage } from 'node:process'
import { StoryClusterer } from '../../server/pipeline/trends/clusterer'
import { clusterMessageOf } from '../../server/pipeline/trends/radar'
import { termsOf } from '../../server/pipeline/trends/terms'
import { wordsOf } from '../../server/pipeline/trends/words'
import { machineFacts, round, writeResult } from '../support/measure'

/**
 * Benchmark: the trend radar's per-message work on one core, as the ingest transaction does it:
 * words, MinHash signature and LSH clustering against the active stories, plus the topic terms.
 * The feed: MESSAGES messages over 24 hours about 2,000 titles: 1 in 5 tells one of 300 events
 * (its title's, a few sources, numbers and name forms varied), the rest ordinary news and posts.
 * Writes bench/results/story-clustering.json. Target: ≥ 5,000 messages/s.
 */

const MESSAGES = Number(process.env.BENCH_MESSAGES_CLUSTER ?? 200_000)
const TITLES = 2000
const EVENTS = 300
const TARGET = { messagesPerSecond: 5000 }

const EVENT_TEXTS = [
  '{n} announces share buyback program of {m} million',
  'Regulators open investigation into {n} sales practices',
  '{n} names new chief executive officer, effective next month',
  '{n} cuts full-year guidance on weaker demand in Europe',
  '{n} agrees to acquire a rival for {m} million in cash',
  '{n} recalls products after safety review of its plants',
]
const ORDINARY = [
  '{n} shares rise {p}% as demand outlook improves',
  '{n} slides as costs weigh on profitability this quarter',
  'Anyone watching {c} today?',
  'Loaded more {c} today, long term this is a winner',
  '{n} to present at investor conference next week in London',
  'What is the consensus on {c} into next week?',
  '{n} trading volume in line with its monthly average',
]

/** A deterministic generator (xorshift), so runs compare. */
function random(seed: number) {
  let x = seed >>> 0 || 1
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 4_294_967_296
  }
}

function feed(): { sub: string; titleIds: number[]; timeMs: number; source: string; type: string }[] {
  const r = random(42)
  const start = Date.UTC(2026, 10, 24)
  const out = []
  for (let i = 0; i < MESSAGES; i += 1) {
    const event = r() < 0.2 ? Math.floor(r() * EVENTS) : null
    const title = event === null ? Math.floor(r() ** 2 * TITLES) : (event * 7) % TITLES
    const template =
      event === null
        ? (ORDINARY[Math.floor(r() * ORDINARY.length)] ?? '')
        : (EVENT_TEXTS[event % EVENT_TEXTS.length] ?? '')
    const name = r() < 0.5 ? `Company${title} Holdings` : `Company${title}`
    out.push({
      sub: template
        .replace('{n}', name)
        .replace('{c}', `$C${title}`)
        .replace('{m}', String(50 + Math.floor(r() * 1950)))
        .replace('{p}', (1 + r() * 7).toFixed(1)),
      titleIds: [1000 + title],
      timeMs: start + Math.floor((i / MESSAGES) * 86_400_000),
      source: `source${Math.floor(r() * 12)}.example`,
      type: r() < 0.4 ? 'news' : 'tweets',
    })
  }
  return out
}

export async function run(): Promise<void> {
  const messages = feed()
  const clusterer = new StoryClusterer()
  const cpu0 = cpuUsage()
  const t0 = performance.now()
  let joined = 0
  let terms = 0
  for (const [i, m] of messages.entries()) {
    const clustered = clusterMessageOf({ id: i + 1, sentiment: 0, body: '', ...m })
    if (clustered && clusterer.assign(clustered).kind === 'joined') joined += 1
    terms += termsOf(wordsOf(m.sub)).length
  }
  const wallMs = performance.now() - t0
  const cpu = cpuUsage(cpu0)
  const cpuMs = (cpu.user + cpu.system) / 1000
  const perSecond = {
    wall: Math.round(MESSAGES / (wallMs / 1000)),
    cpu: Math.round(MESSAGES / (cpuMs / 1000)),
  }
  process.stdout.write(
    `  ${MESSAGES} messages: ${perSecond.wall} msg/s (wall), ${perSecond.cpu} msg/s (cpu); ${joined} joined a story; ${clusterer.size} active stories at the end\n`,
  )
  const path = await writeResult('story-clustering', {
    benchmark: 'story-clustering',
    workload: {
      messages: MESSAGES,
      hours: 24,
      titles: TITLES,
      events: EVENTS,
      eventShare: 0.2,
      work: 'wordsOf + MinHash (64 values) + LSH assign against active stories + topic terms, one thread',
    },
    target: TARGET,
    result: {
      messagesPerSecond: perSecond,
      joinedAStory: joined,
      activeStoriesAtEnd: clusterer.size,
      topicTermsPerMessage: round(terms / MESSAGES, 2),
      meetsTarget: Math.max(perSecond.wall, perSecond.cpu) >= TARGET.messagesPerSecond,
    },
    machine: machineFacts(),
    ranAt: new Date().toISOString(),
  })
  process.stdout.write(`wrote ${path}\n`)
}
