import {
  DAILY_5AM_OFFSET_MS,
  DEFAULT_DAILY_PARTITION,
  HOUR_MS,
  HOURLY_PARTITION,
  LIVE_MIN_INTERVAL_MS,
  PER_SOURCE_PARTITION_SOURCES,
  partitionSpec,
  REALTIME_PARTITION,
  REPORT_MODEL_IDS,
} from '../../../src/core'

/** The report models (partitions) this server computes (data-interface §9, GET /reports). */
export interface ReportModel {
  id: number | null
  name: string
  interval_minutes: number
  offset_minutes: number
  source: string | null
}

const MINUTE_MS = 60_000

export function reportModels(): ReportModel[] {
  const models: ReportModel[] = [
    {
      id: REPORT_MODEL_IDS.realtime,
      name: REALTIME_PARTITION,
      interval_minutes: LIVE_MIN_INTERVAL_MS / MINUTE_MS,
      offset_minutes: 0,
      source: null,
    },
    {
      id: REPORT_MODEL_IDS.hourly,
      name: HOURLY_PARTITION,
      interval_minutes: HOUR_MS / MINUTE_MS,
      offset_minutes: 0,
      source: null,
    },
    {
      id: REPORT_MODEL_IDS.daily_5am,
      name: DEFAULT_DAILY_PARTITION,
      interval_minutes: 24 * 60,
      offset_minutes: DAILY_5AM_OFFSET_MS / MINUTE_MS,
      source: null,
    },
  ]
  for (const source of PER_SOURCE_PARTITION_SOURCES) {
    const name = `${source}_${DEFAULT_DAILY_PARTITION}`
    const spec = partitionSpec(name)
    if (!spec) continue
    models.push({
      id: null,
      name,
      interval_minutes: spec.bucketMs / MINUTE_MS,
      offset_minutes: spec.offsetMs / MINUTE_MS,
      source,
    })
  }
  return models
}
