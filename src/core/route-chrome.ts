/**
 * What the app shell shows around a route (application §2.1 route table notes): the integrated
 * home (/simple-ui-integrated/) hides the search bar.
 */
export interface RouteChrome {
  searchBar: boolean
}

export function routeChrome(pathname: string): RouteChrome {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return { searchBar: path !== '/simple-ui-integrated' }
}
