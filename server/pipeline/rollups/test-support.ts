import type { RollupMessage } from './bucket'

let nextId = 1

/** A stored message with the fields rollups read; an ordinary author (impact 2) by default. */
export function rollupMessage(overrides: Partial<RollupMessage> & { at: string | number }): RollupMessage {
  const { at, ...rest } = overrides
  return {
    id: nextId++,
    source: 'example-news.com',
    type: 'news',
    author: `author-${nextId}`,
    messageTime: new Date(at),
    sentiment: null,
    sentimentLabel: null,
    titleIds: [1],
    authorCategory: 'regulars',
    authorImpact: 2,
    ...rest,
  }
}
