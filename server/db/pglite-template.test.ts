import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensurePgliteTemplate, existingPgliteTemplate } from './pglite-template'
import { PgliteThread } from './pglite-thread'

describe('the migrated database template', () => {
  let dir: string
  let template: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'murmur-template-test-'))
    template = (await ensurePgliteTemplate()).path
  }, 60_000)
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('is kept once made, under a name of this PGlite and these migrations', async () => {
    expect(await ensurePgliteTemplate()).toEqual({ path: template, made: false })
    expect(await existingPgliteTemplate()).toBe(template)
    expect(template).toMatch(/node_modules\/\.cache\/murmur\/pglite-migrated-[0-9a-f]{16}\.tar$/)
  })

  it('starts an empty data directory migrated, and leaves a database that exists alone', async () => {
    const dataDir = join(dir, 'fresh')
    const first = await PgliteThread.open(dataDir, template)
    const applied = await first.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
    expect(applied.rows[0]?.n).toBeGreaterThan(20)
    await first.query('create table kept (note text)')
    await first.query("insert into kept values ('mine')")
    await first.close()
    const again = await PgliteThread.open(dataDir, template)
    expect((await again.query('select note from kept')).rows).toEqual([{ note: 'mine' }])
    await again.close()
  }, 60_000)

  it('makes the database anew when the template does not load', async () => {
    const broken = join(dir, 'broken.tar')
    await writeFile(broken, 'not a data directory')
    const database = await PgliteThread.open(join(dir, 'from-broken'), broken)
    expect((await database.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    const migrations = await database.query("select to_regclass('drizzle.__drizzle_migrations') as t")
    expect(migrations.rows).toEqual([{ t: null }])
    await database.close()
  }, 60_000)
})
