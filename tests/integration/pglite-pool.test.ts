import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db'
import { selectRows } from '../../server/pipeline/store/rows'
import { createTestUser } from './support/accounts'
import { ingestAll } from './support/ingest'
import { idleDatabases } from './support/pglite-pool'
import { startTestServer, type TestServer } from './support/server'

const TOKEN = 'pool-operator-token'
const APPLE = 1001

const ContentsRow = v.object({ name: v.string(), rows: v.union([v.number(), v.string()]) })

/** Every application table's row count and every sequence's next value. */
async function contents(db: Database): Promise<Record<string, number>> {
  const rows = await selectRows(
    db,
    sql`
    select format('%I.%I', schemaname, tablename) as name,
      (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', schemaname, tablename),
        false, true, '')))[1]::text::bigint as rows
    from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')
    union all
    select format('sequence %I.%I', schemaname, sequencename),
      (xpath('/row/n/text()', query_to_xml(format('select nextval(%L) as n', format('%I.%I', schemaname, sequencename)),
        false, true, '')))[1]::text::bigint
    from pg_sequences where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    ContentsRow,
  )
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]))
}

describe('in-memory databases reused by the integration suites', () => {
  const servers: TestServer[] = []
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  it('a database handed back is emptied: the next server finds what a fresh database holds', async () => {
    const used = await startTestServer('memory://', { OPERATOR_TOKEN: TOKEN })
    servers.push(used)
    await createTestUser(used, { subscriptionType: 'platinum', maxSubscriptions: 1 })
    await ingestAll(
      used,
      TOKEN,
      [1, 2, 3].map((i) =>
        JSON.stringify({
          source: 'pool.example',
          source_id: `pool-${i}`,
          type: 'news',
          time: new Date(Date.now() - i * 60_000).toISOString(),
          sub: `Apple update number ${i}`,
          author: 'writer',
          titles: [APPLE],
        }),
      ),
    )
    await used.analytics.idle()
    const before = idleDatabases()
    await used.close()
    expect(idleDatabases()).toBe(before + 1)

    const reused = await startTestServer('memory://')
    servers.push(reused)
    expect(idleDatabases()).toBe(before)
    // What the server keeps per database object (market/query-cache.ts) must not carry over.
    expect(reused.database.db).not.toBe(used.database.db)
    const fresh = await startTestServer('memory://', {}, { openDatabase })
    servers.push(fresh)
    await Promise.all([reused.analytics.idle(), fresh.analytics.idle()])
    const [reusedContents, freshContents] = [
      await contents(reused.database.db),
      await contents(fresh.database.db),
    ]
    expect(Object.keys(reusedContents).length).toBeGreaterThan(40)
    expect(reusedContents).toEqual(freshContents)
  })

  it('a database whose schema a test changed is closed, not handed to the next server', async () => {
    const changed = await startTestServer('memory://')
    await changed.database.db.execute(sql`create table pool_probe (id int primary key)`)
    const before = idleDatabases()
    await changed.close()
    expect(idleDatabases()).toBe(before)
    const next = await startTestServer('memory://')
    servers.push(next)
    await expect(next.database.db.execute(sql`select count(*) from pool_probe`)).rejects.toThrow()
  })
})
