import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { eq, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  encodeInventoryBinary,
  encodeInventoryColumns,
  INVENTORY_BINARY_TYPE,
  type InventoryAnswer,
  InventoryAnswerSchema,
  type InventoryTitle,
} from '../../../src/core'
import type { Database } from '../../db'
import { titles } from '../../db/schema'
import { readReferenceVersion } from '../reference/versions'

/**
 * GET /v6/inventory, built once per stored version and variant, kept serialised and
 * compressed: with ~80,000 titles the answer is megabytes of JSON, so it is never rebuilt
 * per request. Every request costs one row read (the version) to notice imports done by
 * another process or node.
 */

export interface InventoryVariant {
  addIcon: boolean
  primaryFieldsOnly: boolean
  /** The column-wise answer of /v6/inventory/columns instead of the titles array. */
  columns?: boolean
  /** With columns: the names PPM-compressed (inventory-binary.ts), when every name allows it. */
  ppmNames?: boolean
}

export type ContentEncoding = 'br' | 'gzip' | 'identity'

export interface InventoryRepresentation {
  version: number
  /** Second-precise time of the version, for Last-Modified. */
  updatedAt: Date
  /** Weak: the same for every content encoding of the variant. */
  etag: string
  titleCount: number
  contentType: string
  body(encoding: ContentEncoding): Promise<Buffer>
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Brotli quality 5 for the titles array: most of the size win of 11 at a fraction of the time for
 * ~10 MB of JSON. The columns, which the app loads on slow networks, get 11 with a 16 MB window
 * (575 KB instead of 687 KB for 80,000 titles, about 4 s of a background thread once per version).
 */
const BROTLI_QUALITY = 5
const COLUMNS_BROTLI = { quality: 11, window: 24 }

/**
 * SQL expression of each wire field (InventoryTitleSchema). The JSON is aggregated by the
 * database: with 80,000 titles that is several times faster than mapping row objects in
 * JavaScript, and the keys stay tied to the wire type through this record.
 */
const FIELD_SQL = {
  id: sql`${titles.id}`,
  n: sql`${titles.name}`,
  type: sql`${titles.type}`,
  currency: sql`case when ${titles.type} = 'index' then 'PTS' else ${titles.currency} end`,
  icon: sql`${titles.icon}`,
  symbol: sql`${titles.symbol}`,
  isin: sql`${titles.isin}`,
  exchange_id: sql`${titles.exchangeId}`,
  sector_id: sql`${titles.sectorId}`,
  country: sql`${titles.country}`,
} satisfies Record<keyof InventoryTitle, SQL>

/**
 * Symbol and ISIN are primary: the app loads primaryFieldsOnly=true and its instant search
 * ranks by symbol, name and ISIN.
 */
const PRIMARY_FIELDS: readonly (keyof InventoryTitle)[] = ['id', 'n', 'type', 'currency', 'symbol', 'isin']
const FURTHER_FIELDS: readonly (keyof InventoryTitle)[] = ['exchange_id', 'sector_id', 'country']

/**
 * Part of every ETag: bump it whenever the fields of a variant change, so a copy stored with
 * the old fields is not revalidated with a 304 at the same data version.
 */
const FIELDS_REVISION = 2

export function inventoryFields(variant: InventoryVariant): (keyof InventoryTitle)[] {
  return [
    ...PRIMARY_FIELDS,
    ...(variant.addIcon ? ['icon' as const] : []),
    ...(variant.primaryFieldsOnly ? [] : FURTHER_FIELDS),
  ]
}

/** The titles array of the answer as compact JSON text (row_to_json), ordered by id. */
export async function loadInventoryTitlesJson(
  db: Database,
  variant: InventoryVariant,
): Promise<{ json: string; titleCount: number }> {
  const columns = sql.join(
    inventoryFields(variant).map((field) => sql`${FIELD_SQL[field]} as ${sql.identifier(field)}`),
    sql`, `,
  )
  const rows = await db
    .select({
      titleCount: sql<number>`count(*)::int`,
      json: sql<string>`'[' || coalesce(string_agg(row_to_json(t)::text, ',' order by t.id), '') || ']'`,
    })
    .from(sql`(select ${columns} from ${titles} where ${eq(titles.active, true)}) t`)
  return { json: rows[0]?.json ?? '[]', titleCount: rows[0]?.titleCount ?? 0 }
}

/** The whole answer as JSON text (InventoryAnswerSchema). */
export async function loadInventoryJson(
  db: Database,
  variant: InventoryVariant,
  version: { version: number; updatedAt: Date },
): Promise<{ json: string; titleCount: number }> {
  const titles = await loadInventoryTitlesJson(db, variant)
  const head: Omit<InventoryAnswer, 'titles'> = {
    version: version.version,
    updated: version.updatedAt.toISOString(),
  }
  return {
    json: `${JSON.stringify(head).slice(0, -1)},"titles":${titles.json}}`,
    titleCount: titles.titleCount,
  }
}

interface Built {
  version: number
  representation: Promise<InventoryRepresentation>
}

function variantKey(variant: InventoryVariant): string {
  const columns = variant.columns ? (variant.ppmNames ? 'z' : 'c') : ''
  return `${variant.addIcon ? 'i' : ''}${variant.primaryFieldsOnly ? 'p' : 'f'}${columns}`
}

const JSON_TYPE = 'application/json; charset=utf-8'

interface Answer {
  body: Buffer
  contentType: string
  titleCount: number
}

/** The answer column by column (InventoryColumnsSchema), or as inventory-binary.ts's bytes. */
function asColumns(answer: { json: string; titleCount: number }, ppmNames: boolean): Answer {
  const columns = encodeInventoryColumns(v.parse(InventoryAnswerSchema, JSON.parse(answer.json)))
  const binary = ppmNames ? encodeInventoryBinary(columns) : null
  return binary
    ? { body: Buffer.from(binary), contentType: INVENTORY_BINARY_TYPE, titleCount: answer.titleCount }
    : { body: Buffer.from(JSON.stringify(columns)), contentType: JSON_TYPE, titleCount: answer.titleCount }
}

function representationOf(
  answer: Answer,
  version: { version: number; updatedAt: Date },
  key: string,
  brotli: { quality: number; window?: number } = { quality: BROTLI_QUALITY },
): InventoryRepresentation {
  const raw = answer.body
  const encoded = new Map<ContentEncoding, Promise<Buffer>>([['identity', Promise.resolve(raw)]])
  return {
    version: version.version,
    updatedAt: version.updatedAt,
    // The content type is part of the tag: a NUL in a name turns the binary variant into JSON.
    etag: `W/"inventory-${version.version}-${key}${answer.contentType === JSON_TYPE ? '' : 'b'}${FIELDS_REVISION}"`,
    titleCount: answer.titleCount,
    contentType: answer.contentType,
    body(encoding) {
      let body = encoded.get(encoding)
      if (!body) {
        body =
          encoding === 'br'
            ? brotliAsync(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: brotli.quality,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  ...(brotli.window ? { [constants.BROTLI_PARAM_LGWIN]: brotli.window } : {}),
                },
              })
            : gzipAsync(raw, { level: 6 })
        encoded.set(encoding, body)
      }
      return body
    },
  }
}

export interface InventoryCache {
  get(variant: InventoryVariant): Promise<InventoryRepresentation>
}

export function createInventoryCache(db: Database): InventoryCache {
  const built = new Map<string, Built>()
  return {
    async get(variant) {
      const current = await readReferenceVersion(db)
      const key = variantKey(variant)
      const known = built.get(key)
      if (known && known.version === current.version) return known.representation
      const representation = loadInventoryJson(db, variant, current).then((answer) =>
        variant.columns
          ? representationOf(asColumns(answer, variant.ppmNames === true), current, key, COLUMNS_BROTLI)
          : representationOf(
              { body: Buffer.from(answer.json), contentType: JSON_TYPE, titleCount: answer.titleCount },
              current,
              key,
            ),
      )
      built.set(key, { version: current.version, representation })
      representation.catch(() => {
        if (built.get(key)?.representation === representation) built.delete(key)
      })
      return representation
    },
  }
}

/** The best encoding the client accepts: br, then gzip, else identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity'
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return 'identity'
}
