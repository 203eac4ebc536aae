import * as v from 'valibot'
import { QueryText, queryInteger } from './history'
import { MessageItemSchema, TitleFiltersSchema } from './messages'

/**
 * Research requests (application §3 "Research request": requestElements, scheduledTime,
 * repeatInterval, start date; §5 schedule texts; §7 GET/POST /v6/research/request, GET, DELETE
 * (200) and PATCH (202) /v6/research/request/{id}). Elements, times and the report are Murmur's.
 */
export const RESEARCH_TEXT = {
  repeatInterval: 'Please enter an interval of 1 or more',
  startDate: 'Please choose a date',
} as const

export const RESEARCH_MAX_ELEMENTS = 10
export const RESEARCH_MAX_INTERVAL_DAYS = 365

export const ResearchElementSchema = v.variant('type', [
  v.strictObject({ type: v.literal('title'), title_id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.strictObject({
    type: v.literal('query'),
    query: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  }),
  v.strictObject({
    type: v.literal('author'),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
    source: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  }),
  v.strictObject({
    type: v.literal('view'),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
    filter: TitleFiltersSchema,
  }),
])
export type ResearchElement = v.InferOutput<typeof ResearchElementSchema>

const Interval = v.pipe(
  v.number(RESEARCH_TEXT.repeatInterval),
  v.integer(RESEARCH_TEXT.repeatInterval),
  v.minValue(1, RESEARCH_TEXT.repeatInterval),
  v.maxValue(RESEARCH_MAX_INTERVAL_DAYS, `repeatInterval is at most ${RESEARCH_MAX_INTERVAL_DAYS} days`),
)
const StartDate = v.pipe(
  v.string(RESEARCH_TEXT.startDate),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, RESEARCH_TEXT.startDate),
)
const ScheduledTime = v.pipe(
  v.string(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'scheduledTime must be HH:MM (UTC)'),
)
const Elements = v.pipe(
  v.array(ResearchElementSchema),
  v.minLength(1, 'requestElements needs at least one title, query, author or view'),
  v.maxLength(RESEARCH_MAX_ELEMENTS, `requestElements takes at most ${RESEARCH_MAX_ELEMENTS} elements`),
)
const Name = v.pipe(v.string(), v.trim(), v.maxLength(100))

/** POST body. scheduledTime is HH:MM in UTC; repeatInterval in days; startDate YYYY-MM-DD (UTC). */
export const ResearchRequestBodySchema = v.strictObject({
  name: v.optional(Name),
  requestElements: Elements,
  scheduledTime: ScheduledTime,
  repeatInterval: Interval,
  startDate: StartDate,
})
export type ResearchRequestBody = v.InferOutput<typeof ResearchRequestBodySchema>

/** PATCH body: any of the fields, and active to pause or resume. */
export const ResearchRequestPatchSchema = v.strictObject({
  name: v.optional(Name),
  requestElements: v.optional(Elements),
  scheduledTime: v.optional(ScheduledTime),
  repeatInterval: v.optional(Interval),
  startDate: v.optional(StartDate),
  active: v.optional(v.boolean()),
})
export type ResearchRequestPatch = v.InferOutput<typeof ResearchRequestPatchSchema>

export const ResearchListQuerySchema = v.strictObject({
  limit: queryInteger(1, 100),
  offset: queryInteger(0, 100_000),
  format: v.optional(QueryText),
})

export const ResearchRequestSchema = v.object({
  id: v.number(),
  name: v.string(),
  requestElements: v.array(ResearchElementSchema),
  scheduledTime: v.string(),
  repeatInterval: v.number(),
  startDate: v.string(),
  active: v.boolean(),
  /** Epoch ms of the next run; null when paused. */
  next_run: v.nullable(v.number()),
  /** Epoch ms of the latest report's run; null before the first. */
  last_run: v.nullable(v.number()),
  reports: v.number(),
  created: v.number(),
})
export type ResearchRequest = v.InferOutput<typeof ResearchRequestSchema>

export const ResearchRequestsAnswerSchema = v.object({
  requests: v.array(ResearchRequestSchema),
  total: v.number(),
})
export type ResearchRequestsAnswer = v.InferOutput<typeof ResearchRequestsAnswerSchema>

export const ResearchElementReportSchema = v.object({
  element: ResearchElementSchema,
  /** What the element is, in words: the title's name, the query, author @ source, the view's name. */
  label: v.string(),
  /** Messages in the run's window and in the window of the same length before. */
  messages: v.number(),
  previous: v.number(),
  sentiment: v.object({
    positive: v.number(),
    neutral: v.number(),
    negative: v.number(),
    /** Mean sentiment of the scored messages, −1…1; null when none is scored. */
    mean: v.nullable(v.number()),
  }),
  key_events: v.array(v.object({ key_event_id: v.number(), count: v.number() })),
  top_messages: v.array(MessageItemSchema),
  /** Extractive: sentences of the window's messages; null when there were none. */
  summary: v.nullable(v.string()),
})
export type ResearchElementReport = v.InferOutput<typeof ResearchElementReportSchema>

export const ResearchReportSchema = v.object({
  id: v.number(),
  request_id: v.number(),
  /** The scheduled moment the report covers, and its window (epoch ms). */
  run_at: v.number(),
  start: v.number(),
  end: v.number(),
  created: v.number(),
  elements: v.array(ResearchElementReportSchema),
})
export type ResearchReport = v.InferOutput<typeof ResearchReportSchema>

export const ResearchRequestDetailSchema = v.object({
  request: ResearchRequestSchema,
  /** Newest first, up to 20. */
  reports: v.array(ResearchReportSchema),
})
export type ResearchRequestDetail = v.InferOutput<typeof ResearchRequestDetailSchema>

export const ResearchDeleteAnswerSchema = v.object({ deleted: v.number() })
