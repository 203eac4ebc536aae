import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type BasicCredentials, formatCompact, type TitleInfo } from '../../../core'
import { Card } from '../../../ui'
import { assetQueries } from '../queries'
import { AssetLink } from './AssetLink'
import { countryName } from './message-stats'
import { WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface AssetDescriptionProps {
  titleId: number
  credentials: BasicCredentials
}

/** Sector, group, industry and subindustry names, each once (a level may repeat its parent's name). */
export function sectorPath(info: Pick<TitleInfo, 'sector' | 'group' | 'industry' | 'subindustry'>): string[] {
  const names: string[] = []
  for (const level of [info.sector, info.group, info.industry, info.subindustry]) {
    if (level && names.at(-1) !== level.name) names.push(level.name)
  }
  return names
}

export function websiteUrl(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** The asset's description and master data (symbol, ISIN, exchange, sector, country, currency, …). */
export function AssetDescription({ titleId, credentials }: AssetDescriptionProps) {
  const info = useQuery(assetQueries.info(credentials, titleId))
  const title = info.data ?? null
  return (
    <Card title={WIDGET_TITLE.description} className="asset-widget">
      <div
        className="asset-description"
        data-testid="asset-description"
        data-state={info.isPending ? 'loading' : info.isError ? 'error' : 'ready'}
        data-symbol={title?.symbol ?? ''}
        data-isin={title?.isin ?? ''}
      >
        {info.isPending ? (
          <WidgetSkeleton height={0} lines={5} />
        ) : info.isError ? (
          <WidgetError error={info.error} />
        ) : title ? (
          <MasterData title={title} />
        ) : null}
      </div>
    </Card>
  )
}

function MasterData({ title }: { title: TitleInfo }) {
  const sectors = sectorPath(title)
  const nextEarnings = title.next_earnings ? Date.parse(`${title.next_earnings}T00:00:00Z`) : Number.NaN
  const rows: { label: string; value: ReactNode }[] = []
  if (title.symbol) rows.push({ label: 'Symbol', value: title.symbol })
  if (title.isin) rows.push({ label: 'ISIN', value: title.isin })
  if (title.exchange)
    rows.push({ label: 'Exchange', value: `${title.exchange.name} (${title.exchange.mic})` })
  if (sectors.length > 0) rows.push({ label: 'Sector', value: sectors.join(' › ') })
  if (title.country) rows.push({ label: 'Country', value: countryName(title.country) })
  if (title.currency) rows.push({ label: 'Currency', value: title.currency })
  if (title.headline.market_cap !== null) {
    rows.push({ label: 'Market cap', value: formatCompact(title.headline.market_cap) })
  }
  if (!Number.isNaN(nextEarnings))
    rows.push({ label: 'Next earnings', value: dayFormat.format(nextEarnings) })
  if (title.website) {
    rows.push({
      label: 'Website',
      value: (
        <a href={websiteUrl(title.website)} target="_blank" rel="noopener noreferrer">
          {title.website}
        </a>
      ),
    })
  }
  if (title.index.length > 0) {
    rows.push({
      label: title.index.length === 1 ? 'Index' : 'Indices',
      value: (
        <ul className="asset-description__indices">
          {title.index.map((index) => (
            <li key={index.id}>
              <AssetLink titleId={index.id}>{index.n}</AssetLink>
            </li>
          ))}
        </ul>
      ),
    })
  }
  return (
    <>
      <p className="asset-description__text">{title.description ?? WIDGET_TEXT.noDescription}</p>
      <dl className="asset-description__facts">
        {rows.map((row) => (
          <div key={row.label} className="asset-description__fact">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
