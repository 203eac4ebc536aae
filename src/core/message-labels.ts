/**
 * Display names of message types (application §3 "Message types") and languages ("shown by
 * two-letter code with English names, including n/a and others").
 */

const TYPE_LABELS: Readonly<Record<string, string>> = {
  adhoc: 'Ad-hoc',
  adv_fin_report: 'Advanced financial report',
  cap_mkt_info: 'Capital market info',
  dir_dealings: 'Directors dealings',
  forum_posts: 'Forum posts',
  nav: 'NAV',
}

/** One message's type: "a Tweet", not "a Tweets". */
const ONE_MESSAGE_LABELS: Readonly<Record<string, string>> = {
  ...TYPE_LABELS,
  comments: 'Comment',
  dividends: 'Dividend',
  filings: 'Filing',
  forum_posts: 'Forum post',
  images: 'Image',
  others: 'Other',
  tweets: 'Tweet',
  videos: 'Video',
}

const plain = (type: string) => {
  const words = type.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A message type as lists, statistics and filters name it: "Forum posts", "Ad-hoc", "Short interest". */
export function messageTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? plain(type)
}

/** The type of one message, as its card names it: "Forum post", "Tweet", "News". */
export function oneMessageTypeLabel(type: string): string {
  return ONE_MESSAGE_LABELS[type] ?? plain(type)
}

let languageNames: Intl.DisplayNames | null | undefined

/** English name and two-letter code ("German (de)"); n/a and others as they are. */
export function languageLabel(code: string): string {
  if (code === 'n/a') return 'n/a'
  if (code === 'others') return 'Others'
  if (languageNames === undefined) {
    try {
      languageNames = new Intl.DisplayNames('en', { type: 'language' })
    } catch {
      languageNames = null
    }
  }
  let name: string | undefined
  try {
    name = languageNames?.of(code)
  } catch {
    name = undefined
  }
  return name && name !== code ? `${name} (${code})` : code
}
