import type { ReactNode } from 'react'
import { useOnline } from '../../app'
import {
  changeTone,
  formatBuzz,
  formatPercent,
  formatPrice,
  isFormingBar,
  sentimentColor,
  sentimentNote,
  sentimentNoteText,
  type TitleInfo,
  titleTypeWord,
} from '../../core'
import { formatDayTime, formatSignedDecimal1, formatTime, NOT_STORED_OFFLINE } from '../../ui'
import { pulseHourText } from '../live/pulse-hour'
import { isQuietSince, quietSince } from '../live/quiet-title'

/** The buzz and sentiment of the title's latest hour (live, or the last stored hour until live data comes). */
export interface AssetPulse {
  buzz: number
  /** Raw sentiment in [-1, 1]. */
  sentiment: number
  /** Display score. */
  sentimentScore: number
  /** Epoch ms: start of the hour the values belong to. */
  time: number
  /** Epoch ms the values are as of: when the live update reached this tab, or when the history was fetched. */
  asOf: number
  live: boolean
}

export interface AssetQuote {
  value: number
  time: number
  /** Fraction against the previous day's close: 0.0123 = +1.23 %; null when unknown. */
  change: number | null
  /** From a live tick rather than the last daily close. */
  live: boolean
}

export interface AssetHeaderProps {
  titleId: number
  /** The title's name as soon as it is known (master data, or the search result it was opened from). */
  name: string | null
  info: TitleInfo | undefined
  pulse: AssetPulse | null
  quote: AssetQuote | null
  /** Buttons beside the name (add to watchlist). */
  actions?: ReactNode
}

/**
 * What the price is: a live tick, or a daily bar (stamped at its day's UTC start). Today's bar is
 * still forming (a 24-hour market, or a session in progress), so it is not a close.
 */
export function quoteCaption(quote: Pick<AssetQuote, 'time' | 'live'>, nowMs: number): string {
  if (quote.live) return 'live price'
  return isFormingBar(quote.time, nowMs) ? 'today so far' : `close of ${closeDayFormat.format(quote.time)}`
}

/** A daily close is stamped at its day's UTC start. */
const closeDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

function SentimentBadge({ sentiment, score }: { sentiment: number; score: number }) {
  const note = sentimentNote(sentiment)
  return (
    <span className="asset-header__sentiment" data-testid="asset-sentiment" data-sentiment={sentiment}>
      <span
        className="asset-header__swatch"
        aria-hidden="true"
        style={{ backgroundColor: sentimentColor(sentiment) }}
      />
      <span className="numeric">{formatSignedDecimal1(score)}</span>
      {note ? <span className="subtle">{sentimentNoteText(note)}</span> : null}
    </span>
  )
}

/** Name, type, symbol, exchange, the live buzz and sentiment, and the last price of an asset. */
export function AssetHeader({ titleId, name, info, pulse, quote, actions }: AssetHeaderProps) {
  const facts = [
    info ? titleTypeWord(info.type) : null,
    info?.symbol ?? null,
    info?.exchange?.name ?? null,
    info?.isin ?? null,
  ].filter((fact): fact is string => Boolean(fact))
  const online = useOnline()
  return (
    <header className="asset-header" data-testid="asset-header" data-title-id={titleId}>
      <div className="asset-header__identity">
        <h1 className="asset-header__name">
          {name === null ? (
            // Offline, the master data's request waits for the network: 'Loading' would promise what cannot come.
            <span className="subtle" data-testid={online ? undefined : 'not-stored-offline'}>
              {online ? 'Loading asset…' : NOT_STORED_OFFLINE}
            </span>
          ) : (
            <span data-testid="asset-name">{name}</span>
          )}
        </h1>
        {facts.length > 0 ? (
          <p className="asset-header__facts" data-testid="asset-facts">
            {facts.map((fact) => (
              <span key={fact} className="badge">
                {fact}
              </span>
            ))}
          </p>
        ) : null}
        {actions ? <div className="asset-header__actions">{actions}</div> : null}
      </div>
      <dl className="asset-header__metrics">
        <div className="asset-header__metric">
          <dt>Buzz</dt>
          <dd data-testid="asset-buzz" data-updated-at={pulse?.live ? pulse.asOf : ''}>
            {pulse && !pulse.live && isQuietSince(pulse.time, Date.now()) ? (
              // No message this hour nor the last: its last hour's buzz (200 % two days ago) is not its buzz now.
              <>
                <span className="numeric">{formatBuzz(0)}</span>
                <span className="asset-header__period" data-testid="asset-buzz-period">
                  quiet since{' '}
                  <time dateTime={new Date(quietSince(pulse.time)).toISOString()}>
                    {formatDayTime(quietSince(pulse.time), Date.now())}
                  </time>
                </span>
              </>
            ) : pulse ? (
              <>
                <span className="numeric">{formatBuzz(pulse.buzz)}</span>
                <span className="asset-header__period" data-testid="asset-buzz-period">
                  {pulseHourText(pulse.time, Date.now())}
                </span>
              </>
            ) : (
              <>
                <span className="subtle">–</span>
                {/* The caption's line is kept, so the header does not grow when the figures come. */}
                <span className="asset-header__period" aria-hidden="true">
                  {'\u00a0'}
                </span>
              </>
            )}
          </dd>
        </div>
        <div className="asset-header__metric">
          <dt>Sentiment</dt>
          <dd>
            {pulse ? (
              <SentimentBadge sentiment={pulse.sentiment} score={pulse.sentimentScore} />
            ) : (
              <span className="subtle">–</span>
            )}
          </dd>
        </div>
        <div className="asset-header__metric">
          <dt>Price</dt>
          <dd data-testid="asset-price">
            {quote ? (
              <>
                <span className="numeric">{formatPrice(quote.value, info)}</span>
                {quote.change !== null ? (
                  <span
                    className={`asset-header__change numeric tone-${changeTone(quote.change)}`}
                    data-testid="asset-price-change"
                  >
                    {formatPercent(quote.change, { signed: true })}
                  </span>
                ) : null}
                <span className="asset-header__period">{quoteCaption(quote, Date.now())}</span>
              </>
            ) : (
              <span className="subtle">–</span>
            )}
          </dd>
        </div>
        <div className="asset-header__metric asset-header__metric--time">
          <dt>Updated</dt>
          <dd>
            {pulse ? (
              <span>
                <time dateTime={new Date(pulse.asOf).toISOString()}>{formatTime(pulse.asOf)}</time>
                {pulse.live ? <span className="badge badge--accent asset-header__live">Live</span> : null}
              </span>
            ) : (
              // Offline, no live update can come until the network is back.
              <span className="subtle">{online ? 'Waiting for live data…' : 'Offline'}</span>
            )}
          </dd>
        </div>
      </dl>
    </header>
  )
}
