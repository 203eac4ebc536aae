/** User-facing texts that the spec fixes word for word (application §4, §8). */
export const TEXT = {
  loginFailed: 'Login failed',
  invalidCredentials: 'You have entered an invalid username or password',
  connectionLost: 'Connection lost, reconnecting...',
  actionFailed: 'Action failed',
  actionSuccessful: 'Action was successful',
  errorSubmittingForm: 'Error submitting form',
} as const

/** The empty states of the messages list (application §8), copied exactly. */
export const MESSAGES_TEXT = {
  none: 'No messages found',
  noMore: 'No more messages/articles/AI Updates were found',
} as const
