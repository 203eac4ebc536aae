import * as v from 'valibot'
import { QueryText, QueryTime, queryInteger } from './history'

/** Profiles one GET /titles/{ident}/profiles call returns at most. */
export const TITLE_PROFILES_MAX_LIMIT = 50
/** A profile is dedicated to the title when at least this share of its messages in the range are about it. */
export const DEDICATED_PROFILE_SHARE = 0.5

/** GET /v6/titles/{ident}/profiles (startDate, endDate, limit; default the last 30 days, 20 profiles). */
export const TitleProfilesQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  limit: queryInteger(1, TITLE_PROFILES_MAX_LIMIT),
  format: v.optional(QueryText),
})

/** An account on one source that writes about the title (a Murmur reading of "profiles"). */
export const TitleProfileSchema = v.object({
  source: v.string(),
  author: v.string(),
  display_name: v.nullable(v.string()),
  /** regulars, bots, verified or influencers (data-interface §3). */
  category: v.string(),
  /** 0 bot and blacklisted … 5 curated. */
  impact: v.number(),
  /** Its messages about the title in the range. */
  messages: v.number(),
  /** Its messages about the title over all its messages in the range, 0–1. */
  share: v.number(),
  /** share ≥ DEDICATED_PROFILE_SHARE: an account mostly about this title (fan, investor-relations, ticker bot). */
  dedicated: v.boolean(),
  /** Epoch ms of its first and latest message about the title in the range. */
  first_time: v.number(),
  last_time: v.number(),
})
export type TitleProfile = v.InferOutput<typeof TitleProfileSchema>

export const TitleProfilesAnswerSchema = v.object({
  title_id: v.number(),
  profiles: v.array(TitleProfileSchema),
})
export type TitleProfilesAnswer = v.InferOutput<typeof TitleProfilesAnswerSchema>
