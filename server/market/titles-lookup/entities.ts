import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { TitleType } from '../../../src/core'
import type { Database } from '../../db'
import { escapeLike } from '../../db/like'
import { executives, lists, sectors, titles } from '../../db/schema'

/**
 * Entities (data-interface §7 "Entities"): titles (entity id = title id), people from the
 * executives ("p<id>"), and classes: sectors ("s<sector id>") and lists ("l<list id>").
 */
export interface EntityAnswer {
  entity_id: string
  kind: 'title' | 'person' | 'class'
  entity_type: TitleType
  name: string
  title_id: number | null
  description: string | null
}

/** "Last, First Middle" (application §3 Executives). */
export function personName(person: {
  firstName: string
  middleName: string | null
  lastName: string
}): string {
  return `${person.lastName}, ${[person.firstName, person.middleName].filter(Boolean).join(' ')}`
}

export type EntityRef =
  | { kind: 'title'; id: number }
  | { kind: 'person'; id: number }
  | { kind: 'sector'; id: string }
  | { kind: 'list'; id: number }

/** Parses one entity id; null when it is none of the known forms. */
export function parseEntityId(text: string): EntityRef | null {
  if (/^\d{1,10}$/.test(text)) return { kind: 'title', id: Number(text) }
  const match = /^([psl])(\d{1,10})$/.exec(text)
  if (!match) return null
  const [, prefix, digits = ''] = match
  if (prefix === 'p') return { kind: 'person', id: Number(digits) }
  if (prefix === 's') return digits.length <= 8 ? { kind: 'sector', id: digits } : null
  return { kind: 'list', id: Number(digits) }
}

export async function loadEntities(db: Database, refs: readonly EntityRef[]): Promise<EntityAnswer[]> {
  const ids = (kind: EntityRef['kind']) => refs.flatMap((ref) => (ref.kind === kind ? [ref.id] : []))
  const titleIds = ids('title').map(Number)
  const personIds = ids('person').map(Number)
  const sectorIds = ids('sector').map(String)
  const listIds = ids('list').map(Number)
  const [titleRows, personRows, sectorRows, listRows] = await Promise.all([
    titleIds.length ? db.select().from(titles).where(inArray(titles.id, titleIds)) : [],
    personIds.length ? db.select().from(executives).where(inArray(executives.id, personIds)) : [],
    sectorIds.length ? db.select().from(sectors).where(inArray(sectors.id, sectorIds)) : [],
    listIds.length ? db.select().from(lists).where(inArray(lists.id, listIds)) : [],
  ])
  const found = new Map<string, EntityAnswer>()
  for (const row of titleRows) found.set(String(row.id), titleEntity(row))
  for (const row of personRows) found.set(`p${row.id}`, personEntity(row))
  for (const row of sectorRows) found.set(`s${row.id}`, classEntity(`s${row.id}`, row.name, 'Sector'))
  for (const row of listRows) found.set(`l${row.id}`, classEntity(`l${row.id}`, row.name, 'List'))
  return refs.flatMap((ref) => {
    const key = ref.kind === 'title' ? String(ref.id) : `${ref.kind.charAt(0)}${ref.id}`
    const entity = found.get(key)
    return entity ? [entity] : []
  })
}

function titleEntity(row: typeof titles.$inferSelect): EntityAnswer {
  return {
    entity_id: String(row.id),
    kind: 'title',
    entity_type: row.type,
    name: row.name,
    title_id: row.id,
    description: row.description,
  }
}

function personEntity(row: typeof executives.$inferSelect): EntityAnswer {
  return {
    entity_id: `p${row.id}`,
    kind: 'person',
    entity_type: 'person',
    name: personName(row),
    title_id: row.titleId,
    description: row.role,
  }
}

function classEntity(entityId: string, name: string, what: string): EntityAnswer {
  return { entity_id: entityId, kind: 'class', entity_type: 'class', name, title_id: null, description: what }
}

/** Entities whose name contains the query: titles (name, symbol, aliases), people, sectors, lists. */
export async function searchEntities(
  db: Database,
  query: string,
  entityType: TitleType | undefined,
  limit: number,
): Promise<EntityAnswer[]> {
  const lower = escapeLike(query.toLowerCase())
  const prefix = `${lower}%`
  const contains = `%${lower}%`
  const out: EntityAnswer[] = []
  const wantTitles = entityType === undefined || (entityType !== 'person' && entityType !== 'class')
  if (wantTitles) {
    const rows = await db
      .select()
      .from(titles)
      .where(
        and(
          eq(titles.active, true),
          entityType ? eq(titles.type, entityType) : undefined,
          or(
            sql`lower(${titles.name}) like ${contains}`,
            sql`lower(coalesce(${titles.symbol}, '')) = ${query.toLowerCase()}`,
            sql`exists (select 1 from jsonb_array_elements_text(${titles.aliases}) alias where lower(alias) like ${contains})`,
          ),
        ),
      )
      .orderBy(
        sql`case when lower(coalesce(${titles.symbol}, '')) = ${query.toLowerCase()} then 0 when lower(${titles.name}) like ${prefix} then 1 else 2 end`,
        sql`length(${titles.name})`,
        asc(titles.id),
      )
      .limit(limit)
    out.push(...rows.map(titleEntity))
  }
  if ((entityType === undefined || entityType === 'person') && out.length < limit) {
    const rows = await db
      .select()
      .from(executives)
      .where(
        sql`lower(${executives.firstName} || ' ' || coalesce(${executives.middleName} || ' ', '') || ${executives.lastName}) like ${contains}`,
      )
      .orderBy(asc(executives.lastName), asc(executives.id))
      .limit(limit - out.length)
    out.push(...rows.map(personEntity))
  }
  if ((entityType === undefined || entityType === 'class') && out.length < limit) {
    const [sectorRows, listRows] = await Promise.all([
      db.select().from(sectors).where(sql`lower(${sectors.name}) like ${contains}`).orderBy(asc(sectors.id)),
      db.select().from(lists).where(sql`lower(${lists.name}) like ${contains}`).orderBy(asc(lists.id)),
    ])
    const seenNames = new Set<string>()
    for (const row of sectorRows) {
      // Levels often repeat a name (Energy sector and Energy group): keep the widest.
      if (seenNames.has(row.name)) continue
      seenNames.add(row.name)
      out.push(classEntity(`s${row.id}`, row.name, 'Sector'))
    }
    out.push(...listRows.map((row) => classEntity(`l${row.id}`, row.name, 'List')))
  }
  return out.slice(0, limit)
}

/** One page of every entity: active titles by id, then people, sectors and lists (GET /entities). */
export async function listEntities(
  db: Database,
  entityType: TitleType | undefined,
  limit: number,
  offset: number,
): Promise<{ total: number; entities: EntityAnswer[] }> {
  const wantTitles = entityType === undefined || (entityType !== 'person' && entityType !== 'class')
  const titleWhere = and(
    eq(titles.active, true),
    wantTitles && entityType ? eq(titles.type, entityType) : undefined,
  )
  const groups = [
    {
      on: wantTitles,
      count: async () =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(titles).where(titleWhere))[0]?.n ?? 0,
      page: async (take: number, skip: number) =>
        (
          await db.select().from(titles).where(titleWhere).orderBy(asc(titles.id)).limit(take).offset(skip)
        ).map(titleEntity),
    },
    {
      on: entityType === undefined || entityType === 'person',
      count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(executives))[0]?.n ?? 0,
      page: async (take: number, skip: number) =>
        (await db.select().from(executives).orderBy(asc(executives.id)).limit(take).offset(skip)).map(
          personEntity,
        ),
    },
    {
      on: entityType === undefined || entityType === 'class',
      count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(sectors))[0]?.n ?? 0,
      page: async (take: number, skip: number) =>
        (await db.select().from(sectors).orderBy(asc(sectors.id)).limit(take).offset(skip)).map((row) =>
          classEntity(`s${row.id}`, row.name, 'Sector'),
        ),
    },
    {
      on: entityType === undefined || entityType === 'class',
      count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(lists))[0]?.n ?? 0,
      page: async (take: number, skip: number) =>
        (await db.select().from(lists).orderBy(asc(lists.id)).limit(take).offset(skip)).map((row) =>
          classEntity(`l${row.id}`, row.name, 'List'),
        ),
    },
  ].filter((group) => group.on)
  const counts = await Promise.all(groups.map((group) => group.count()))
  const out: EntityAnswer[] = []
  let skip = offset
  for (const [index, group] of groups.entries()) {
    const count = Number(counts[index] ?? 0)
    if (skip >= count) {
      skip -= count
      continue
    }
    if (out.length >= limit) break
    out.push(...(await group.page(limit - out.length, skip)))
    skip = 0
  }
  return { total: counts.reduce((sum: number, n) => sum + Number(n), 0), entities: out }
}
