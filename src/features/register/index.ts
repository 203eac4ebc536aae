// The page (RegisterPage.tsx) is imported by its route file directly, so that it lands in the
// route's lazily loaded chunk. The bot check is shared with the purchase page's account step.
export { BotCheck, type BotCheckProps } from './BotCheck'
