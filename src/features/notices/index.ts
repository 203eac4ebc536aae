export { AccountBanners } from './AccountBanners'
export {
  type AccountBanner,
  accountBanner,
  formatUsd,
  intervalWord,
  loginNoticeText,
  pendingInvoiceOrder,
} from './notice-texts'
export { UpgradePrompt, type UpgradePromptProps } from './UpgradePrompt'
