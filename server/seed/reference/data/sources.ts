/**
 * Message sources by host with their source type (a message type of application §3), and the
 * source types with their icons. The ingest pipeline adds hosts it meets; these are the known ones.
 */
export const SOURCE_TYPES: readonly (readonly [type: string, icon: string])[] = [
  ['news', 'newspaper'],
  ['blog', 'blog'],
  ['tweets', 'twitter'],
  ['forum_posts', 'comments'],
  ['comments', 'comment'],
  ['videos', 'video'],
  ['filings', 'file-lines'],
  ['analyst', 'magnifying-glass-chart'],
]

export const SOURCES: readonly (readonly [host: string, type: string])[] = [
  ['reuters.com', 'news'],
  ['bloomberg.com', 'news'],
  ['cnbc.com', 'news'],
  ['ft.com', 'news'],
  ['wsj.com', 'news'],
  ['marketwatch.com', 'news'],
  ['finance.yahoo.com', 'news'],
  ['handelsblatt.com', 'news'],
  ['businesswire.com', 'news'],
  ['globenewswire.com', 'news'],
  ['prnewswire.com', 'news'],
  ['investing.com', 'news'],
  ['seekingalpha.com', 'blog'],
  ['medium.com', 'blog'],
  ['twitter.com', 'tweets'],
  ['stocktwits.com', 'tweets'],
  ['weibo.com', 'tweets'],
  ['reddit.com', 'forum_posts'],
  ['xueqiu.com', 'forum_posts'],
  ['hotcopper.com.au', 'forum_posts'],
  ['4chan.org', 'forum_posts'],
  ['discord.com', 'comments'],
  ['telegram.org', 'comments'],
  ['youtube.com', 'videos'],
  ['tiktok.com', 'videos'],
  ['sec.gov', 'filings'],
  ['bundesanzeiger.de', 'filings'],
  ['coinmarketcap.com', 'analyst'],
]
