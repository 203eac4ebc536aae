import { describe, expect, it } from 'vitest'
import { isLeafRouteFile, routeFileChain, routePathPattern } from './route-files'

const matches = (routeFile: string, path: string) => new RegExp(routePathPattern(routeFile)).test(path)

describe('route files', () => {
  it('maps layouts, index routes, optional params and dotted names to URL patterns', () => {
    expect(matches('_app/asset.tsx', '/asset')).toBe(true)
    expect(matches('_app/asset.tsx', '/asset/')).toBe(true)
    expect(matches('_app/asset.tsx', '/assets')).toBe(false)
    expect(matches('_app/index.tsx', '/')).toBe(true)
    expect(matches('_app/index.tsx', '/asset')).toBe(false)
    expect(matches('purchase.{-$accountType}.tsx', '/purchase')).toBe(true)
    expect(matches('purchase.{-$accountType}.tsx', '/purchase/gold')).toBe(true)
    expect(matches('purchase.{-$accountType}.tsx', '/purchase/gold/x')).toBe(false)
    expect(matches('trend_radar/news.tsx', '/trend_radar/news')).toBe(true)
    expect(matches('author.$id.tsx', '/author/42')).toBe(true)
  })

  it('lists the root and layouts above a route, root first', () => {
    const files = new Set(['__root.tsx', '_app.tsx', '_app/asset.tsx', 'login.tsx'])
    expect(routeFileChain('_app/asset.tsx', files)).toEqual(['__root.tsx', '_app.tsx', '_app/asset.tsx'])
    expect(routeFileChain('login.tsx', files)).toEqual(['__root.tsx', 'login.tsx'])
  })

  it('counts neither the root nor tests as routes', () => {
    expect(isLeafRouteFile('__root.tsx')).toBe(false)
    expect(isLeafRouteFile('asset.test.tsx')).toBe(false)
    expect(isLeafRouteFile('_app/asset.tsx')).toBe(true)
  })
})
