import * as v from 'valibot'
import {
  type IngestMessage,
  IngestMessageSchema,
  type IngestRejection,
  messageTimeProblem,
} from '../../../src/core'

export interface ParsedLines {
  messages: IngestMessage[]
  rejected: IngestRejection[]
  /** Non-blank lines seen. */
  received: number
}

/** Reason for a message that failed its schema: code 8 for a missing field, else 32. */
export function rejectionOf(line: number, issues: readonly v.BaseIssue<unknown>[]): IngestRejection {
  const missing = issues.find((issue) => issue.input === undefined && issue.kind === 'schema')
  if (missing) return { line, code: 8, reason: `missing field ${v.getDotPath(missing) ?? '?'}` }
  const first = issues[0]
  const path = first ? v.getDotPath(first) : null
  return { line, code: 32, reason: `${path ? `field ${path}: ` : ''}${first?.message ?? 'invalid'}` }
}

/**
 * Checks one decoded item; `line` is its 1-based number in the input. Everything a line carries
 * is checked here, before any transaction, so one bad line never fails the others.
 */
export function checkItem(
  line: number,
  item: unknown,
  nowMs: number = Date.now(),
): IngestMessage | IngestRejection {
  const result = v.safeParse(IngestMessageSchema, item)
  if (!result.success) return rejectionOf(line, result.issues)
  const problem = messageTimeProblem(result.output.time.getTime(), nowMs)
  return problem === null ? result.output : { line, code: 32, reason: problem }
}

export function isRejection(value: IngestMessage | IngestRejection): value is IngestRejection {
  return 'reason' in value
}

/** JSON lines: one message per line; blank lines are skipped; a bad line never stops the rest. */
export function parseJsonLines(text: string, firstLine = 1, nowMs: number = Date.now()): ParsedLines {
  const parsed: ParsedLines = { messages: [], rejected: [], received: 0 }
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i]?.trim() ?? ''
    if (raw === '') continue
    parsed.received += 1
    const line = firstLine + i
    let item: unknown
    try {
      item = JSON.parse(raw)
    } catch (error) {
      parsed.rejected.push({
        line,
        code: 33,
        reason: `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
      })
      continue
    }
    const checked = checkItem(line, item, nowMs)
    if (isRejection(checked)) parsed.rejected.push(checked)
    else parsed.messages.push(checked)
  }
  return parsed
}
