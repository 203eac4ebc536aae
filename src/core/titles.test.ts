import { describe, expect, it } from 'vitest'
import { sectorLevel, shortCompanyName, titleIdClass } from './titles'

describe('titleIdClass (application §3)', () => {
  it.each([
    [89_999, 'asset'],
    [90_000, 'crypto'],
    [299_999, 'crypto'],
    [300_000, 'asset'],
    [999_999, 'asset'],
    [1_000_000, 'index'],
    [1_099_999, 'index'],
    [1_100_000, 'asset'],
    [1, 'asset'],
  ] as const)('%i is %s', (id, expected) => {
    expect(titleIdClass(id)).toBe(expected)
  })
})

describe('sectorLevel (application §3)', () => {
  it.each([
    ['10', 'sector'],
    ['101', 'sector'],
    ['1010', 'group'],
    ['10101', 'group'],
    ['101010', 'industry'],
    ['1010101', 'industry'],
    ['10101010', 'subindustry'],
    [451030201, 'subindustry'],
  ] as const)('%s is a %s', (id, expected) => {
    expect(sectorLevel(id)).toBe(expected)
  })
})

describe('shortCompanyName', () => {
  it.each([
    ['Microsoft Corporation', 'Microsoft'],
    ['Cisco Systems, Inc.', 'Cisco Systems'],
    ['SAP SE', 'SAP'],
    ['Toyota Motor Corp.', 'Toyota Motor'],
    ['Taiwan Semiconductor Manufacturing Co., Ltd.', 'Taiwan Semiconductor Manufacturing'],
    ['Alphabet Inc. Class A', 'Alphabet Inc. Class A'],
    ['Bitcoin', 'Bitcoin'],
    ['Tim Cook', 'Tim Cook'],
    ['Holdings', 'Holdings'],
  ])('%s → %s', (name, short) => {
    expect(shortCompanyName(name)).toBe(short)
  })
})
