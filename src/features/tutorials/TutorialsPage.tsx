import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../ui'
import { TUTORIAL_CHAPTERS, type TutorialChapterId } from './chapters'
import './tutorials.css'

const CHAPTERS: Record<TutorialChapterId, ReactNode> = {
  'getting-started': (
    <>
      <ol className="tutorial-steps">
        <li>
          <strong>Search.</strong> Type a name, ticker, ISIN or WKN in the search bar at the top. The results
          come from the asset inventory stored on your device, so they appear as you type, even offline.
        </li>
        <li>
          <strong>Open the asset.</strong> Its page shows the buzz and sentiment chart over the time range you
          choose (Real time up to one year, as your plan allows), the messages behind the figures, where they
          come from, who writes them, the key events, and the assets talked about together with it.
        </li>
        <li>
          <strong>Filter the messages.</strong> Narrow the list by source, message type, language, sentiment
          or key event; the filter is part of the address, so a bookmark or a shared link opens the same view.
        </li>
        <li>
          <strong>Look around.</strong> <Link to="/explore">Explore</Link> compares whole markets, sectors and
          lists; the AI Updates on the <Link to="/">home page</Link> tell you when something moves.
        </li>
      </ol>
    </>
  ),
  'buzz-and-sentiment': (
    <>
      <p>
        <strong>Buzz</strong> measures how much people talk about an asset against its own normal level:{' '}
        <strong>100 %</strong> is the usual amount of talk at that time of day over the last 30 days (for
        today, the usual amount by this hour), 300 % is three times as much, 50 % half. Because every asset is
        measured against itself, a small company at 400 % stands out even when a giant at 110 % has more
        messages.
      </p>
      <p>
        <strong>Sentiment</strong> is scored per message, from clearly negative to clearly positive. The
        asset’s score runs from −100 to +100: the closer to ±100, the more one-sided the talk; around 0
        opinions balance or the messages are plain facts. Green is positive, red negative, grey neutral.
      </p>
      <dl className="tutorial-facts">
        <div>
          <dt>Buzz 100%</dt>
          <dd>As much talk as usual</dd>
        </div>
        <div>
          <dt>Buzz 250%+</dt>
          <dd>Something is happening: read the newest messages</dd>
        </div>
        <div>
          <dt>Sentiment +40</dt>
          <dd>Clearly more positive than negative messages</dd>
        </div>
        <div>
          <dt>Sentiment swings</dt>
          <dd>A change of the score matters more than its level</dd>
        </div>
      </dl>
    </>
  ),
  'watchlists-and-alerts': (
    <>
      <p>
        Press the star on an asset, an author or a search result to add it to your watchlist; the{' '}
        <Link to="/settings" search={{ tab: 'settings_watchlist' }}>
          watchlist settings
        </Link>{' '}
        list them with their live buzz and sentiment. The start page shows what is trending in your watchlist.
      </p>
      <p>
        On an asset’s page, the bell makes an <strong>alert rule</strong>: buzz above a level, buzz against
        its moving average, buzz before earnings, price and buzz together, or key events. When a rule fires,
        every open Murmur tab shows it at once, the chart marks it, and, with notifications allowed, your
        phone or desktop tells you even when Murmur is closed.
      </p>
    </>
  ),
  install: (
    <>
      <p>
        Murmur installs like an app: it starts from your home screen in a second, works offline with the
        figures it last showed, and can deliver alerts to the lock screen.
      </p>
      <ul className="tutorial-platforms">
        <li>
          <strong>iPhone and iPad (Safari):</strong> tap Share, then <em>Add to Home Screen</em>. Open Murmur
          from the home screen once and allow notifications to get alerts (iOS 16.4 or later).
        </li>
        <li>
          <strong>Android (Chrome):</strong> open the menu and tap <em>Install app</em>, or accept the install
          banner.
        </li>
        <li>
          <strong>Desktop (Chrome, Edge):</strong> click the install icon at the right of the address bar.
        </li>
      </ul>
    </>
  ),
  api: (
    <>
      <p>
        Everything Murmur shows comes from its own interface under <code>/v6</code>, which your tools can call
        too. Calls authenticate with HTTP Basic authentication: your e-mail address as user name and the MD5
        hex digest of your password as password. The figures and limits are your plan’s.
      </p>
      <ul className="tutorial-platforms">
        <li>
          The full reference with every parameter and answer is at{' '}
          <a href="/v6/docs" target="_blank" rel="noreferrer">
            /v6/docs
          </a>{' '}
          (OpenAPI document at <code>/v6/openapi.json</code>).
        </li>
        <li>
          Live updates come over socket.io at <code>/socket.io</code> (WebSocket): subscribe to assets,
          messages or your watchlist and receive buzz, sentiment, prices and alerts as they happen.
        </li>
      </ul>
    </>
  ),
}

/** /tutorials (application §2.1, navigation hidden): how to use Murmur, chapter by chapter. */
export function TutorialsPage() {
  useDocumentTitle('Tutorials')
  return (
    <div className="tutorials" data-testid="tutorials-page">
      <header className="tutorials__header">
        <p className="page-eyebrow">Tutorials</p>
        <h1 className="page-title tutorials__title">Get the most out of Murmur</h1>
        <nav aria-label="Chapters" className="tutorials__toc">
          <ol>
            {TUTORIAL_CHAPTERS.map((chapter, index) => (
              <li key={chapter.id}>
                <a href={`#${chapter.id}`}>
                  <span className="tutorials__number">{index + 1}</span> {chapter.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      {TUTORIAL_CHAPTERS.map((chapter, index) => (
        <section
          key={chapter.id}
          id={chapter.id}
          className="tutorial"
          aria-labelledby={`${chapter.id}-title`}
        >
          <h2 className="tutorial__title" id={`${chapter.id}-title`}>
            <span className="tutorials__number">{index + 1}</span> {chapter.title}
          </h2>
          <p className="tutorial__summary">{chapter.summary}</p>
          {CHAPTERS[chapter.id]}
        </section>
      ))}
      <p className="tutorials__back">
        <Link to="/" className="button button--secondary">
          Back to the start page
        </Link>
      </p>
    </div>
  )
}
