import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PostSearchSchema, StreamSearchSchema, streamTabOf } from './stream'

describe('stream search params', () => {
  it('keeps known tabs, scopes and post types and drops the rest', () => {
    expect(
      v.parse(StreamSearchSchema, { tab: 'stream_posts_common', scope: 'all', postType: 'earnings,bogus' }),
    ).toEqual({
      tab: 'stream_posts_common',
      scope: 'all',
      postType: ['earnings'],
    })
    expect(v.parse(StreamSearchSchema, { tab: 'no_such_tab', scope: 'mine!', postType: ['x'] })).toEqual({
      tab: undefined,
      scope: undefined,
      postType: undefined,
    })
    // A known tab name of another page stays (application §5) and shows the default tab.
    expect(v.parse(StreamSearchSchema, { tab: 'asset_messages' }).tab).toBe('asset_messages')
    expect(streamTabOf('asset_messages')).toBe('stream_posts_stream')
    expect(streamTabOf('stream_posts_common')).toBe('stream_posts_common')
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
    expect(routeChrome('/explore').navigation).toBe(true)
    expect(routeChrome('/asset').navigation).toBe(true)
    expect(routeChrome('/').navigation).toBe(false)
    expect(routeChrome('/settings/').navigation).toBe(false)
    expect(routeChrome('/tutorials').navigation).toBe(false)
  })
})
