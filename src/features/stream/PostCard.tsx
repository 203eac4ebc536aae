import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import {
  epsVerdict,
  formatBuzz,
  formatMove,
  formatSignedWhole,
  type StreamPost,
  type StreamPostType,
  sentimentColor,
} from '../../core'
import { formatDate, formatTime } from '../../ui'
import { postAge, STREAM_POST_TYPE_LABELS } from './model'

/** One glyph per post type (24-unit viewBox, stroked). */
const TYPE_PATHS: Readonly<Record<StreamPostType, string>> = {
  buzz_rise: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  buzz_fall: 'M3 7l6 6 4-4 8 8M15 17h6v-6',
  key_event: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
  earnings: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  price_move: 'M4 19h16M6 15l4-5 3 3 5-7',
  sentiment_swing: 'M4 12c2-5 4-5 6 0s4 5 6 0 3-4 4-2',
}

export function PostTypeIcon({ type }: { type: StreamPostType }) {
  return (
    <svg className="post__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={TYPE_PATHS[type]} />
    </svg>
  )
}

function exactTime(time: number): string {
  return `${formatDate(time)} ${formatTime(time)}`
}

/** The figures behind a post as chips: buzz, move, sentiment, volume. */
export function PostFigures({ post }: { post: StreamPost }) {
  const f = post.figures
  const chips: Array<{ key: string; label: string; value: string; tone?: string; color?: string }> = []
  if (typeof f.buzz === 'number' && f.buzz > 0)
    chips.push({
      key: 'buzz',
      label: 'Buzz',
      value: formatBuzz(f.buzz),
      tone: f.buzz >= 1 ? 'up' : 'down',
    })
  if (typeof f.move === 'number')
    chips.push({
      key: 'move',
      label: 'Price',
      value: formatMove(f.move),
      tone: f.move >= 0 ? 'up' : 'down',
    })
  if (typeof f.eps_actual === 'number') {
    const verdict = epsVerdict(f.eps_actual, f.eps_consensus)
    chips.push({
      key: 'eps',
      label: 'EPS',
      value:
        typeof f.eps_consensus === 'number'
          ? `${f.eps_actual.toFixed(2)} vs ${f.eps_consensus.toFixed(2)} est.`
          : f.eps_actual.toFixed(2),
      ...(verdict === 'beat' ? { tone: 'up' } : verdict === 'miss' ? { tone: 'down' } : {}),
    })
  }
  if (typeof f.sentiment_score === 'number') {
    const previous =
      typeof f.previous_sentiment_score === 'number'
        ? `${formatSignedWhole(f.previous_sentiment_score)} → `
        : ''
    chips.push({
      key: 'sentiment',
      label: 'Sentiment',
      value: `${previous}${formatSignedWhole(f.sentiment_score)}`,
      color: sentimentColor(Math.max(-1, Math.min(1, f.sentiment_score / 50))),
    })
  }
  if (typeof f.messages === 'number' && f.messages > 0)
    chips.push({
      key: 'messages',
      label: 'Messages',
      value: typeof f.authors === 'number' ? `${f.messages} · ${f.authors} authors` : String(f.messages),
    })
  if (chips.length === 0) return null
  return (
    <dl className="post__figures" data-testid="post-figures">
      {chips.map((chip) => (
        <div key={chip.key} className={`post__figure${chip.tone ? ` post__figure--${chip.tone}` : ''}`}>
          <dt>{chip.label}</dt>
          <dd>
            {chip.color ? (
              <span className="post__swatch" aria-hidden="true" style={{ backgroundColor: chip.color }} />
            ) : null}
            {chip.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The messages a post quotes, each linked to its source. */
export function PostSources({ post, open = false }: { post: StreamPost; open?: boolean }) {
  if (post.sources.length === 0) return null
  const list = (
    <ul className="post__source-list">
      {post.sources.map((source) => (
        <li key={source.message_id} className="post__source">
          <span className="post__source-host">{source.so}</span>
          {source.url ? (
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.sub}
            </a>
          ) : (
            <span>{source.sub}</span>
          )}
          <time
            className="subtle"
            dateTime={new Date(source.time).toISOString()}
            title={exactTime(source.time)}
          >
            {formatTime(source.time)}
          </time>
        </li>
      ))}
    </ul>
  )
  if (open)
    return (
      <section className="post__sources post__sources--open" aria-label="Sources">
        <h3 className="post__sources-title">Sources</h3>
        {list}
      </section>
    )
  return (
    <details className="post__sources">
      <summary>
        {post.sources.length} {post.sources.length === 1 ? 'source' : 'sources'}
      </summary>
      {list}
    </details>
  )
}

export interface PostCardProps {
  post: StreamPost
  now: number
  /** Arrived live since the list was shown: highlighted once. */
  fresh?: boolean
}

/** One AI update in the stream: what happened, to which asset, the figures, the quotes and their sources. */
export function PostCard({ post, now, fresh = false }: PostCardProps) {
  const [imageFailed, setImageFailed] = useState(false)
  const [titleId] = post.title_ids
  return (
    <article
      className={`post post--${post.type}${fresh ? ' post--fresh' : ''}`}
      data-testid="stream-post"
      data-post-id={post.uuid}
      data-post-type={post.type}
      aria-labelledby={`post-${post.uuid}`}
    >
      <header className="post__meta">
        <span className="post__type">
          <PostTypeIcon type={post.type} />
          {STREAM_POST_TYPE_LABELS[post.type]}
        </span>
        {titleId !== undefined ? (
          <Link to="/asset" search={{ title_id: titleId }} className="post__asset" data-testid="post-asset">
            {post.title_name}
          </Link>
        ) : null}
        <span className="post__region subtle" title="Market">
          {post.region === 'GLOBAL' ? 'Global' : post.region}
        </span>
        <time
          className="post__time subtle"
          dateTime={new Date(post.time).toISOString()}
          title={exactTime(post.time)}
        >
          {postAge(post.time, now)}
        </time>
      </header>
      <div className="post__main">
        <div className="post__content">
          <h3 className="post__headline" id={`post-${post.uuid}`}>
            <Link to="/post" search={{ post_id: post.uuid }} data-testid="post-link">
              {post.headline}
            </Link>
          </h3>
          <PostFigures post={post} />
          <p className="post__text">{post.text}</p>
        </div>
        {post.image_url && !imageFailed ? (
          <img
            className="post__image"
            src={post.image_url}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : null}
      </div>
      <PostSources post={post} />
    </article>
  )
}
