import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'
import { QueryText, QueryTime, queryInteger } from './history'
import { EntitySchema, TITLE_SORTS, TitleRowSchema } from './title-lookups'

/** GET /v6/titles/{ident}/topics (startDate, endDate): the title's hottest topics. */
export const TitleTopicsQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})
export const TitleTopicsAnswerSchema = v.object({
  title_id: v.number(),
  /** Words and two-word phrases the period's top messages use more than the market's, with the messages that use them. */
  topics: v.array(v.object({ topic: v.string(), count: v.number() })),
})
export type TitleTopicsAnswer = v.InferOutput<typeof TitleTopicsAnswerSchema>

/** Entities one GET /titles/{ident}/entities call returns at most. */
export const TITLE_ENTITIES_MAX_LIMIT = 50

/** GET /v6/titles/{ident}/entities (limit, startDate, endDate; default the last 30 days). */
export const TitleEntitiesQuerySchema = v.strictObject({
  limit: queryInteger(1, TITLE_ENTITIES_MAX_LIMIT),
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})
export const MentionedEntitySchema = v.object({
  ...EntitySchema.entries,
  /** Messages about the title that also mention this entity. */
  count: v.number(),
})
export const TitleEntitiesAnswerSchema = v.object({
  title_id: v.number(),
  entities: v.array(MentionedEntitySchema),
})

/** GET /v6/titles/{ident}/entities/history (startDate, endDate, limit): daily co-mentions. */
export const TitleEntitiesHistoryQuerySchema = TitleEntitiesQuerySchema
export const TitleEntitiesHistoryAnswerSchema = v.object({
  title_id: v.number(),
  /** UTC days of the range, oldest first; each entity's counts follow this order. */
  days: v.array(v.string()),
  entities: v.array(v.object({ ...MentionedEntitySchema.entries, daily: v.array(v.number()) })),
})

/** GET /v6/entities (entity_type, limit, offset): every entity, titles first, page by page. */
export const EntitiesListQuerySchema = v.strictObject({
  entity_type: v.optional(v.pipe(QueryText, TitleTypeSchema)),
  limit: queryInteger(1, 1000),
  offset: queryInteger(0, 1_000_000),
  format: v.optional(QueryText),
})
export const EntitiesListAnswerSchema = v.object({
  total: v.number(),
  entities: v.array(EntitySchema),
})

/** The fields a list's top and flop can rank by: the numeric sorts of GET /titles. */
export const TOP_FLOP_FIELDS = TITLE_SORTS.filter(
  (sort): sort is Exclude<(typeof TITLE_SORTS)[number], 'name' | 'id'> => sort !== 'name' && sort !== 'id',
)

/** GET /v6/lists/{lid}/top_flop (field, limit, partition): a list's best and worst members. */
export const TopFlopQuerySchema = v.strictObject({
  field: v.optional(
    v.pipe(QueryText, v.picklist(TOP_FLOP_FIELDS, `field must be one of ${TOP_FLOP_FIELDS.join(', ')}`)),
  ),
  limit: queryInteger(1, 50),
  partition: v.optional(QueryText),
  format: v.optional(QueryText),
})
export const TopFlopAnswerSchema = v.object({
  id: v.number(),
  n: v.string(),
  field: v.picklist(TOP_FLOP_FIELDS),
  partition: v.string(),
  /** Highest values first; members without a value are left out. */
  top: v.array(TitleRowSchema),
  /** Lowest values first, none of them in top. */
  flop: v.array(TitleRowSchema),
})
