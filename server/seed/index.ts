export { type DemoUserSeed, md5Hex, seedDemoUser } from './demo-user'
