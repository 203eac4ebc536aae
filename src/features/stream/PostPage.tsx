import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatBuzz, type StreamPost } from '../../core'
import { Button, formatDate, formatTime, useDocumentTitle } from '../../ui'
import { credentialsOf, useSession } from '../accounts'
import { postAge, STREAM_POST_TYPE_LABELS } from './model'
import { PostFigures, PostSources, PostTypeIcon } from './PostCard'
import { streamQueries } from './queries'
import './stream.css'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function NotFound() {
  return (
    <div className="post-page__state" data-testid="post-not-found">
      <h1 className="page-header__title">This update does not exist</h1>
      <p className="subtle">
        The link may be incomplete, or the update was never written. The stream has every AI update.
      </p>
      <Link to="/" className="button button--primary">
        Go to the AI Updates
      </Link>
    </div>
  )
}

function ShareButton({ post }: { post: StreamPost }) {
  const [copied, setCopied] = useState(false)
  async function share() {
    const url = `${location.origin}/post?post_id=${post.uuid}`
    if (navigator.share) {
      await navigator.share({ title: post.headline, url }).catch(() => undefined)
      return
    }
    await navigator.clipboard?.writeText(url)
    setCopied(true)
    setTimeout(() => setCopied(false), 2000)
  }
  return (
    <Button variant="secondary" size="small" onClick={() => void share()} data-testid="post-share">
      {copied ? 'Link copied' : 'Share'}
    </Button>
  )
}

/** `/post?post_id=`: one AI update, shareable; an unknown id gets a clear not-found state. */
export function PostPage({ postId }: { postId: string | undefined }) {
  const session = useSession()
  const valid = postId !== undefined && UUID.test(postId)
  const credentials = session ? credentialsOf(session) : null
  const query = useQuery({
    ...streamQueries.post(credentials ?? { username: '', passwordHash: '' }, (postId ?? '').toLowerCase()),
    enabled: valid && credentials !== null,
  })
  const post = query.data ?? null
  useDocumentTitle(post ? post.headline : valid && query.isPending ? 'AI Update' : 'Update not found')
  if (!valid) return <NotFound />
  if (query.isPending)
    return (
      <div className="post-page" aria-busy="true" data-testid="post-loading">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--block" />
      </div>
    )
  if (query.isError)
    return (
      <div className="post-page__state" role="alert" data-testid="post-error">
        <p>The update could not be loaded.</p>
        <Button size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  if (!post) return <NotFound />
  const [titleId] = post.title_ids
  return (
    <article className={`post-page post--${post.type}`} data-testid="post-page" data-post-id={post.uuid}>
      <nav className="post-page__back">
        <Link to="/">← AI Updates</Link>
      </nav>
      <header className="post-page__header">
        <p className="post__meta">
          <span className="post__type">
            <PostTypeIcon type={post.type} />
            {STREAM_POST_TYPE_LABELS[post.type]}
          </span>
          <time className="subtle" dateTime={new Date(post.time).toISOString()}>
            {formatDate(post.time)} {formatTime(post.time)} · {postAge(post.time, Date.now())}
          </time>
        </p>
        <h1 className="post-page__headline" data-testid="post-headline">
          {post.headline}
        </h1>
        <div className="post-page__actions">
          {titleId !== undefined ? (
            <Link to="/asset" search={{ title_id: titleId }} className="button button--primary button--small">
              Open {post.title_name}
              {typeof post.figures.buzz === 'number' ? ` · buzz ${formatBuzz(post.figures.buzz)}` : ''}
            </Link>
          ) : null}
          <ShareButton post={post} />
        </div>
      </header>
      <PostFigures post={post} />
      <p className="post-page__text">{post.text}</p>
      {post.image_url ? (
        <img className="post-page__image" src={post.image_url} alt="" loading="lazy" />
      ) : null}
      <PostSources post={post} open />
      <p className="post-page__note subtle">
        Written by Murmur’s pipeline from the messages above when the figures crossed their thresholds.
        Updates are never rewritten: this is what was known at {formatTime(post.time)}.
      </p>
    </article>
  )
}
