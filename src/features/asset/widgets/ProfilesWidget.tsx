import { queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { getTitleProfiles, unwrap } from '../../../api'
import {
  type BasicCredentials,
  formatDecimal,
  resolveTimeRange,
  type TimeRangeSelection,
  type TitleProfile,
} from '../../../core'
import { Card } from '../../../ui'
import { ASSET_QUERY_ROOT } from '../queries'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

const PROFILES_SHOWN = 12

const CATEGORY_BADGE: Partial<Record<string, string>> = {
  bots: 'Bot',
  verified: 'Verified',
  influencers: 'Influencer',
}

function profilesQuery(credentials: BasicCredentials, titleId: number, timeRange: TimeRangeSelection) {
  return queryOptions({
    queryKey: [ASSET_QUERY_ROOT, credentials.username, 'profiles', titleId, timeRange],
    queryFn: ({ signal }) => {
      const range = resolveTimeRange(timeRange, Date.now())
      return unwrap(
        getTitleProfiles(
          titleId,
          { startDate: range.start, endDate: range.end, limit: PROFILES_SHOWN },
          credentials,
          { signal },
        ),
      )
    },
    staleTime: 5 * 60_000,
  })
}

function ProfileRow({ profile }: { profile: TitleProfile }) {
  const badge = CATEGORY_BADGE[profile.category]
  const share = Math.round(profile.share * 100)
  return (
    <li className="profiles__row" data-dedicated={profile.dedicated}>
      <Link
        className="profiles__name"
        to="/author"
        search={{ name: profile.author, authorSource: profile.source }}
      >
        {profile.display_name ?? profile.author}
      </Link>
      <span className="profiles__count" title="Messages about this asset in this range">
        {formatDecimal(profile.messages)}
      </span>
      <span className="profiles__meta">
        <span className="profiles__source">{profile.source}</span>
        {profile.dedicated ? (
          <span className="profiles__badge profiles__badge--dedicated">Dedicated</span>
        ) : null}
        {badge ? (
          <span className={`profiles__badge profiles__badge--${profile.category}`}>{badge}</span>
        ) : null}
      </span>
      <span className="profiles__share">
        <span className="profiles__track" aria-hidden="true">
          <span className="profiles__fill" style={{ width: `${Math.max(2, share)}%` }} />
        </span>
        <span className="profiles__percent">{share}% of its messages</span>
      </span>
    </li>
  )
}

export interface ProfilesWidgetProps {
  titleId: number
  credentials: BasicCredentials
  timeRange: TimeRangeSelection
}

/**
 * The accounts that write about the asset in the page's range: how many of their messages are
 * about it and what share of all they wrote that is; dedicated accounts (half or more) stand out.
 */
export function ProfilesWidget({ titleId, credentials, timeRange }: ProfilesWidgetProps) {
  const query = useQuery(profilesQuery(credentials, titleId, timeRange))
  const profiles = query.data?.profiles ?? []
  return (
    <Card
      title={WIDGET_TITLE.profiles}
      subtitle="Accounts writing about it in this range"
      className="asset-widget"
    >
      <div
        className="profiles"
        data-testid="profiles-widget"
        data-state={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
        data-count={profiles.length}
      >
        {query.isPending ? (
          <WidgetSkeleton height={0} lines={6} />
        ) : query.isError ? (
          <WidgetError error={query.error} />
        ) : profiles.length === 0 ? (
          <WidgetEmpty text="No account wrote about this asset in this range." />
        ) : (
          <>
            <div className="profiles__head" aria-hidden="true">
              <span>Account</span>
              <span>Messages</span>
            </div>
            <ol className="profiles__list" aria-label="Accounts, most messages about this asset first">
              {profiles.map((profile) => (
                <ProfileRow key={`${profile.source}/${profile.author}`} profile={profile} />
              ))}
            </ol>
          </>
        )}
      </div>
    </Card>
  )
}
