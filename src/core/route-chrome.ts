/**
 * What the app shell shows around a route (application §2.1 route table notes): the integrated
 * home (/simple-ui-integrated/) hides the search bar; home, settings and tutorials hide the
 * navigation, which the other signed-in pages (explore first of all) show.
 */
export interface RouteChrome {
  searchBar: boolean
  navigation: boolean
}

const WITHOUT_NAVIGATION = new Set(['/', '/settings', '/tutorials'])

export function routeChrome(pathname: string): RouteChrome {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return { searchBar: path !== '/simple-ui-integrated', navigation: !WITHOUT_NAVIGATION.has(path) }
}
