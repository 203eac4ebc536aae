import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import type { ChatCitation, ChatFigures, ChatMessage } from '../../core'
import { formatMoment, formatSignedDecimal1 } from '../../ui'

/** The answer's text with its [n] markers as links to the cited messages below. */
function withCitations(text: string, citations: readonly ChatCitation[], anchor: string): ReactNode[] {
  let offset = 0
  return text.split(/(\[\d+\])/).map((part) => {
    const key = `${offset}`
    offset += part.length
    const n = /^\[(\d+)\]$/.exec(part)?.[1]
    if (n && citations.some((citation) => citation.n === Number(n)))
      return (
        <a key={key} href={`#${anchor}-${n}`} className="chat-cite" aria-label={`Message ${n}`}>
          {n}
        </a>
      )
    return <Fragment key={key}>{part}</Fragment>
  })
}

/** Paragraphs keyed by where they start in the text. */
export function paragraphs(text: string): { key: string; text: string }[] {
  let offset = 0
  return text.split('\n\n').map((paragraph) => {
    const key = `${offset}`
    offset += paragraph.length + 2
    return { key, text: paragraph }
  })
}

function Figures({ figures }: { figures: ChatFigures }) {
  const change =
    figures.previous_messages === 0
      ? null
      : Math.round(((figures.messages - figures.previous_messages) / figures.previous_messages) * 100)
  return (
    <li className="chat-figures" data-testid="chat-figures">
      <Link to="/asset" search={{ title_id: figures.title_id }} className="chat-figures__name">
        {figures.name}
        {figures.symbol ? <span className="subtle"> {figures.symbol}</span> : null}
      </Link>
      <span className="chat-figures__stat">
        <strong>{figures.messages.toLocaleString('en-US')}</strong> messages
        {change === null ? null : (
          <span className={change >= 0 ? 'chat-up' : 'chat-down'}>
            {' '}
            {change >= 0 ? '+' : '−'}
            {Math.abs(change)}%
          </span>
        )}
      </span>
      <span className="chat-figures__stat">
        Sentiment{' '}
        <strong
          className={
            figures.sentiment === null
              ? undefined
              : figures.sentiment > 0
                ? 'chat-up'
                : figures.sentiment < 0
                  ? 'chat-down'
                  : undefined
          }
        >
          {figures.sentiment === null ? 'n/a' : formatSignedDecimal1(figures.sentiment)}
        </strong>
      </span>
      <span
        role="img"
        className="chat-figures__split"
        aria-label={`${figures.pos} positive, ${figures.neu} neutral, ${figures.neg} negative`}
      >
        <span className="chat-split chat-split--pos" style={{ flexGrow: figures.pos }} />
        <span className="chat-split chat-split--neu" style={{ flexGrow: figures.neu }} />
        <span className="chat-split chat-split--neg" style={{ flexGrow: figures.neg }} />
      </span>
    </li>
  )
}

/** One assistant answer: the text, the figures per asset, and the messages it cites. */
export function ChatAnswer({
  message,
}: {
  message: Pick<ChatMessage, 'id' | 'text' | 'citations' | 'figures'>
}) {
  const anchor = `answer-${message.id}`
  return (
    <div className="chat-answer" data-testid="chat-answer">
      {paragraphs(message.text).map((paragraph) => (
        <p key={paragraph.key} className="chat-answer__text">
          {withCitations(paragraph.text, message.citations, anchor)}
        </p>
      ))}
      {message.figures.length > 0 ? (
        <ul className="chat-figures-list" aria-label="Figures">
          {message.figures.map((figures) => (
            <Figures key={figures.title_id} figures={figures} />
          ))}
        </ul>
      ) : null}
      {message.citations.length > 0 ? (
        <ol className="chat-sources" aria-label="Cited messages" data-testid="chat-citations">
          {message.citations.map((citation) => (
            <li
              key={citation.n}
              id={`${anchor}-${citation.n}`}
              className="chat-source"
              data-message-id={citation.message_id}
            >
              <span className="chat-source__n">{citation.n}</span>
              <span className="chat-source__body">
                {citation.url ? (
                  <a href={citation.url} target="_blank" rel="noreferrer noopener">
                    {citation.sub}
                  </a>
                ) : (
                  citation.sub
                )}
                <span className="subtle">
                  {' '}
                  · {citation.source} · {formatMoment(citation.time)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
