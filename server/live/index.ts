export { parseTitleRoom, titleRoom } from './rooms'
export { attachLiveServer, type LiveDeps, type LiveHandle } from './server'
export type { LiveServer, LiveSocket, ServerToClientEvents } from './state'
