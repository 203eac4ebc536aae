import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import {
  firstRunAt,
  nextSlotAfter,
  type ResearchReport,
  type ResearchRequest,
  type ResearchRequestBody,
  type ResearchRequestPatch,
} from '../../src/core'
import type { Database } from '../db'
import { type ResearchRequestRow, researchReports, researchRequests } from '../db/schema'

/** The next run of a schedule from `nowMs` on: the first slot not before now (a past start runs at once). */
export function nextRunOf(
  startDate: string,
  scheduledTime: string,
  intervalDays: number,
  nowMs: number,
): number {
  const first = firstRunAt(startDate, scheduledTime)
  if (nowMs <= first) return first
  // A start in the past: the latest slot is due now (the first report comes at once).
  const step = intervalDays * 86_400_000
  return first + Math.floor((nowMs - first) / step) * step
}

function defaultName(body: Pick<ResearchRequestBody, 'requestElements'>): string {
  const first = body.requestElements[0]
  if (!first) return 'Research'
  const what =
    first.type === 'title'
      ? `asset ${first.title_id}`
      : first.type === 'query'
        ? `“${first.query}”`
        : first.type === 'author'
          ? `${first.name} @ ${first.source}`
          : first.name
  return body.requestElements.length > 1 ? `${what} and ${body.requestElements.length - 1} more` : what
}

export async function createRequest(
  db: Database,
  userId: number,
  body: ResearchRequestBody,
  nowMs: number,
): Promise<ResearchRequestRow> {
  const [row] = await db
    .insert(researchRequests)
    .values({
      userId,
      name: body.name?.trim() || defaultName(body),
      elements: body.requestElements,
      scheduledTime: body.scheduledTime,
      repeatIntervalDays: body.repeatInterval,
      startDate: body.startDate,
      nextRunAt: new Date(nextRunOf(body.startDate, body.scheduledTime, body.repeatInterval, nowMs)),
    })
    .returning()
  if (!row) throw new Error('research request not stored')
  return row
}

export async function findOwnRequest(
  db: Database,
  userId: number,
  id: number,
): Promise<ResearchRequestRow | null> {
  const [row] = await db
    .select()
    .from(researchRequests)
    .where(and(eq(researchRequests.id, id), eq(researchRequests.userId, userId)))
  return row ?? null
}

export async function listOwnRequests(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ResearchRequestRow[]; total: number }> {
  const rows = await db
    .select()
    .from(researchRequests)
    .where(eq(researchRequests.userId, userId))
    .orderBy(desc(researchRequests.id))
    .limit(limit)
    .offset(offset)
  const [total] = await db
    .select({ n: count() })
    .from(researchRequests)
    .where(eq(researchRequests.userId, userId))
  return { rows, total: total?.n ?? 0 }
}

export async function updateOwnRequest(
  db: Database,
  row: ResearchRequestRow,
  patch: ResearchRequestPatch,
  nowMs: number,
): Promise<ResearchRequestRow> {
  const next = {
    name: patch.name?.trim() || row.name,
    elements: patch.requestElements ?? row.elements,
    scheduledTime: patch.scheduledTime ?? row.scheduledTime,
    repeatIntervalDays: patch.repeatInterval ?? row.repeatIntervalDays,
    startDate: patch.startDate ?? row.startDate,
    active: patch.active ?? row.active,
  }
  const scheduleChanged =
    next.scheduledTime !== row.scheduledTime ||
    next.repeatIntervalDays !== row.repeatIntervalDays ||
    next.startDate !== row.startDate ||
    (next.active && !row.active)
  const lastRun = await lastRunOf(db, row.id)
  const nextRunAt = !next.active
    ? null
    : scheduleChanged
      ? new Date(
          Math.max(
            nextRunOf(next.startDate, next.scheduledTime, next.repeatIntervalDays, nowMs),
            // A slot already reported is not run again.
            lastRun === null
              ? 0
              : nextSlotAfter(
                  firstRunAt(next.startDate, next.scheduledTime),
                  next.repeatIntervalDays,
                  lastRun,
                ),
          ),
        )
      : row.nextRunAt
  const [updated] = await db
    .update(researchRequests)
    .set({ ...next, nextRunAt, updatedAt: new Date(nowMs) })
    .where(eq(researchRequests.id, row.id))
    .returning()
  if (!updated) throw new Error('research request vanished')
  return updated
}

export async function deleteRequest(db: Database, id: number): Promise<void> {
  await db.delete(researchRequests).where(eq(researchRequests.id, id))
}

async function lastRunOf(db: Database, requestId: number): Promise<number | null> {
  const [row] = await db
    .select({ runAt: researchReports.runAt })
    .from(researchReports)
    .where(eq(researchReports.requestId, requestId))
    .orderBy(desc(researchReports.runAt))
    .limit(1)
  return row ? row.runAt.getTime() : null
}

export async function requestAnswer(db: Database, row: ResearchRequestRow): Promise<ResearchRequest> {
  const [stats] = await db
    .select({ n: count(), last: sql<Date | string | null>`max(${researchReports.runAt})` })
    .from(researchReports)
    .where(eq(researchReports.requestId, row.id))
  const last = stats?.last ? new Date(stats.last).getTime() : null
  return {
    id: row.id,
    name: row.name,
    requestElements: row.elements,
    scheduledTime: row.scheduledTime,
    repeatInterval: row.repeatIntervalDays,
    startDate: row.startDate,
    active: row.active,
    next_run: row.nextRunAt ? row.nextRunAt.getTime() : null,
    last_run: last,
    reports: stats?.n ?? 0,
    created: row.createdAt.getTime(),
  }
}

export async function reportsOf(db: Database, requestId: number, limit: number): Promise<ResearchReport[]> {
  const rows = await db
    .select()
    .from(researchReports)
    .where(eq(researchReports.requestId, requestId))
    .orderBy(desc(researchReports.runAt))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    request_id: row.requestId,
    run_at: row.runAt.getTime(),
    start: row.windowStart.getTime(),
    end: row.windowEnd.getTime(),
    created: row.createdAt.getTime(),
    elements: row.elements,
  }))
}

/** Active requests whose next run has come, oldest first. */
export async function dueRequests(db: Database, nowMs: number, limit: number): Promise<ResearchRequestRow[]> {
  return db
    .select()
    .from(researchRequests)
    .where(
      and(
        eq(researchRequests.active, true),
        isNotNull(researchRequests.nextRunAt),
        lte(researchRequests.nextRunAt, new Date(nowMs)),
      ),
    )
    .orderBy(asc(researchRequests.nextRunAt))
    .limit(limit)
}
