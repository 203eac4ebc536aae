import { XMLParser } from 'fast-xml-parser'
import type { IngestMessage, IngestRejection } from '../../../src/core'
import { checkItem, isRejection } from './jsonl'

/** One feed of FEEDS_FILE. */
export interface FeedConfig {
  url: string
  type: 'news' | 'blog' | 'videos' | 'filings' | 'analyst' | 'forum_posts' | 'comments' | 'tweets'
  lang: string | null
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
})

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Text of an element that may be a string, a number or {#text}. */
function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (isNode(value)) return text(value['#text'])
  if (Array.isArray(value)) return text(value[0])
  return ''
}

/** RSS <link>text</link> or Atom <link href rel="alternate"/>. */
function linkOf(value: unknown): string {
  const links = Array.isArray(value) ? value : [value]
  for (const link of links) {
    if (typeof link === 'string' && link.trim() !== '') return link.trim()
    if (isNode(link)) {
      const href = link['@href']
      const rel = link['@rel']
      if (typeof href === 'string' && (rel === undefined || rel === 'alternate')) return href
      const inner = text(link)
      if (inner.trim() !== '') return inner.trim()
    }
  }
  return ''
}

export interface ParsedFeed {
  messages: IngestMessage[]
  rejected: IngestRejection[]
  items: number
}

/** RSS 2.0 / RSS 1.0 / Atom → ingest messages; a bad item is rejected with its number, never the feed. */
export function parseFeed(xml: string, feed: FeedConfig, fetchedAt: Date): ParsedFeed {
  let document: unknown
  try {
    document = parser.parse(xml, true)
  } catch (error) {
    throw new Error(
      `not a valid RSS/Atom document: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!isNode(document)) throw new Error('not a valid RSS/Atom document')
  const rss = isNode(document.rss) ? document.rss.channel : undefined
  const rdf = document['rdf:RDF']
  const atom = document.feed
  let items: unknown[] = []
  if (isNode(rss) && Array.isArray(rss.item)) items = rss.item
  else if (isNode(rdf) && Array.isArray(rdf.item)) items = rdf.item
  else if (isNode(atom) && Array.isArray(atom.entry)) items = atom.entry
  else if (!isNode(rss) && !isNode(rdf) && !isNode(atom)) throw new Error('not an RSS or Atom feed')

  const parsed: ParsedFeed = { messages: [], rejected: [], items: items.length }
  const host = new URL(feed.url).hostname
  items.forEach((item, index) => {
    if (!isNode(item)) {
      parsed.rejected.push({ line: index + 1, code: 32, reason: 'item is not an element' })
      return
    }
    const link = linkOf(item.link)
    const guid = text(item.guid) || text(item.id) || link
    const when = text(item.pubDate) || text(item.published) || text(item.updated) || text(item['dc:date'])
    const author = text(item['dc:creator']) || text(isNode(item.author) ? item.author.name : item.author)
    const candidate = {
      source: host,
      source_id: guid,
      type: feed.type,
      time: when === '' ? fetchedAt.toISOString() : when,
      sub: text(item.title),
      body:
        text(item['content:encoded']) || text(item.description) || text(item.summary) || text(item.content),
      url: link === '' ? null : link,
      author: author === '' ? null : author,
      lang: feed.lang,
    }
    const checked = checkItem(index + 1, candidate)
    if (isRejection(checked)) parsed.rejected.push(checked)
    else parsed.messages.push(checked)
  })
  return parsed
}
