import type { BucketFigures } from '../rollups/bucket'
import type { RollupRow } from '../rollups/engine'

/** A closed bucket with the given buzz; 5 authors, no sentiment unless given. */
export function closedRow(
  partition: string,
  start: string,
  buzz: number,
  figures: Partial<BucketFigures> = {},
  bucketMs = partition === 'realtime' ? 600_000 : partition === 'hourly' ? 3_600_000 : 86_400_000,
): RollupRow {
  const startMs = Date.parse(start)
  return {
    partition,
    titleId: 7,
    start: startMs,
    end: startMs + bucketMs,
    buzz,
    baselineDays: 30,
    closed: true,
    figures: {
      messages: 10,
      uniqueAuthors: 5,
      weightedVolume: 5,
      positive: 0,
      neutral: 0,
      negative: 0,
      sentimentSum: 0,
      scored: 0,
      sentimentMean: null,
      adhoc: 0,
      ...figures,
    },
  }
}
