import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PostSearchSchema, StreamSearchSchema } from './stream'

describe('stream search params', () => {
  it('keeps known tabs, scopes and post types and drops the rest', () => {
    expect(
      v.parse(StreamSearchSchema, { tab: 'stream_posts_common', scope: 'all', postType: 'earnings,bogus' }),
    ).toEqual({
      tab: 'stream_posts_common',
      scope: 'all',
      postType: ['earnings'],
    })
    expect(v.parse(StreamSearchSchema, { tab: 'asset_info', scope: 'mine!', postType: ['x'] })).toEqual({
      tab: undefined,
      scope: undefined,
      postType: undefined,
    })
    expect(v.parse(PostSearchSchema, { post_id: ' abc ' })).toEqual({ post_id: 'abc' })
    expect(v.parse(PostSearchSchema, { post_id: 5 })).toEqual({ post_id: undefined })
  })
})

describe('route chrome', () => {
  it('hides the search bar on the integrated home only', async () => {
    const { routeChrome } = await import('./route-chrome')
    expect(routeChrome('/simple-ui-integrated/').searchBar).toBe(false)
    expect(routeChrome('/simple-ui-integrated').searchBar).toBe(false)
    expect(routeChrome('/').searchBar).toBe(true)
    expect(routeChrome('/legacy_home').searchBar).toBe(true)
  })
})
