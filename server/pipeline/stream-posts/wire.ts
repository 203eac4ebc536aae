import type { StreamPost } from '../../../src/core'
import type { StreamPostRow } from '../../db/schema'
import type { NewStreamPost } from './store'

/**
 * Images are answered through the image host setting (application §3 "Stream post: image_url
 * rebased to an image host"): the path and query stay, the origin becomes the host's. Without a
 * host, the source's URL is answered as it came.
 */
export function rebaseImageUrl(url: string | null, imageHost: string | null): string | null {
  if (url === null) return null
  if (!imageHost) return url
  try {
    const source = new URL(url)
    return new URL(`${source.pathname}${source.search}`, imageHost).toString()
  } catch {
    return null
  }
}

export function streamPostOf(post: NewStreamPost & { uuid: string }, imageHost: string | null): StreamPost {
  return {
    uuid: post.uuid,
    time: post.time,
    type: post.type,
    region: post.region,
    title_ids: post.titleIds,
    title_type: post.titleType,
    title_name: post.titleName,
    headline: post.headline,
    text: post.text,
    sources: post.sources,
    image_url: rebaseImageUrl(post.imageUrl, imageHost),
    figures: post.figures,
  }
}

export function streamPostOfRow(row: StreamPostRow, imageHost: string | null): StreamPost {
  return streamPostOf({ ...row, time: row.postTime.getTime() }, imageHost)
}
