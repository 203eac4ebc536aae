export { accountQueries } from './account-queries'
export { failureText, UNREACHABLE_TEXT } from './failure-text'
export { ACCOUNT_QUERY_ROOT, ApiCallError, userOptionsQuery } from './queries'
export { credentialsOf, useSession, useSessionCredentials } from './session'
