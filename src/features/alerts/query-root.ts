/**
 * Key root of the alert queries: a saved or deleted rule, or a live alert, invalidates it. Its own
 * module: the asset page's chart keys its markers under it without loading the alert queries.
 */
export const ALERTS_QUERY_ROOT = 'alerts'
