import {
  WatchlistAuthorsBodySchema,
  WatchlistCreateBodySchema,
  WatchlistDetailSchema,
  WatchlistFilterBodySchema,
  WatchlistFiltersRemoveBodySchema,
  WatchlistItemsBodySchema,
  WatchlistMessagesAnswerSchema,
  WatchlistMessagesQuerySchema,
  WatchlistQueriesBodySchema,
  WatchlistQuerySchema,
  WatchlistSchema,
  WatchlistsAnswerSchema,
  WatchlistsQuerySchema,
  WatchlistTitlesAnswerSchema,
} from '../../../src/core'
import { documentRoute } from '../openapi'

const TAGS = ['Watchlists']
const WID = { wid: 'Watchlist id (one of the user’s own)' }
/** A watchlist id that is malformed answers 32; another user's or a missing one 404 with 32. */
const ERRORS = [8, 21, 32] as const
const CHANGE = 'Answers the changed watchlist with its assets’ latest buzz and sentiment of `partition`.'

/** Describes the watchlist calls for /v6/openapi.json and /v6/docs. */
export function documentWatchlistRoutes(): void {
  documentRoute({
    method: 'GET',
    path: '/watchlists',
    summary: 'The user’s watchlists',
    description: 'With inventory=true, also every title of them (id, n, type, icon).',
    tags: TAGS,
    query: WatchlistsQuerySchema,
    response: WatchlistsAnswerSchema,
    errors: [21, 32],
  })
  documentRoute({
    method: 'PATCH',
    path: '/watchlists/:wid',
    summary: 'Rename a watchlist (Murmur’s addition)',
    description: `Body {name}. ${CHANGE}`,
    tags: TAGS,
    params: WID,
    query: WatchlistQuerySchema,
    body: WatchlistCreateBodySchema,
    response: WatchlistDetailSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'POST',
    path: '/watchlists',
    summary: 'Create a watchlist',
    tags: TAGS,
    body: WatchlistCreateBodySchema,
    response: WatchlistSchema,
    errors: [...ERRORS, 33],
  })
  documentRoute({
    method: 'GET',
    path: '/watchlists/titles',
    summary: 'Every title of the user’s watchlists, with the wids holding it',
    tags: TAGS,
    response: WatchlistTitlesAnswerSchema,
    errors: [21],
  })
  documentRoute({
    method: 'GET',
    path: '/watchlists/:wid',
    summary: 'One watchlist with its assets’ latest buzz and sentiment',
    tags: TAGS,
    params: WID,
    query: WatchlistQuerySchema,
    response: WatchlistDetailSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'POST',
    path: '/watchlists/:wid',
    summary: 'Add assets, authors and queries',
    description: `Unknown title ids answer 32 and nothing is stored. Assets, queries and views count against the tier’s watchlist views, authors against its watchlist authors, over all of the user’s watchlists (35 when full). ${CHANGE}`,
    tags: TAGS,
    params: WID,
    query: WatchlistQuerySchema,
    body: WatchlistItemsBodySchema,
    response: WatchlistDetailSchema,
    errors: [...ERRORS, 33, 35],
  })
  documentRoute({
    method: 'GET',
    path: '/watchlists/:wid/messages',
    summary: 'Messages about the watchlist’s assets, by its authors or matching its queries',
    tags: TAGS,
    params: WID,
    query: WatchlistMessagesQuerySchema,
    response: WatchlistMessagesAnswerSchema,
    errors: [...ERRORS, 35],
  })
  documentRoute({
    method: 'DELETE',
    path: '/watchlists/:wid/authors',
    summary: 'Remove authors',
    description: `An author the watchlist does not hold answers 404. ${CHANGE}`,
    tags: TAGS,
    params: WID,
    query: WatchlistQuerySchema,
    body: WatchlistAuthorsBodySchema,
    response: WatchlistDetailSchema,
    errors: [...ERRORS, 33],
  })
  documentRoute({
    method: 'DELETE',
    path: '/watchlists/:wid/queries',
    summary: 'Remove queries',
    description: `A query the watchlist does not hold answers 404. ${CHANGE}`,
    tags: TAGS,
    params: WID,
    query: WatchlistQuerySchema,
    body: WatchlistQueriesBodySchema,
    response: WatchlistDetailSchema,
    errors: [...ERRORS, 33],
  })
  documentRoute({
    method: 'POST',
    path: '/watchlists/:wid/filters',
    summary: 'Save a view',
    description: `A view with the same filter is replaced. ${CHANGE}`,
    tags: TAGS,
    params: WID,
    query: WatchlistQuerySchema,
    body: WatchlistFilterBodySchema,
    response: WatchlistDetailSchema,
    errors: [...ERRORS, 33, 35],
  })
  documentRoute({
    method: 'DELETE',
    path: '/watchlists/:wid/filters',
    summary: 'Remove views',
    description: `A filter the watchlist holds no view for answers 404. ${CHANGE}`,
    tags: TAGS,
    params: WID,
    query: WatchlistQuerySchema,
    body: WatchlistFiltersRemoveBodySchema,
    response: WatchlistDetailSchema,
    errors: [...ERRORS, 33],
  })
  documentRoute({
    method: 'DELETE',
    path: '/watchlists/:wid/:ident',
    summary: 'Remove one asset',
    description: `A title the watchlist does not hold answers 404. ${CHANGE}`,
    tags: TAGS,
    params: { ...WID, ident: 'Title id' },
    query: WatchlistQuerySchema,
    response: WatchlistDetailSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'DELETE',
    path: '/watchlists/:wid',
    summary: 'Delete a watchlist',
    description: 'Answers the deleted watchlist.',
    tags: TAGS,
    params: WID,
    response: WatchlistSchema,
    errors: ERRORS,
  })
}
