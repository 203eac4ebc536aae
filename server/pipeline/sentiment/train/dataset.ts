import { readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { NEGATIVE, NEUTRAL, POSITIVE } from '../types'
import { parseCsv } from './csv'

/** Environment variable that points at the data folder instead of ../shared/data/… beside the repository. */
export const DATA_DIR_ENV = 'SENTIMENT_DATA_DIR'
const DEFAULT_DATA_DIR = '../shared/data/twitter_financial_news_sentiment'

export interface LabelledText {
  readonly text: string
  /** NEGATIVE, NEUTRAL or POSITIVE (types.ts). */
  readonly label: number
}

/** The data set's labels (SOURCE_AND_LICENSE.md): 0 Bearish, 1 Bullish, 2 Neutral. */
const DATASET_LABELS: Record<string, number> = { '0': NEGATIVE, '1': POSITIVE, '2': NEUTRAL }

export function repositoryRoot(): string {
  return fileURLToPath(new URL('../../../../', import.meta.url))
}

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[DATA_DIR_ENV]
  const dir = configured && configured.length > 0 ? configured : DEFAULT_DATA_DIR
  return isAbsolute(dir) ? dir : resolve(repositoryRoot(), dir)
}

const RowSchema = v.tuple([v.string(), v.picklist(['0', '1', '2'])])

/** Reads sent_train.csv or sent_valid.csv (header text,label). */
export function readSplit(name: 'sent_train' | 'sent_valid', dir = dataDir()): LabelledText[] {
  const path = resolve(dir, `${name}.csv`)
  let content: string
  try {
    content = readFileSync(path, 'utf8')
  } catch (error) {
    throw new Error(
      `Cannot read ${path}: set ${DATA_DIR_ENV} to the twitter_financial_news_sentiment folder`,
      {
        cause: error,
      },
    )
  }
  const rows = parseCsv(content)
  const header = rows.shift()
  if (header?.[0] !== 'text' || header[1] !== 'label')
    throw new Error(`${path}: expected the header text,label`)
  return rows
    .filter((row) => row.length > 1 || (row[0] ?? '') !== '')
    .map((row, index) => {
      const parsed = v.safeParse(RowSchema, row)
      if (!parsed.success) throw new Error(`${path}: row ${index + 2} is not text,label with label 0, 1 or 2`)
      const [text, label] = parsed.output
      return { text, label: DATASET_LABELS[label] ?? NEUTRAL }
    })
}
