import { describe, expect, it } from 'vitest'
import type { Watchlist } from '../../core'
import { userDataFixture } from '../../core/wire/userdata.test-support'
import { hasRoom, tierWithMoreRoom, watchlistUsage } from './capacity'

const list = (titles: number[], authors = 0, queries = 0): Watchlist => ({
  id: 1,
  name: 'W',
  titles,
  authors: Array.from({ length: authors }, (_, i) => ({ name: `a${i}`, source: 'x.com' })),
  queries: Array.from({ length: queries }, (_, i) => `q${i}`),
  filters: [],
  created: 0,
  updated: 0,
})

describe('watchlist capacity per tier (application §6)', () => {
  it('counts assets, queries and views as views over every watchlist, and authors apart', () => {
    const user = userDataFixture({ subscription_type: 'premium' })
    const usage = watchlistUsage(user, [list([1, 2, 3], 2, 1), list([4], 1)])
    expect(usage).toMatchObject({ views: 5, authors: 3, maxViews: 100, maxAuthors: 100 })
    expect(hasRoom(usage, 'views')).toBe(true)
  })

  it('is full at the limit and names the next tier with more room', () => {
    const trial = userDataFixture({ subscription_type: 'trial' })
    const full = watchlistUsage(trial, [list([1, 2, 3, 4, 5], 4)])
    expect(full).toMatchObject({ maxViews: 5, maxAuthors: 4 })
    expect(hasRoom(full, 'views')).toBe(false)
    expect(hasRoom(full, 'authors')).toBe(false)
    expect(tierWithMoreRoom(full, 'views')).toBe('basic')
    const top = watchlistUsage(userDataFixture({ subscription_type: 'professional' }), [])
    expect(tierWithMoreRoom(top, 'authors')).toBeNull()
  })
})
