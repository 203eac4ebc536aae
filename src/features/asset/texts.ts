/** The empty states of the messages list (application §8), copied exactly. */
export const MESSAGES_TEXT = {
  none: 'No messages found',
  noMore: 'No more messages/articles/AI Updates were found',
} as const
