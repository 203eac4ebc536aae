import * as v from 'valibot'

/**
 * Lookup data of the /v6 inventory calls (application §3 "Inventory", data-interface §3
 * "Lookup data", §7 "Inventory"). One schema per answer; `icon` appears when add_icon=true.
 */

const icon = v.optional(v.string())

/** ?format= is accepted by every call; json is the only supported value (else code 21). */
export const FormatQuerySchema = v.object({ format: v.optional(v.string()) })

/** ?add_icon=true|false on the calls that can carry icons. */
export const AddIconQuerySchema = v.object({
  format: v.optional(v.string()),
  add_icon: v.optional(v.picklist(['true', 'false'])),
})

export const ExchangeSchema = v.object({
  exchange_id: v.number(),
  name: v.string(),
  /** ISO 10383 market identifier code. */
  mic: v.string(),
  /** ISO 3166-1 alpha-2. */
  country: v.string(),
  icon,
})
export type Exchange = v.InferOutput<typeof ExchangeSchema>
export const ExchangesAnswerSchema = v.array(ExchangeSchema)
export const ExchangesQuerySchema = v.object({
  format: v.optional(v.string()),
  add_icon: v.optional(v.picklist(['true', 'false'])),
  /** ISO 3166-1 alpha-2; only exchanges of that country. */
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code'))),
})

export const CountrySchema = v.object({
  name: v.string(),
  /** ISO 3166-1 alpha-2. */
  iso: v.string(),
  /** ISO 3166-1 numeric (UN M49), three digits. */
  un: v.string(),
  /** AF, AN, AS, EU, NA, OC or SA. */
  continent_code: v.string(),
  icon,
})
export type Country = v.InferOutput<typeof CountrySchema>
export const CountriesAnswerSchema = v.array(CountrySchema)

export const SectorSchema = v.object({
  /** The id's length gives the level: ≥8 subindustry, ≥6 industry, ≥4 group, else sector. */
  id: v.string(),
  name: v.string(),
  icon,
})
export const SectorsAnswerSchema = v.array(SectorSchema)

export const ListSchema = v.object({ id: v.number(), n: v.string(), icon })
export const ListsAnswerSchema = v.array(ListSchema)

export const ListQuerySchema = v.object({
  format: v.optional(v.string()),
  add_icon: v.optional(v.picklist(['true', 'false'])),
  /** Report model whose latest bucket gives each member's buzz and sentiment (default daily_5am). */
  partition: v.optional(v.string()),
})

export const ListMemberSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: v.string(),
  /** Latest buzz of the partition, times 100 (100 = average); null without data. */
  buzz: v.nullable(v.number()),
  /** Latest mean sentiment of the partition in [-1, 1]; null without data. */
  sentiment: v.nullable(v.number()),
})
export const ListAnswerSchema = v.object({
  id: v.number(),
  n: v.string(),
  icon,
  partition: v.string(),
  titles: v.array(ListMemberSchema),
})

export const SourceSchema = v.object({ source: v.string(), type: v.string(), icon })
export const SourcesAnswerSchema = v.array(SourceSchema)

export const SourceTypeSchema = v.object({ type: v.string(), icon })
export const SourceTypesAnswerSchema = v.array(SourceTypeSchema)

export const KeyEventEntrySchema = v.object({ key_event_id: v.number(), name: v.string(), icon })
export const KeyEventGroupSchema = v.object({
  id: v.number(),
  name: v.string(),
  icon,
  key_events: v.array(KeyEventEntrySchema),
})
export const KeyEventsAnswerSchema = v.array(KeyEventGroupSchema)

export const ErrorCodeSchema = v.object({ code: v.number(), internalCode: v.string(), en: v.string() })
export const ErrorCodesAnswerSchema = v.array(ErrorCodeSchema)

export const HolidaysQuerySchema = v.object({
  format: v.optional(v.string()),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code'))),
  exchange_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be an exchange id'))),
  year: v.optional(v.pipe(v.string(), v.regex(/^(19|20|21)\d\d$/, 'must be a four-digit year'))),
})
export const HolidaySchema = v.object({
  /** YYYY-MM-DD. */
  date: v.string(),
  name: v.string(),
  country: v.string(),
  /** Exchanges of that country closed on this public holiday. */
  exchange_ids: v.array(v.number()),
})
export const HolidaysAnswerSchema = v.array(HolidaySchema)

export const ReportModelSchema = v.object({
  /** Report model id where the spec names one (hourly 1, realtime 2, daily_5am 4), else null. */
  id: v.nullable(v.number()),
  name: v.string(),
  /** Bucket length in minutes. */
  interval_minutes: v.number(),
  /** Minutes after UTC midnight a daily bucket starts. */
  offset_minutes: v.number(),
  /** Source of a per-source model, else null. */
  source: v.nullable(v.string()),
})
export const ReportsAnswerSchema = v.array(ReportModelSchema)

const FilterChoiceSchema = v.object({ id: v.union([v.string(), v.number()]), n: v.string() })
export const AvailableFiltersAnswerSchema = v.object({
  type: v.array(FilterChoiceSchema),
  region: v.array(FilterChoiceSchema),
  country: v.array(FilterChoiceSchema),
  sector: v.array(FilterChoiceSchema),
  pri_exchange: v.array(FilterChoiceSchema),
  exchange: v.array(FilterChoiceSchema),
  list: v.array(FilterChoiceSchema),
  /** Numeric filters of GET /titles, each with _higher and _lower bounds. */
  ranges: v.array(v.object({ name: v.string(), unit: v.string() })),
  sort_by: v.array(v.string()),
})
