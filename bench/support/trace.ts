import type { Browser, Page } from '@playwright/test'
import * as v from 'valibot'

/**
 * Where a page start's time goes, from a Chromium trace (Tracing through Playwright) and the
 * page's own timing entries: the main thread's busy time by kind of work (exclusive time, nested
 * events subtracted), script compile and evaluation per file, the navigation's service worker
 * start and response, every request's wait on the network, and the app's user-timing marks
 * (murmur:*: boot, query cache restored, …), all in ms since navigation start.
 */

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
  'toplevel',
]

const TraceEventSchema = v.object({
  name: v.string(),
  ph: v.string(),
  ts: v.optional(v.number()),
  dur: v.optional(v.number()),
  /** Thread time (the task's own CPU, without time the thread was descheduled). */
  tdur: v.optional(v.number()),
  pid: v.number(),
  tid: v.number(),
  args: v.optional(v.record(v.string(), v.unknown())),
})
type TraceEvent = v.InferOutput<typeof TraceEventSchema>

const TraceFileSchema = v.object({ traceEvents: v.array(v.unknown()) })

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
}

export async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  const buffer = await browser.stopTracing()
  const file = v.parse(TraceFileSchema, JSON.parse(buffer.toString('utf8')))
  const events: TraceEvent[] = []
  for (const raw of file.traceEvents) {
    const parsed = v.safeParse(TraceEventSchema, raw)
    if (parsed.success) events.push(parsed.output)
  }
  return events
}

/** Kinds of main-thread work, by trace event name. */
const KIND_BY_NAME: Readonly<Record<string, string>> = {
  'v8.compile': 'scriptCompile',
  'v8.compileModule': 'scriptCompile',
  'V8.CompileCode': 'scriptCompile',
  CompileScript: 'scriptCompile',
  'v8.produceModuleCache': 'scriptCompile',
  'v8.evaluateModule': 'scriptEvaluate',
  EvaluateScript: 'scriptEvaluate',
  FunctionCall: 'scriptCallbacks',
  TimerFire: 'scriptCallbacks',
  FireAnimationFrame: 'scriptCallbacks',
  RunMicrotasks: 'scriptCallbacks',
  EventDispatch: 'scriptCallbacks',
  ParseHTML: 'parseHtml',
  ParseAuthorStyleSheet: 'styleAndLayout',
  UpdateLayoutTree: 'styleAndLayout',
  Layout: 'styleAndLayout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'garbageCollection',
  MajorGC: 'garbageCollection',
  'BlinkGC.AtomicPhase': 'garbageCollection',
  RunTask: 'other',
  'ThreadControllerImpl::RunTask': 'other',
}

function eventData(event: TraceEvent): Record<string, unknown> {
  const data = event.args?.data
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function fileOf(url: string | undefined): string {
  if (!url) return '(inline or unknown)'
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

const round1 = (ms: number) => Math.round(ms * 10) / 10

export interface MainThreadBreakdown {
  windowMs: number
  busyMs: number
  idleMs: number
  byKindMs: Record<string, number>
  /** The largest unmapped events ('other'), by trace event name. */
  otherByNameMs: Record<string, number>
  scriptByFileMs: { file: string; compileMs: number; evaluateMs: number }[]
  longTasks: { startMs: number; durationMs: number }[]
}

/**
 * The main thread of the last main-frame navigation to `pagePath`: exclusive time per kind of
 * work between its navigation start and `untilMs` (ms since then).
 */
export function mainThreadBreakdown(
  events: readonly TraceEvent[],
  untilMs: number,
  pagePath: string,
): MainThreadBreakdown {
  const threadNames = new Map<string, string>()
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      const name = text(event.args?.name)
      if (name) threadNames.set(`${event.pid}:${event.tid}`, name)
    }
  }
  const mainFrameStarts = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      threadNames.get(`${event.pid}:${event.tid}`) === 'CrRendererMain' &&
      eventData(event).isLoadingMainFrame === true,
  )
  // A navigation the service worker answers may carry no document URL in its event: then the
  // last main-frame navigation of the trace is the page's.
  const navigation =
    mainFrameStarts
      .filter((event) => (text(eventData(event).documentLoaderURL) ?? '').includes(pagePath))
      .at(-1) ?? mainFrameStarts.filter((event) => !text(eventData(event).documentLoaderURL)).at(-1)
  if (!navigation || navigation.ts === undefined) {
    const seen = mainFrameStarts.map((event) => text(eventData(event).documentLoaderURL) ?? '(no URL)')
    throw new Error(
      `the trace holds no main-frame navigationStart to ${pagePath} (seen: ${seen.join(', ') || 'none'})`,
    )
  }
  const origin = navigation.ts
  const end = origin + untilMs * 1000
  const onThread = events
    .filter(
      (event): event is TraceEvent & { ts: number; dur: number } =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === 'X' &&
        event.ts !== undefined &&
        event.dur !== undefined &&
        event.ts + event.dur > origin &&
        event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)

  const byKind: Record<string, number> = {}
  const otherByName: Record<string, number> = {}
  const scripts = new Map<string, { compileMs: number; evaluateMs: number }>()
  const longTasks: { startMs: number; durationMs: number }[] = []
  let busy = 0
  // Exclusive time: each event's duration minus its children's, clipped to the window.
  const stack: {
    end: number
    name: string
    kind: string
    file: string | undefined
    childUs: number
    ownUs: number
  }[] = []
  const close = (upTo: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= upTo) {
      const done = stack.pop()
      if (!done) break
      const exclusive = Math.max(0, done.ownUs - done.childUs) / 1000
      byKind[done.kind] = (byKind[done.kind] ?? 0) + exclusive
      if (done.kind === 'other') otherByName[done.name] = (otherByName[done.name] ?? 0) + exclusive
      if (done.kind === 'scriptCompile' || done.kind === 'scriptEvaluate') {
        const key = fileOf(done.file)
        const entry = scripts.get(key) ?? { compileMs: 0, evaluateMs: 0 }
        if (done.kind === 'scriptCompile') entry.compileMs += exclusive
        else entry.evaluateMs += exclusive
        scripts.set(key, entry)
      }
      const parent = stack.at(-1)
      if (parent) parent.childUs += done.ownUs
    }
  }
  for (const event of onThread) {
    close(event.ts)
    const start = Math.max(event.ts, origin)
    const stop = Math.min(event.ts + event.dur, end)
    const ownUs = Math.max(0, stop - start)
    if (stack.length === 0) {
      busy += ownUs / 1000
      if (event.dur >= 50_000)
        longTasks.push({ startMs: round1((event.ts - origin) / 1000), durationMs: round1(event.dur / 1000) })
    }
    const data = eventData(event)
    const file = text(data.url) ?? text(event.args?.url) ?? text(data.scriptName) ?? text(data.fileName)
    const kind = KIND_BY_NAME[event.name] ?? 'other'
    stack.push({ end: event.ts + event.dur, name: event.name, kind, file, childUs: 0, ownUs })
  }
  close(Number.POSITIVE_INFINITY)

  return {
    windowMs: round1(untilMs),
    busyMs: round1(busy),
    idleMs: round1(Math.max(0, untilMs - busy)),
    byKindMs: Object.fromEntries(
      Object.entries(byKind)
        .map(([kind, ms]) => [kind, round1(ms)] as const)
        .sort((a, b) => b[1] - a[1]),
    ),
    otherByNameMs: Object.fromEntries(
      Object.entries(otherByName)
        .map(([name, ms]) => [name, round1(ms)] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10),
    ),
    scriptByFileMs: [...scripts.entries()]
      .map(([file, times]) => ({
        file,
        compileMs: round1(times.compileMs),
        evaluateMs: round1(times.evaluateMs),
      }))
      .filter((entry) => entry.compileMs + entry.evaluateMs >= 1)
      .sort((a, b) => b.compileMs + b.evaluateMs - (a.compileMs + a.evaluateMs)),
    longTasks,
  }
}

const PageTimingSchema = v.object({
  navigation: v.object({
    workerStart: v.number(),
    fetchStart: v.number(),
    requestStart: v.number(),
    responseStart: v.number(),
    responseEnd: v.number(),
    domInteractive: v.number(),
    domContentLoadedEventEnd: v.number(),
    deliveryType: v.optional(v.string()),
  }),
  marks: v.array(v.object({ name: v.string(), startMs: v.number(), durationMs: v.number() })),
  requests: v.array(
    v.object({
      path: v.string(),
      initiator: v.string(),
      startMs: v.number(),
      waitMs: v.number(),
      endMs: v.number(),
      bytes: v.number(),
      fromServiceWorker: v.boolean(),
    }),
  ),
})
export type PageTiming = v.InferOutput<typeof PageTimingSchema>

/**
 * The page's own timing entries up to `untilMs`: the navigation (service worker start, response),
 * the app's murmur:* marks and measures, and every request with its wait for the first byte.
 */
export async function pageTiming(page: Page, untilMs: number): Promise<PageTiming> {
  const answer = await page.evaluate(`(() => {
    const until = ${JSON.stringify(untilMs)}
    const r = (ms) => Math.round(ms * 10) / 10
    const nav = performance.getEntriesByType('navigation')[0]
    const path = (url) => { try { const u = new URL(url); return u.pathname + u.search } catch { return url } }
    return {
      navigation: {
        workerStart: r(nav.workerStart), fetchStart: r(nav.fetchStart), requestStart: r(nav.requestStart),
        responseStart: r(nav.responseStart), responseEnd: r(nav.responseEnd), domInteractive: r(nav.domInteractive),
        domContentLoadedEventEnd: r(nav.domContentLoadedEventEnd), deliveryType: nav.deliveryType,
      },
      marks: [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('measure')]
        .filter((e) => e.name.startsWith('murmur:'))
        .map((e) => ({ name: e.name, startMs: r(e.startTime), durationMs: r(e.duration) }))
        .sort((a, b) => a.startMs - b.startMs),
      requests: performance.getEntriesByType('resource')
        .filter((e) => e.startTime <= until)
        .map((e) => ({
          path: path(e.name), initiator: e.initiatorType, startMs: r(e.startTime),
          waitMs: r((e.responseStart || e.startTime) - e.startTime), endMs: r(e.responseEnd),
          bytes: e.transferSize, fromServiceWorker: e.workerStart > 0,
        })),
    }
  })()`)
  return v.parse(PageTimingSchema, answer)
}

export interface LongTaskCause {
  durationMs: number
  /** The main thread's CPU time in the task: far below durationMs means it waited for a core. */
  cpuMs?: number
  /** Exclusive time by event (a script's file:function for calls), the largest first. */
  topMs: Record<string, number>
  /** The task's layouts of 5 ms or more: how many layout objects were dirty of how many. */
  layouts: { ms: number; dirtyObjects?: number; totalObjects?: number; partial?: boolean }[]
}

function layoutOf(event: TraceEvent & { dur: number }): LongTaskCause['layouts'][number] {
  const begin = event.args?.beginData
  const data = typeof begin === 'object' && begin !== null ? (begin as Record<string, unknown>) : {}
  const count = (value: unknown) => (typeof value === 'number' ? value : undefined)
  return {
    ms: round1(event.dur / 1000),
    dirtyObjects: count(data.dirtyObjects),
    totalObjects: count(data.totalObjects),
    partial: typeof data.partialLayout === 'boolean' ? data.partialLayout : undefined,
  }
}

/**
 * The long tasks (≥ `minMs`) on the pages' main threads (CrRendererMain) of a trace, each with the
 * work it was made of: exclusive time by event name, script calls by file and function.
 */
export function longTaskCauses(events: readonly TraceEvent[], minMs = 50): LongTaskCause[] {
  const mainThreads = new Set<string>()
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && text(event.args?.name) === 'CrRendererMain')
      mainThreads.add(`${event.pid}:${event.tid}`)
  }
  const byThread = new Map<string, (TraceEvent & { ts: number; dur: number })[]>()
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`
    if (event.ph !== 'X' || event.ts === undefined || event.dur === undefined || !mainThreads.has(key))
      continue
    const list = byThread.get(key) ?? []
    list.push({ ...event, ts: event.ts, dur: event.dur })
    byThread.set(key, list)
  }
  const causes: LongTaskCause[] = []
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    for (let i = 0; i < list.length; i += 1) {
      const task = list[i]
      if (!task || task.dur < minMs * 1000) continue
      // A top-level task: no earlier event encloses it (events are sorted by start).
      const enclosed = list
        .slice(Math.max(0, i - 50), i)
        .some((other) => other.ts + other.dur >= task.ts + task.dur)
      if (enclosed) continue
      const inside = list.filter((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
      const own = new Map<(typeof inside)[number], number>(inside.map((event) => [event, event.dur]))
      const stack: (typeof inside)[number][] = []
      for (const event of inside) {
        while (stack.length > 0 && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts) stack.pop()
        const parent = stack.at(-1)
        if (parent) own.set(parent, (own.get(parent) ?? 0) - event.dur)
        stack.push(event)
      }
      const byName = new Map<string, number>()
      for (const [event, us] of own) {
        const data = eventData(event)
        const label =
          event.name === 'FunctionCall'
            ? `FunctionCall ${fileOf(text(data.url))}:${text(data.functionName) || '?'}`
            : event.name
        byName.set(label, (byName.get(label) ?? 0) + Math.max(0, us) / 1000)
      }
      causes.push({
        durationMs: round1(task.dur / 1000),
        cpuMs: task.tdur === undefined ? undefined : round1(task.tdur / 1000),
        topMs: Object.fromEntries(
          [...byName]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(([name, ms]) => [name, round1(ms)]),
        ),
        layouts: inside.filter((event) => event.name === 'Layout' && event.dur >= 5000).map(layoutOf),
      })
    }
  }
  return causes.sort((a, b) => b.durationMs - a.durationMs)
}
