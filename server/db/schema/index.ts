// One Drizzle schema for both engines, one file per area. drizzle-kit reads this folder.

export * from './accounts'
export * from './briefings'
export * from './chat'
export * from './market'
export * from './pipeline'
export * from './push'
export * from './research'
export * from './stream-posts'
export * from './users'
export * from './watchlists'
