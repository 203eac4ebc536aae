// The page itself (LoginPage.tsx) is imported by its route file directly, so that it lands in
// the route's lazily loaded chunk.
export { LOGIN_UNREACHABLE_TEXT, loginFailureText } from './login-errors'
export { type LoginSearch, LoginSearchSchema } from './search'
