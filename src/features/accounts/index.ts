export { failureText, UNREACHABLE_TEXT } from './failure-text'
export { ACCOUNT_QUERY_ROOT, ApiCallError, accountQueries } from './queries'
export { credentialsOf, useSession, useSessionCredentials } from './session'
