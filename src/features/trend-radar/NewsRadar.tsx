import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import {
  ageText,
  type BasicCredentials,
  TREND_WINDOW_LABELS,
  type TrendRadarSearch,
  type TrendStory,
  type TrendWindow,
} from '../../core'
import { Button, formatDecimal1, LoadFailed, Pending } from '../../ui'
import { SentimentBadge } from '../asset/widgets/Sentiment'
import { MessageCard } from '../messages/MessageCard'
import { LongerWindowLink } from './LongerWindowLink'
import { trendRadarQueries } from './queries'
import { RadarCounts } from './RadarCounts'

type Search = TrendRadarSearch & { window: TrendWindow }

/** The news radar: stories of the window, strongest first, each opening its messages. */
export function NewsRadar({ credentials, search }: { credentials: BasicCredentials; search: Search }) {
  const params = {
    window: search.window,
    limit: 30,
    ...(search.region ? { region: search.region } : {}),
    ...(search.query ? { query: search.query } : {}),
  }
  const stories = useQuery(trendRadarQueries.stories(credentials, params))
  return (
    <div className="radar-grid">
      <section className="radar-grid__main" aria-label="Stories" data-testid="radar-stories">
        {stories.isPending ? (
          <Pending query={stories}>
            <StorySkeletons />
          </Pending>
        ) : stories.isError && !stories.data ? (
          <LoadFailed message="The stories could not be loaded." onRetry={() => void stories.refetch()} />
        ) : stories.data.stories.length === 0 ? (
          <div className="radar-empty card" data-testid="radar-stories-empty">
            <h2>
              No stories {search.query ? `about “${search.query}” ` : ''}in the{' '}
              {TREND_WINDOW_LABELS[search.window].toLowerCase()}
            </h2>
            <p className="muted">
              A story forms when two or more messages tell the same event.
              {search.region || search.query ? ' Clearing the filters may show more.' : ''}
            </p>
            <LongerWindowLink page="news" search={search} />
          </div>
        ) : (
          <ol className="radar-stories">
            {stories.data.stories.map((story, index) => (
              <li key={story.id}>
                <StoryCard story={story} rank={index + 1} credentials={credentials} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <aside className="radar-grid__side" aria-label="Where the talk is">
        <RadarCounts credentials={credentials} window={search.window} />
      </aside>
    </div>
  )
}

function StorySkeletons() {
  return (
    <div className="radar-stories" aria-busy="true" data-testid="radar-stories-loading">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="radar-story card radar-story--skeleton">
          <span className="radar-skeleton" />
          <span className="radar-skeleton radar-skeleton--short" />
        </div>
      ))}
    </div>
  )
}

function StoryCard({
  story,
  rank,
  credentials,
}: {
  story: TrendStory
  rank: number
  credentials: BasicCredentials
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const now = Date.now()
  const others = story.source_count - story.sources.length
  return (
    <article className="radar-story card" data-testid="radar-story" data-story-id={story.id}>
      <div className="radar-story__rank" aria-hidden="true">
        {rank}
      </div>
      <div className="radar-story__content">
        <h2 className="radar-story__headline">{story.headline}</h2>
        <div className="radar-story__titles">
          {story.titles.map((title) => (
            <Link
              key={title.title_id}
              to="/asset"
              search={{ title_id: title.title_id }}
              className="title-chip"
              data-testid="radar-story-title"
            >
              {title.symbol ? <strong>{title.symbol}</strong> : null} {title.name}
            </Link>
          ))}
          {story.has_news ? (
            <span className="badge badge--accent">News</span>
          ) : (
            <span className="badge">Posts</span>
          )}
        </div>
        <dl className="radar-story__figures">
          <div>
            <dt>Messages</dt>
            <dd data-testid="radar-story-messages">{story.messages}</dd>
          </div>
          <div>
            <dt>Sources</dt>
            <dd>{story.source_count}</dd>
          </div>
          <div>
            <dt>Last hour</dt>
            <dd className={story.last_hour > 0 ? 'radar-story__hot' : undefined}>
              {story.last_hour > 0 ? `+${story.last_hour}` : '0'}
            </dd>
          </div>
          <div>
            <dt>First seen</dt>
            <dd>
              <time dateTime={new Date(story.first_time).toISOString()}>
                {ageText(story.first_time, now)}
              </time>
            </dd>
          </div>
          <div>
            <dt>Latest</dt>
            <dd>
              <time dateTime={new Date(story.last_time).toISOString()}>{ageText(story.last_time, now)}</time>
            </dd>
          </div>
          <div>
            <dt>Sentiment</dt>
            <dd>
              <SentimentBadge sentiment={story.sentiment} />
            </dd>
          </div>
        </dl>
        <p className="radar-story__sources">
          {story.sources.map((source) => (
            <span key={source.source} className="radar-story__source">
              {source.source} <span className="subtle">{source.count}</span>
            </span>
          ))}
          {others > 0 ? <span className="subtle">and {others} more</span> : null}
        </p>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-testid="radar-story-toggle"
        >
          {open ? 'Hide messages' : `Show messages (${formatDecimal1(story.messages).replace(/\.0$/, '')})`}
        </Button>
        {open ? <StorySamples id={panelId} storyId={story.id} credentials={credentials} /> : null}
      </div>
    </article>
  )
}

function StorySamples({
  id,
  storyId,
  credentials,
}: {
  id: string
  storyId: number
  credentials: BasicCredentials
}) {
  const samples = useQuery(trendRadarQueries.samples(credentials, storyId))
  const terms = samples.data?.story.titles.flatMap((title) => [title.name, title.symbol ?? '']) ?? []
  return (
    <div id={id} className="radar-story__samples" data-testid="radar-story-samples">
      {samples.isPending ? (
        <Pending query={samples}>
          <p className="muted" aria-busy="true">
            <span className="spinner" aria-hidden="true" /> Loading the story’s messages…
          </p>
        </Pending>
      ) : samples.isError ? (
        <LoadFailed
          message="The story’s messages could not be loaded."
          onRetry={() => void samples.refetch()}
        />
      ) : (
        samples.data.messages.map((message) => (
          <MessageCard key={message.id} message={message} terms={terms} />
        ))
      )}
    </div>
  )
}
