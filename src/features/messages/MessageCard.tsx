import { Link } from '@tanstack/react-router'
import {
  keyEventById,
  keyEventsShownOnMessage,
  type MessageItem,
  oneMessageTypeLabel,
  sentimentBarWidth,
  sentimentColor,
} from '../../core'
import { formatDate, formatSignedDecimal1, formatTime } from '../../ui'
import { highlightTerms } from './highlight'
import { SentimentWhy } from './SentimentWhy'
import './messages.css'

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightTerms(text, terms).map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <mark key={index} className="message__hit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

function messageTime(time: number): string {
  const sameDay = new Date(time).toDateString() === new Date().toDateString()
  return sameDay ? formatTime(time) : `${formatDate(time)} ${formatTime(time)}`
}

/** A linked title's label: symbol and name. */
export interface LinkedTitle {
  name: string
  symbol: string | null
}

/**
 * One message: time, source, author, text with the asset's names marked, sentiment bar, key
 * events; with `linkedTitles`, the titles the message is about as links to their pages.
 */
export function MessageCard({
  message,
  terms,
  linkedTitles,
}: {
  message: MessageItem
  terms: readonly string[]
  linkedTitles?: ReadonlyMap<number, LinkedTitle>
}) {
  const keyEvents = keyEventsShownOnMessage(message.key_events_v2)
  const sentiment = message.sentiment
  const body = message.body.length > 600 ? `${message.body.slice(0, 600)}…` : message.body
  return (
    <article className="message" data-testid="message" data-message-id={message.id}>
      <header className="message__meta">
        <time dateTime={new Date(message.time).toISOString()}>{messageTime(message.time)}</time>
        <span className="message__source" data-testid="message-source">
          {message.so}
        </span>
        {message.author ? (
          <span className="message__author">
            <Link
              to="/author"
              search={{ name: message.author.id ?? message.author.name, authorSource: message.author.source }}
              data-testid="message-author"
            >
              {message.author.name}
            </Link>
            {message.author.impact !== null ? (
              <span className="subtle" title="Author impact (0 bot, 5 curated)">
                {' '}
                · impact {message.author.impact}
              </span>
            ) : null}
          </span>
        ) : null}
        <span className="badge message__type" data-type={message.type}>
          {oneMessageTypeLabel(message.type)}
        </span>
      </header>
      <h3 className="message__subject">
        {message.url ? (
          <a href={message.url} target="_blank" rel="noopener noreferrer">
            <Highlighted text={message.sub} terms={terms} />
          </a>
        ) : (
          <Highlighted text={message.sub} terms={terms} />
        )}
      </h3>
      {body && body !== message.sub ? (
        <p className="message__body">
          <Highlighted text={body} terms={terms} />
        </p>
      ) : null}
      <footer className="message__footer">
        {sentiment ? (
          <span className="message__sentiment" data-testid="message-sentiment">
            <span className="message__bar" aria-hidden="true">
              <span
                className="message__bar-fill"
                style={{
                  width: `${sentimentBarWidth(sentiment.score)}%`,
                  backgroundColor: sentimentColor(sentiment.value),
                }}
              />
            </span>
            <span className="numeric">
              Sentiment {formatSignedDecimal1(sentiment.score)} ({sentiment.label})
            </span>
          </span>
        ) : (
          <span className="subtle" title="No sentiment model covers this message's language">
            Not scored
          </span>
        )}
        {sentiment?.explanation ? (
          <SentimentWhy phrases={sentiment.explanation} label={sentiment.label} />
        ) : null}
        {linkedTitles && message.titles.length > 0 ? (
          <ul className="message__titles" aria-label="Assets in this message">
            {message.titles.slice(0, 6).map(({ title_id }) => {
              const title = linkedTitles.get(title_id)
              return (
                <li key={title_id}>
                  <Link to="/asset" search={{ title_id }} className="title-chip" data-testid="message-title">
                    {title?.symbol ? <strong>{title.symbol}</strong> : null}{' '}
                    {title?.name ?? `Asset ${title_id}`}
                  </Link>
                </li>
              )
            })}
          </ul>
        ) : null}
        {keyEvents.length > 0 ? (
          <ul className="message__key-events" aria-label="Key events">
            {keyEvents.map((event) => (
              <li key={event.key_event_id} className="badge badge--accent">
                {keyEventById(event.key_event_id)?.name ?? `Key event ${event.key_event_id}`}
              </li>
            ))}
          </ul>
        ) : null}
      </footer>
    </article>
  )
}
