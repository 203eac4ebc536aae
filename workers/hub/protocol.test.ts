import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InventoryLoadRequestSchema } from './protocol'

const load = (url: string) => v.safeParse(InventoryLoadRequestSchema, { url, headers: {} }).success

describe('inventory load requests', () => {
  it('take the inventory calls only: the hub is no general fetch proxy', () => {
    expect(load('https://murmur.test/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true')).toBe(true)
    expect(load('https://murmur.test/v6/inventory?add_icon=true')).toBe(true)
    expect(load('https://api.example/base/v6/inventory/columns')).toBe(true)
    expect(load('https://murmur.test/v6/userdata')).toBe(false)
    expect(load('https://murmur.test/v6/inventory/columns/x')).toBe(false)
    expect(load('file:///v6/inventory')).toBe(false)
    expect(load('not a url')).toBe(false)
  })
})
