import type { ReactNode } from 'react'
import type { AuthorDetail } from '../../api'
import { useOnline } from '../../app'
import { botLikelinessText, formatCompact, impactMeaning } from '../../core'
import { capitalise, formatDate, NotStoredOffline } from '../../ui'

export interface AuthorHeaderProps {
  name: string
  source: string
  detail: AuthorDetail | undefined
  /** The watch button. */
  actions?: ReactNode
  /** The plan has no author view: the scores are not shown. */
  locked?: boolean
}

const IMPACT_STEPS = [1, 2, 3, 4, 5] as const

/** Who the author is and how much their messages count: impact 0–5 and bot likeliness, explained. */
export function AuthorHeader({ name, source, detail, actions, locked = false }: AuthorHeaderProps) {
  const online = useOnline()
  const shownName = detail?.display_name ?? name
  return (
    <header className="author-header" data-testid="author-header">
      <div className="author-header__identity">
        <span className="author-header__avatar" aria-hidden="true">
          {shownName.replace(/^@/, '').slice(0, 1).toUpperCase()}
        </span>
        <div className="author-header__names">
          <h1 className="author-header__name" data-testid="author-name">
            {shownName}
          </h1>
          <p className="author-header__handle">
            {shownName !== name ? <span>{name} </span> : null}
            <span className="subtle">@ {source}</span>
          </p>
          {detail ? (
            <p className="author-header__facts">
              <span className="badge">{capitalise(detail.category)}</span>
              {detail.verified ? <span className="badge badge--accent">Verified</span> : null}
              <span className="subtle">
                {formatCompact(detail.total)} messages · first seen {formatDate(detail.first_seen)} · last{' '}
                {formatDate(detail.last_seen)}
              </span>
            </p>
          ) : null}
        </div>
        {actions ? <div className="author-header__actions">{actions}</div> : null}
      </div>
      {detail ? (
        <dl className="author-header__scores">
          <ImpactScore score={detail.impact_score} />
          <BotLikeliness likeliness={detail.bot_likeliness} />
        </dl>
      ) : locked ? null : !online ? (
        // Offline, the author's request waits for the network: skeletons would promise what cannot come.
        <NotStoredOffline className="subtle" />
      ) : (
        <div className="author-header__scores author-header__scores--loading" aria-busy="true">
          <span className="chart-skeleton" />
          <span className="chart-skeleton" />
        </div>
      )}
    </header>
  )
}

function ImpactScore({ score }: { score: number }) {
  const rounded = Math.round(score)
  return (
    <div className="author-score" data-testid="author-impact" data-score={score}>
      <dt>Impact score</dt>
      <dd>
        <span className="author-score__value">
          {score} <span className="subtle">/ 5</span>
        </span>
        <span className="author-score__steps" aria-hidden="true">
          {IMPACT_STEPS.map((step) => (
            <span
              key={step}
              className={`author-score__step${step <= rounded ? ' author-score__step--on' : ''}${rounded === 0 ? ' author-score__step--blocked' : ''}`}
            />
          ))}
        </span>
        <span className="author-score__meaning">{impactMeaning(score)}</span>
      </dd>
    </div>
  )
}

function BotLikeliness({ likeliness }: { likeliness: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, likeliness)) * 100)
  const tone = likeliness >= 0.8 ? 'high' : likeliness >= 0.5 ? 'medium' : 'low'
  return (
    <div className="author-score" data-testid="author-bot-likeliness" data-likeliness={likeliness}>
      <dt>Bot likeliness</dt>
      <dd>
        <span className="author-score__value">{percent}%</span>
        <span className="author-score__track" aria-hidden="true">
          <span
            className={`author-score__fill author-score__fill--${tone}`}
            style={{ width: `${percent}%` }}
          />
        </span>
        <span className="author-score__meaning">{botLikelinessText(likeliness)}</span>
      </dd>
    </div>
  )
}
