import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgliteThread } from './pglite-thread'

describe('PgliteThread', () => {
  let db: PgliteThread

  beforeAll(async () => {
    db = await PgliteThread.open(null)
    await db.query('create table t (id int primary key, note text)')
  }, 60_000)
  afterAll(async () => {
    await db?.close()
  })

  it('answers queries from the worker in both row modes, with SQLSTATE on errors', async () => {
    await db.query('insert into t values ($1, $2)', [1, 'one'])
    expect((await db.query('select id, note from t where id = $1', [1])).rows).toEqual([
      { id: 1, note: 'one' },
    ])
    expect((await db.query('select id, note from t', [], { rowMode: 'array' })).rows).toEqual([[1, 'one']])
    await expect(db.query('insert into t values (1, $1)', ['again'])).rejects.toMatchObject({ code: '23505' })
  })

  it('keeps timestamps as text for the types drizzle parses itself', async () => {
    const raw = await db.query<{ at: unknown }>("select timestamptz '2026-01-02 03:04:05+00' as at", [], {
      parsers: { 1184: (value: string) => value },
    })
    expect(typeof raw.rows[0]?.at).toBe('string')
    const parsed = await db.query<{ at: unknown }>("select timestamptz '2026-01-02 03:04:05+00' as at")
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date)
  })

  it('runs a statement issued during a transaction after it, never inside it', async () => {
    let outside: Promise<unknown> | null = null
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (2, $1)', ['inside'])
        outside = db.query('select count(*)::int as n from t')
        await new Promise((resolve) => setTimeout(resolve, 50))
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    // The statement waited for the rollback: it sees one row, not the uncommitted second one.
    expect(await outside).toMatchObject({ rows: [{ n: 1 }] })
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (3, $1)', ['committed'])
    })
    expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }])
  })
})
