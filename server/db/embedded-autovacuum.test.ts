import { describe, expect, it } from 'vitest'
import { maintenanceDue, nextPassAt, quoteIdentifier, type TableActivity } from './embedded-autovacuum'

const table = (overrides: Partial<TableActivity>): TableActivity => ({
  table: 't',
  liveRows: 0,
  deadRows: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  ...overrides,
})

describe('maintenanceDue (PostgreSQL autovacuum defaults)', () => {
  it('analyzes past 50 + 10 % of the live rows changed', () => {
    expect(maintenanceDue([table({ liveRows: 10_000, modifiedSinceAnalyze: 1_050 })]).analyze).toEqual([])
    expect(maintenanceDue([table({ liveRows: 10_000, modifiedSinceAnalyze: 1_051 })]).analyze).toEqual(['t'])
    // A fresh table: 51 changed rows are enough.
    expect(maintenanceDue([table({ modifiedSinceAnalyze: 51 })]).analyze).toEqual(['t'])
  })

  it('vacuums past 50 + 20 % dead rows, or 1,000 + 20 % inserted rows, analyzing too when due', () => {
    expect(maintenanceDue([table({ liveRows: 1_000, deadRows: 250 })]).vacuum).toEqual([])
    expect(maintenanceDue([table({ liveRows: 1_000, deadRows: 251 })]).vacuum).toEqual([
      { table: 't', analyze: false },
    ])
    expect(
      maintenanceDue([table({ liveRows: 5_000, insertedSinceVacuum: 2_001, modifiedSinceAnalyze: 2_001 })]),
    ).toEqual({ vacuum: [{ table: 't', analyze: true }], analyze: [] })
  })

  it('leaves quiet tables alone', () => {
    expect(maintenanceDue([table({ liveRows: 100_000, modifiedSinceAnalyze: 40, deadRows: 40 })])).toEqual({
      vacuum: [],
      analyze: [],
    })
  })

  it('quotes table names as identifiers', () => {
    expect(quoteIdentifier('message_titles')).toBe('"message_titles"')
    expect(quoteIdentifier('odd"name')).toBe('"odd""name"')
  })
})

describe('nextPassAt', () => {
  it('keeps maintenance to a tenth of the time: a 2 s pass waits 18 s', () => {
    expect(nextPassAt(10_000, 12_000)).toBe(30_000)
    expect(nextPassAt(0, 500, 0.5)).toBe(1_000)
  })
})
