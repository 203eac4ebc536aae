import {
  type NewPasswordRequest,
  type SignupAnswer,
  SignupAnswerSchema,
  type SignupRequest,
  type SuccessAnswer,
  SuccessAnswerSchema,
} from '../core'
import { type ApiResult, buildApiUrl } from './client'
import { apiClient } from './default-client'
import type { CallOptions } from './userdata'

/** Path of the bot-check challenge (GET, public): the altcha widget fetches it itself. */
export const BOT_CHECK_CHALLENGE_PATH = '/accounts/altcha-challenge'

/** The absolute or origin-relative URL the altcha widget loads its proof-of-work challenge from. */
export function botCheckChallengeUrl(apiBaseUrl: string): string {
  return buildApiUrl(apiBaseUrl, BOT_CHECK_CHALLENGE_PATH)
}

/** POST /v6/accounts/signup: creates a trial account. `password` is already the MD5 hex. */
export function signUp(body: SignupRequest, options: CallOptions = {}): Promise<ApiResult<SignupAnswer>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/accounts/signup',
    body,
    schema: SignupAnswerSchema,
    signal: options.signal,
    // The bot-check token counts once: a repeat would hide the first answer behind 'bot check failed'.
    retry: false,
  })
}

/**
 * GET /v6/userdata/requestpasswordreset/{email}: sends the reset mail. The caller treats a
 * non-200 answer as shown-but-successful (application §7).
 */
export function requestPasswordReset(
  email: string,
  options: CallOptions = {},
): Promise<ApiResult<SuccessAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/userdata/requestpasswordreset/${encodeURIComponent(email.trim())}`,
    schema: SuccessAnswerSchema,
    signal: options.signal,
  })
}

/** POST /v6/userdata/newpassword: sets the password the reset mail's token allows. */
export function setNewPassword(
  body: NewPasswordRequest,
  options: CallOptions = {},
): Promise<ApiResult<SuccessAnswer>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/userdata/newpassword',
    body,
    schema: SuccessAnswerSchema,
    signal: options.signal,
    // The reset token counts once: a repeat would answer 'invalid, used or expired'.
    retry: false,
  })
}
